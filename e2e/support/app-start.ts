// Pages that start their app on the visitor's first gesture (public/boot.js): what they load, and holding the app back.
import type { Page } from 'playwright-core';

/** The app's scripts the page asks for from now on (boot.js, a plain script in the page, is not one of them). */
export function appScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/')) {
      seen.push(request.url());
    }
  });
  return seen;
}

/** Holds the app's scripts until `release()`: what the visitor does before the app has come. */
export async function holdApp(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
