import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { appScripts, holdApp } from './support/app-start';
import { secured, shot, useBrowser } from './support/browser';

const browser = useBrowser();

// Issue 23 item 6: the welcome page loads no app for a visitor who only reads it; the app starts on intent.
describe('the welcome page starts its app with the first gesture', () => {
  it('a phone visitor who only reads downloads no app, and a tap on the menu before the app came still opens it', async () => {
    const page = await browser.page({ width: 375, touch: true, idle: true });
    const scripts = appScripts(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Where gamers find their people' }).waitFor();
    // Every other prerendered page starts its app within a second of the first paint.
    await page.waitForTimeout(2000);
    expect(scripts).toEqual([]);
    await shot(page, 'welcome-375-dark');

    const release = await holdApp(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect.poll(() => scripts.length, { timeout: 10_000 }).toBeGreaterThan(0);
    release();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'FAQ' }).waitFor();
    await menu.getByRole('link', { name: 'Log in' }).tap();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('the theme button works on the first click, before the app has come', async () => {
    const page = await browser.page({ idle: true });
    const release = await holdApp(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    release();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect(await page.getAttribute('html', 'data-mantine-color-scheme')).toBe('light');
    await shot(page, 'welcome-1280-light');

    // Saved: the next visit is light from its first paint, before any app.
    const again = await browser.page({ width: 375, theme: 'light', idle: true });
    const scripts = appScripts(again);
    await again.goto('/');
    await again.getByRole('heading', { name: 'Where gamers find their people' }).waitFor();
    expect(await again.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(244, 245, 249)',
    );
    expect(scripts).toEqual([]);
    await shot(again, 'welcome-375-light');

    // A light visitor's first click, made before the app has come, turns the page dark (the page hydrates
    // without a mismatch, so the click is made again on the same button).
    const light = await browser.page({ theme: 'light', idle: true });
    const releaseLight = await holdApp(light);
    await light.goto('/');
    await light.locator('header button[aria-label^="Switch to"]').click();
    releaseLight();
    await light.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');
    await light.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await light.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  it('a language chosen before the app has come is applied, and kept for the next visit', async () => {
    const page = await browser.page({ idle: true });
    const release = await holdApp(page);
    await page.goto('/');
    await shot(page, 'welcome-1280-dark');
    await page.getByLabel('Change language').selectOption('es');
    release();
    await page.getByRole('heading', { name: 'Donde los gamers encuentran a su gente' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');

    // The server sends the saved language's page, which needs no app to be right.
    const scripts = appScripts(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Donde los gamers encuentran a su gente' }).waitFor();
    await page.waitForTimeout(2000);
    expect(scripts).toEqual([]);
  });

  it("a Turkish browser gets the Turkish page, and its links lead into the app's pages", async () => {
    const page = await browser.page({ locale: 'tr-TR', idle: true });
    const scripts = appScripts(page);
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await page.waitForTimeout(2000);
    expect(scripts).toEqual([]);
    await page.locator('header').getByRole('link', { name: 'Kayıt ol' }).click();
    await page.waitForURL('**/register');
    // The sign-in pages start their app with a gesture too: the pointer moving towards the form.
    await page.mouse.move(200, 300);
    await page.getByLabel(/^E-posta/).fill('someone@example.com');
  });
});

describe("the sign-in pages' modals come with the first one", () => {
  it('opens the forgotten-password form, and asks a frozen account whether to reopen it', async () => {
    const user = await signedInUser();
    await secured(user.token, 'freezeAccount');
    const page = await browser.page({ width: 375 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await forgot.getByRole('button', { name: 'Send reset link' }).waitFor();
    await page.keyboard.press('Escape');
    await forgot.waitFor({ state: 'hidden' });

    await page.getByLabel('Email or username').fill(user.username);
    await page.getByLabel(/^Password/).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Log in' }).click();
    const frozen = page.getByRole('dialog', { name: 'Your account is suspended' });
    await frozen.getByRole('button', { name: 'Reopen my account' }).click();
    await page.waitForURL('**/feed');
  });
});
