import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, useBrowser } from './support/browser';

// Issue 33 item 24: a visitor who chose a language never sees a page in another one, not even before the app runs.

const browser = useBrowser();

const welcomeBack = { en: 'Welcome back', es: 'Hola de nuevo', tr: 'Tekrar hoş geldin' } as const;

/**
 * Keeps the heading of every frame the page paints (read just before each paint), from the tab's first document on,
 * across the reloads the page may make (kept in session storage).
 */
async function recordHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen = JSON.parse(sessionStorage.getItem('e2e_headings') ?? '[]') as string[];
    const look = () => {
      const root = document.getElementById('root');
      const heading = root?.querySelector('h1');
      const shown =
        root && heading && getComputedStyle(root).visibility !== 'hidden' && heading.getClientRects().length;
      const text = shown ? heading.textContent!.trim() : '';
      if (text && seen[seen.length - 1] !== text) {
        seen.push(text);
        sessionStorage.setItem('e2e_headings', JSON.stringify(seen));
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e_headings') ?? '[]') as string[]);
}

/** A visitor who chose `language` in the app on an earlier visit (kept in local storage), on an English browser. */
async function visitorWhoChose(language: 'es' | 'tr', width: number) {
  const page = await browser.page({ width });
  await page.addInitScript((chosen) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', chosen);
  }, language);
  return page;
}

describe("the first paint of /login is in the visitor's language", () => {
  for (const language of ['es', 'tr'] as const) {
    it(`${language}: a choice kept in the browser whose cookie was lost, at 375 and 1280 px`, async () => {
      for (const width of [375, 1280]) {
        const page = await visitorWhoChose(language, width);
        const headings = await recordHeadings(page);
        await page.goto('/login');
        await page.getByRole('heading', { name: welcomeBack[language] }).waitFor();
        await shot(page, `login-${language}-${width}-first`);
        // The HTML the page shows is the one the server rendered in that language, not re-rendered after the app came.
        expect(await page.getAttribute('html', 'data-rendered')).toBe(language);
        await page.locator('#root[data-hydrated]').waitFor();
        await page.waitForTimeout(1500);
        expect(await headings()).toEqual([welcomeBack[language]]);
        expect(await page.getAttribute('html', 'lang')).toBe(language);
      }
    });
  }

  it('es: a language chosen on the page is the one the next visit paints first', async () => {
    const page = await browser.page();
    await page.goto('/login');
    await page.getByLabel('Email or username').waitFor({ state: 'visible' });
    await page.locator('#root[data-hydrated]').waitFor();
    await page.getByLabel('Change language').selectOption('es');
    await page.getByRole('heading', { name: welcomeBack.es }).waitFor();
    const headings = await recordHeadings(page);
    await page.evaluate(() => sessionStorage.removeItem('e2e_headings'));
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await headings()).toEqual(['Crea tu cuenta']);
  });

  it('tr: a Turkish browser is served Turkish, with nothing to correct', async () => {
    const page = await browser.page({ locale: 'tr-TR', width: 375 });
    const headings = await recordHeadings(page);
    const served = page.waitForResponse((response) => new URL(response.url()).pathname === '/login');
    await page.goto('/login');
    expect(await (await served).text()).toContain(`data-rendered="tr">`);
    await page.getByRole('heading', { name: welcomeBack.tr }).waitFor();
    await page.waitForTimeout(1500);
    expect(await headings()).toEqual([welcomeBack.tr]);
  });
});
