import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { useBrowser } from './support/browser';

const browser = useBrowser();

// Live means well inside the 30 s polling fallback.
const LIVE_MS = 5000;

async function signedInPage(token: string): Promise<Page> {
  const page = await browser.page({ token });
  await page.goto('/feed');
  // Events sent before the socket is up would only arrive by the catch-up fetch; wait for it to be live.
  await page.locator('[data-testid="notification-bell"][data-live-status="open"]').waitFor();
  return page;
}

async function openProfileFromSearch(page: Page, username: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  await page.getByRole('option', { name: new RegExp(username) }).click();
  await page.waitForURL(`**/profile/${username}`);
}

const bellLabel = (page: Page) => page.getByTestId('notification-bell').getAttribute('aria-label');

describe('social graph', () => {
  it('connects two players who hear of each other live, then blocks and unblocks', async () => {
    const ayse = await signedInUser();
    const mert = await signedInUser();
    const pageA = await signedInPage(ayse.token);
    const pageM = await signedInPage(mert.token);
    await expect.poll(() => bellLabel(pageM)).toBe('Notifications');

    // Ayşe finds Mert by name and asks to connect.
    await openProfileFromSearch(pageA, mert.username);
    await pageA.getByRole('button', { name: 'Connect', exact: true }).click();
    await pageA.getByRole('button', { name: 'Cancel request' }).waitFor();

    // Mert hears of it without reloading: a toast, the bell's count, the request in the panel.
    await pageM.getByText(`${ayse.username} wants to connect with you`).first().waitFor({ timeout: LIVE_MS });
    await expect.poll(() => bellLabel(pageM), { timeout: LIVE_MS }).toBe('Notifications, 1 unread');
    await pageM.getByTestId('notification-bell').click();
    await pageM.getByTestId('notification-list').getByText(`${ayse.username} wants to connect with you`).waitFor();
    // Opening the panel marked the latest notification read.
    await expect.poll(() => bellLabel(pageM)).toBe('Notifications');
    await pageM.getByRole('tab', { name: /Requests/ }).click();
    await pageM.getByRole('button', { name: `Approve ${ayse.username}'s request` }).click();
    await pageM.getByText('Connection approved').waitFor();
    await pageM.getByText('No connection requests').waitFor();
    await pageM.keyboard.press('Escape');

    // Ayşe's profile view of Mert turns to Connected, and the accepted notification arrives live.
    await pageA.getByRole('button', { name: 'Connected' }).waitFor({ timeout: LIVE_MS });
    await expect.poll(() => bellLabel(pageA), { timeout: LIVE_MS }).toBe('Notifications, 1 unread');
    await pageA.getByTestId('notification-bell').click();
    await pageA
      .getByTestId('notification-list')
      .getByText(`${mert.username} accepted your connection request`)
      .waitFor();
    await pageA.keyboard.press('Escape');

    // Mert follows Ayşe back; she hears of that live too.
    await openProfileFromSearch(pageM, ayse.username);
    await pageM.getByRole('button', { name: 'Follow', exact: true }).click();
    await pageM.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await pageA.getByText(`${mert.username} started following you`).first().waitFor({ timeout: LIVE_MS });

    // They have a chat (Mert opens it, as friends do), which the block will close.
    await pageM.goto(`/messages?user=${ayse.username}`);
    await pageM.getByTestId('chat-status').waitFor();

    // Ayşe blocks Mert: confirmed first, then the profile is left and search no longer finds him.
    await pageA.getByRole('button', { name: 'More actions' }).click();
    await pageA.getByRole('menuitem', { name: 'Block' }).click();
    await pageA.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await pageA.waitForURL('**/feed');
    const searched = pageA.waitForResponse((r) => r.request().postData()?.includes('"searchUser"') ?? false);
    await pageA.getByRole('searchbox', { name: 'Search' }).fill(mert.username);
    // The search's answer leaves him out, and the dropdown shows that answer (not the one from before the block).
    const found = ((await (await searched).json()) as { data: { username: string }[] }).data.map((r) => r.username);
    expect(found).not.toContain(mert.username);
    if (found.length === 0) await pageA.getByText(`No players or organizations match “${mert.username}”.`).waitFor();
    await expect
      .poll(() => pageA.getByRole('option').allTextContents())
      .toEqual(found.map((username) => expect.stringContaining(`@${username}`)));
    await pageA.getByRole('searchbox', { name: 'Search' }).fill('');

    // Mert's chat with her says he cannot reply, with no composer to fail and no live mark.
    await pageM.goto('/messages');
    await pageM.getByTestId('chat-channel').first().click();
    await pageM.getByRole('note').getByText("You can't reply to this conversation.").waitFor();
    expect(await pageM.getByTestId('chat-status').textContent()).toBe('Blocked');
    expect(await pageM.getByRole('button', { name: 'Send' }).count()).toBe(0);

    // And unblocks him from settings.
    await pageA.goto('/settings');
    await pageA.getByRole('button', { name: `Unblock @${mert.username}` }).click();
    await pageA.getByText(`@${mert.username} is unblocked.`).waitFor();
    await pageA.getByText("You haven't blocked anyone.").waitFor();
    await openProfileFromSearch(pageA, mert.username);
    await pageA.getByRole('button', { name: 'Connect', exact: true }).waitFor();
  });
});
