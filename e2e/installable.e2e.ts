import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { baseUrl, secured, shot, useBrowser } from './support/browser';

const browser = useBrowser();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function pickGifInComment(page: Page, theme: 'dark' | 'light', width: number) {
  const comment = page.getByRole('textbox', { name: /Write a comment/ });
  await comment.click();
  await page.getByRole('button', { name: 'GIF' }).last().click();
  const picker = page.getByTestId('gif-picker');
  await picker.getByText('Powered by GIPHY').waitFor();
  // Trending on open: the stand-in's trending titles end in "GIF 1" or "GIF 1x".
  await picker.getByRole('button', { name: 'cat GIF 1', exact: true }).waitFor();
  await picker.getByRole('textbox', { name: 'Search GIPHY' }).fill('dance');
  await picker.getByRole('button', { name: 'dance GIF 2', exact: true }).waitFor();
  await picker
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode());
  await shot(page, `gif-picker-${width}-${theme}`);
  await picker.getByRole('button', { name: 'dance GIF 2', exact: true }).click();
  await picker.waitFor({ state: 'detached' });
}

describe('GIFs from GIPHY (issue 32 item 2)', () => {
  it('a phone player picks a GIF in a comment at 375 px, and the comment shows it', async () => {
    const me = await signedInUser();
    const post = await secured<{ share: string }>(me.token, 'post', { content: '<p>Clutch round, anyone?</p>' });
    const page = await browser.page({ width: 375, touch: true, token: me.token });
    await page.goto(`/post/${post.share}`);
    await pickGifInComment(page, 'dark', 375);

    const attached = page.locator('figure img[src*="/media/"]');
    await attached.waitFor();
    expect(await attached.getAttribute('src')).toMatch(/\/media\/en\d+x\d+\/giphy-downsized\.gif\?/);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await page.getByText('Comment sent.').waitFor();
    const shown = page.locator('img[src*="giphy-downsized.gif"]').last();
    await shown.waitFor();
    // Loaded from the stand-in's media host: the page's CSP lets GIPHY_API_URL's host show images.
    expect(await shown.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(480);
    await shot(page, 'gif-comment-375-dark');
  });

  it('looks right at 1280 px and in the light theme', async () => {
    const me = await signedInUser();
    const post = await secured<{ share: string }>(me.token, 'post', { content: '<p>GG</p>' });
    for (const [width, theme] of [
      [375, 'light'],
      [1280, 'dark'],
      [1280, 'light'],
    ] as const) {
      const page = await browser.page({ width, theme, token: me.token });
      await page.goto(`/post/${post.share}`);
      await pickGifInComment(page, theme, width);
      await page.locator('figure img[src*="/media/"]').waitFor();
    }
  });
});

describe('an installable app (issue 32 item 4)', () => {
  it('serves a valid web app manifest with its icons, linked from every page', async () => {
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/manifest\+json|application\/json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Gamefolk', short_name: 'Gamefolk', display: 'standalone', scope: '/' });
    expect(new URL(manifest.start_url, baseUrl()).origin).toBe(new URL(baseUrl()).origin);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/feed', '/messages', '/games']);
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ]) {
      const icon = manifest.icons.find((i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes(purpose!));
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const file = await fetch(new URL(icon!.src, baseUrl()));
      expect(file.headers.get('content-type')).toBe('image/png');
      const [width] = size!.split('x').map(Number);
      expect(pngSize(Buffer.from(await file.arrayBuffer()))).toEqual({ width, height: width });
    }
    // The app's shell and a prerendered page both name it, and the theme colour of both schemes.
    for (const path of ['/', '/faq', '/feed']) {
      const html = await (await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } })).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
      expect(html, path).toContain('name="theme-color" content="#11131d" media="(prefers-color-scheme: dark)"');
      expect(html, path).toContain('name="theme-color" content="#f4f5f9" media="(prefers-color-scheme: light)"');
    }
  });

  it('serves the offline page, in the visitor’s language, when the network is gone', async () => {
    const me = await signedInUser();
    const page = await browser.page({ width: 375, touch: true, token: me.token, locale: 'tr-TR' });
    await page.goto('/feed');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The shell is kept; the API and sockets never are.
    const kept = await page.evaluate(async () => {
      const cache = await caches.open('gamefolk-shell-v1');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(kept).toContain('/offline.html');
    expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(kept.filter((path) => path.startsWith('/api/') || path.startsWith('/ws/'))).toEqual([]);
    // Chromium's own installability check (what Lighthouse's former audit and the install menu use).
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito windows, which never install; every other reason would be listed here.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

    await page.context().setOffline(true);
    await page.goto('/messages');
    await page.getByTestId('offline-page').waitFor();
    await page.getByRole('heading', { name: 'Çevrimdışısın' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await shot(page, 'offline-375-dark');
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Yeniden dene' }).click();
    await page.waitForURL('**/messages');
    await page.getByTestId('offline-page').waitFor({ state: 'detached' });
  });
});
