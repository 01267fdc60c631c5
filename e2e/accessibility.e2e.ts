import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { secured, shot, useBrowser } from './support/browser';
import { seedEvent, seedLobby } from './support/seed';

// Issue 47 items 25–27: axe-core's WCAG 2.0–2.2 A and AA rules find nothing on any screen, in both themes, at a phone's
// and a desktop's width. Each screen is opened once; its theme and width then change in place, as a player's would.

const browser = useBrowser();
const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Found {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** axe's findings on the page as it is now, one line per node. */
async function findings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource); // through the devtools protocol, which the page's CSP does not govern
  const violations = await page.evaluate(
    async (runOnly) =>
      (
        await (
          window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Found[] }> } }
        ).axe.run(document, { runOnly: { type: 'tag', values: runOnly }, resultTypes: ['violations'] })
      ).violations,
    tags,
  );
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.html.slice(0, 160)} — ${n.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/** Switches the theme as another tab of the app would (Mantine's manager follows the stored choice). */
async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    localStorage.setItem('theme', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: value, storageArea: localStorage }));
  }, theme);
  await page.waitForFunction((value) => document.documentElement.dataset.mantineColorScheme === value, theme);
}

/** The screen in its four variants; `ready` waits for what the screen shows once loaded. */
async function audit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  await ready(page);
  const found: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
    for (const theme of ['dark', 'light'] as const) {
      await setTheme(page, theme);
      await ready(page);
      // Let transitions and layout settle after the switch.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await shot(page, `axe${path.replace(/[^a-z0-9]+/gi, '-')}-${width}-${theme}`);
      // What shows only while the page settles (a switch's repaint, a live update arriving) is asked again a second
      // later; what stays is a finding.
      let lines = await findings(page);
      if (lines.length > 0) {
        await page.waitForTimeout(1000);
        lines = await findings(page);
      }
      for (const line of lines) found.push(`${path} ${width} ${theme}: ${line}`);
    }
  }
  return found;
}

async function image() {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: '#2f6fdf' } })
    .png()
    .toBuffer();
}

describe('axe finds nothing on any screen, in both themes, at 375 and 1280 px', () => {
  it('public screens', { timeout: 240_000 }, async () => {
    const page = await browser.page();
    const found: string[] = [];
    // A rendered page is the app's once it has hydrated (main.tsx marks it); only then does the theme follow a switch.
    const heading = async (p: Page) => {
      await p.locator('#root[data-hydrated], #root:not([data-rendered])').first().waitFor();
      await p.getByRole('heading', { level: 1 }).first().waitFor();
    };
    for (const path of ['/', '/login', '/register', '/about', '/faq', '/rules', '/shop'])
      found.push(...(await audit(page, path, heading)));
    expect(found, found.join('\n')).toEqual([]);
  });

  it('signed-in screens', { timeout: 600_000 }, async () => {
    const me = await signedInUser();
    const friend = await signedInUser();
    const { id: friendId } = await secured<{ id: number }>(friend.token, 'user');
    const { id: myId } = await secured<{ id: number }>(me.token, 'user');
    await secured(me.token, 'followUser', { userId: friendId });
    await secured(friend.token, 'followUser', { userId: myId });
    const upload = await secured<{ url: string }>(friend.token, 'uploadFile', {
      base64: (await image()).toString('base64'),
      kind: 'image',
    });
    await secured(friend.token, 'post', {
      content: '<p>Ranked tonight? #AxeCheck</p>',
      feedAttachments: [{ type: 'image', attachmentUrl: upload.url, alt: 'A blue square' }],
    });
    await secured(friend.token, 'post', { content: '<p>gg everyone #AxeCheck</p>' });
    const lobby = await seedLobby(me.token, { description: 'Flex queue tonight' });
    const event = await seedEvent(friend.token);
    const stranger = await signedInUser();
    await secured(stranger.token, 'connectionRequest', { userId: myId });
    const channel = await secured<{ id: number }>(friend.token, 'createChannels', { receivingUserId: myId });
    await secured(friend.token, 'postChat', { chatchannelId: channel.id, message: { content: 'gg, rematch?' } });

    const page = await browser.page({ token: me.token });
    const main = (p: Page) => p.locator('main').first().waitFor();
    const found: string[] = [];
    const screens: [string, (p: Page) => Promise<unknown>][] = [
      ['/feed', (p) => p.getByText('gg everyone').first().waitFor()],
      ['/hash/AxeCheck', (p) => p.getByText('gg everyone').first().waitFor()],
      [`/profile/${friend.username}`, main],
      [`/profile/${me.username}`, main],
      ['/lobby', (p) => p.getByText('Flex queue tonight').first().waitFor()],
      [`/lobby/${lobby.id}`, (p) => p.getByTestId('lobby-chat').waitFor()],
      ['/events', (p) => p.getByText('Test cup').first().waitFor()],
      [`/events/${event.id}`, (p) => p.getByRole('heading', { name: 'Test cup' }).waitFor()],
      ['/notifications', main],
      [
        '/notifications',
        async (p) => {
          await p.getByRole('tab', { name: /Requests/ }).click();
          await p.getByTestId('request-row').waitFor();
        },
      ],
      [`/messages?c=${channel.id}`, (p) => p.getByText('gg, rematch?').filter({ visible: true }).first().waitFor()],
      ['/settings', main],
      ['/shop', main],
      ['/orders', main],
      ['/game-actor-plus', main],
      ['/games', main],
      ['/games/daily-puzzle', main],
    ];
    for (const [path, ready] of screens) found.push(...(await audit(page, path, ready)));
    expect(found, found.join('\n')).toEqual([]);
  });
});
