import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export interface PageOptions {
  /** The window's width; under 500 px a phone's height too. */
  width?: number;
  /** The window's height, when not the width's usual one (800 px under 500 px wide, else 900). */
  height?: number;
  /** Signed in with this access token. */
  token?: string;
  /** The browser's language, e.g. 'tr-TR' (the app's own choice, if any, is in localStorage). */
  locale?: string;
  /** A theme the visitor saved before. */
  theme?: 'light' | 'dark';
  /** A phone's touch screen: taps, and the page laid out as a phone lays it out. */
  touch?: boolean;
  /**
   * A visitor who only reads: nothing moves over the page. Otherwise the pointer moves as each page shows, as a
   * person's would, which starts the apps of the pages that wait for a first gesture (public/boot.js).
   */
  idle?: boolean;
}

/**
 * One Chromium for the file's tests. Each page is a fresh visitor (its own context): English browser, no saved
 * theme or language, no install prompt, a pointer that moves as each page shows (unless `idle`); whatever a test
 * leaves open is closed after it.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async page(options: PageOptions = {}): Promise<Page> {
      if (!browser) throw new Error('useBrowser() pages are for tests and hooks, after beforeAll');
      const width = options.width ?? 1280;
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width, height: options.height ?? (width < 500 ? 800 : 900) },
        locale: options.locale ?? 'en-US',
        reducedMotion: 'reduce',
        ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
      });
      open.push(context);
      if (!options.idle)
        await context.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () =>
            setTimeout(() => window.dispatchEvent(new PointerEvent('pointermove')), 0),
          );
        });
      await context.addInitScript(
        ({ token, theme }) => {
          // Only on the first document: a reload must see what the app itself stored.
          if (sessionStorage.getItem('e2e_seeded')) return;
          sessionStorage.setItem('e2e_seeded', '1');
          sessionStorage.setItem('install_prompt_seen', '1');
          if (token) localStorage.setItem('access_token', token);
          if (theme) localStorage.setItem('theme', theme);
        },
        { token: options.token ?? null, theme: options.theme ?? null },
      );
      return context.newPage();
    },
  };
}

/** With E2E_SHOTS=<dir>, each step leaves a full-page picture there to look at. */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A secured call through the real envelope, as the web app makes it; throws with the error on a refusal. */
export async function secured<T>(token: string, action: string, payload: unknown = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/securedHandle`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ action, payload }),
  });
  const body = (await response.json()) as { data: T; error?: unknown };
  if (!response.ok) throw new Error(`${action} failed: ${JSON.stringify(body.error ?? body)}`);
  return body.data;
}

/** Waits until the page stops scrolling (a smooth scrollIntoView), as a person would before tapping what moved. */
export async function scrollSettled(page: Page) {
  let last = -1;
  for (let i = 0; i < 50; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return;
    last = y;
    await page.waitForTimeout(100);
  }
}
