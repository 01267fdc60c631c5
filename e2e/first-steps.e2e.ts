import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newIdentity, signedInUser } from './support/accounts';
import { secured, useBrowser } from './support/browser';

// Issue 22: what a new player tripped over, each seen in a real browser.

const browser = useBrowser();

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};
type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

describe("a new player's first steps: reposts, notifications, registration errors, first paint, toasts", () => {
  it('a plain repost is a toggle: reposting again takes it back and the count follows', async () => {
    const [author, fan] = await Promise.all([signedInUser(), signedInUser()]);
    const post = await secured<{ share: string }>(author.token, 'post', { content: '<p>Ranked tonight?</p>' });
    const page = await browser.page({ token: fan.token });
    await page.goto(`/post/${post.share}`);

    await page.getByRole('button', { name: '0 reposts' }).click();
    await page.getByRole('menuitem', { name: 'Repost', exact: true }).click();
    await page.getByText('Reposted.').waitFor();
    await page.getByRole('button', { name: '1 repost' }).click();
    await page.getByRole('menuitem', { name: 'Repost', exact: true }).click();
    await page.getByText('Repost taken back.').waitFor();
    await page.getByRole('button', { name: '0 reposts' }).waitFor();

    // The fan's profile holds no "reposted" card, let alone two.
    await page.goto(`/profile/${fan.username}`);
    await page.getByRole('heading', { name: fan.username }).first().waitFor();
    // Its posts have loaded, and there are none: the empty list, no card.
    await page.getByText('No posts yet').waitFor();
    expect(await page.getByText(/reposted/i).count()).toBe(0);
  });

  it('opening the notifications panel reads them all, not one per visit; an answered request says so', async () => {
    const [owner, ...fans] = await Promise.all([signedInUser(), signedInUser(), signedInUser(), signedInUser()]);
    const me = await secured<{ id: number }>(owner.token, 'user', {});
    for (const fan of fans.slice(0, 2)) await secured(fan.token, 'followUser', { userId: me.id });
    const request = await secured<{ request_id: number }>(fans[2]!.token, 'connectionRequest', { userId: me.id });

    const page = await browser.page({ token: owner.token });
    await page.goto('/feed');
    const bell = page.getByTestId('notification-bell');
    await page.getByRole('button', { name: 'Notifications, 3 unread' }).waitFor();
    await page.locator('[data-testid="notification-bell"][data-live-status="open"]').waitFor();
    // The request is answered elsewhere (here: through the API, as from another tab).
    await secured(owner.token, 'answerRequest', { request_id: request.request_id, status: 1 });
    await bell.click();
    await page.getByTestId('request-status').filter({ hasText: 'Approved' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');

    await page.reload();
    await page.locator('[data-testid="notification-bell"][data-live-status="open"]').waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
  });

  it('registration at 1280×800 brings the first error into view and shows the result at the top', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/register');
    // Once the app has taken the form over, as this click waited for while the form was disabled until then (a tap
    // before the app is cold-loads.e2e.ts's).
    await page.locator('#root[data-hydrated]').waitFor();
    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();

    const username = page.getByLabel('Username');
    await expect.poll(() => username.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect
      .poll(async () => {
        const field = await box(username);
        return field.y >= 64 && field.y + field.height <= 800;
      })
      .toBe(true);

    const user = newIdentity();
    await username.fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByText('Nice, this username is available.').waitFor();
    await submit.click();
    const done = page.getByRole('heading', { name: 'Check your inbox' });
    await done.waitFor();
    await expect
      .poll(async () => {
        const heading = await box(done);
        return heading.y >= 64 && heading.y + heading.height <= 800;
      })
      .toBe(true);
  });

  it("paints the theme colour and the app shell before the route's code arrives on a slow link", async () => {
    const page = await browser.page();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The welcome page is HTML at first byte (issue 23, item 6): its text and links show before any script runs.
    await page.goto('/', { waitUntil: 'commit' });
    await page
      .getByRole('link', { name: /Create your free account|Sign up/ })
      .first()
      .waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(17, 19, 29)',
    );
    // An address only the app knows paints the shell index.html draws, in the theme's colours.
    await page.goto('/no-such-page-yet', { waitUntil: 'commit' });
    const shell = page.getByTestId('boot-shell');
    await shell.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(17, 19, 29)',
    );
    expect((await box(shell.locator('.gf-boot-header'))).height).toBe(64);
    expect(await shell.locator('.gf-boot-card').count()).toBe(3);

    release();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await shell.count()).toBe(0);
  });

  it('a signed-in player opening / never sees the welcome page meant for visitors, and lands on the feed', async () => {
    const user = await signedInUser();
    const page = await browser.page({ token: user.token });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The visitors' welcome page is in the HTML but not shown: a signed-in player sees no flash of it.
    const welcome = page.locator('#root[data-rendered] a[href="/register"]').first();
    expect(await welcome.count()).toBe(1);
    expect(await welcome.isVisible()).toBe(false);
    release();
    await page.waitForURL('**/feed');
  });

  it('toasts cover no control: low on the left at 1280, above the bottom bar on a phone, three at most', async () => {
    const [author, fan] = await Promise.all([signedInUser(), signedInUser()]);
    const post = await secured<{ share: string }>(author.token, 'post', { content: '<p>Clip of the week</p>' });

    const page = await browser.page({ token: fan.token });
    await page.goto(`/post/${post.share}`);
    await page.getByRole('button', { name: '0 reposts' }).click();
    await page.getByRole('menuitem', { name: 'Repost', exact: true }).click();
    const toast = toasts(page).first();
    await toast.waitFor();
    const placed = await box(toast);
    for (const control of [page.getByTestId('notification-bell'), page.getByRole('button', { name: 'Account menu' })]) {
      expect(overlaps(placed, await box(control))).toBe(false);
    }
    expect(placed.y).toBeGreaterThan(450);
    await page.context().close();

    const small = await browser.page({ token: fan.token, width: 375 });
    await small.goto(`/post/${post.share}`);
    for (let i = 0; i < 5; i += 1) {
      await small.getByRole('button', { name: /\d+ reposts?/ }).click();
      await small.getByRole('menuitem', { name: 'Repost', exact: true }).click();
    }
    await toasts(small).first().waitFor();
    expect(await toasts(small).count()).toBeLessThanOrEqual(3);
    const first = await box(toasts(small).first());
    expect(first.y).toBeGreaterThan(64);
    expect(first.y + first.height).toBeLessThanOrEqual(800 - 64);
  });
});
