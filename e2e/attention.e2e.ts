// Issue 44 (items 2, 3) in the browser: muting a player from their profile and a word in Settings on a desktop in
// English, and choosing notification kinds by channel on a phone in Turkish.
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { secured, useBrowser } from './support/browser';

const browser = useBrowser();

async function player(language: 'en' | 'tr' | 'es') {
  const account = await signedInUser();
  const { id } = await secured<{ id: number }>(account.token, 'user');
  await secured(account.token, 'saveUserLanguage', { language });
  return { ...account, id };
}

type Mutes = { users: { user: { id: number }; until: string | null }[]; words: string[] };
type Settings = { types: Record<string, { inApp: boolean; push: boolean; mail: boolean }>; digest: boolean };

describe('attention', () => {
  it('mutes a player from their profile for 7 days and adds a muted word in Settings (1280 px, English)', async () => {
    const [ada, noisy] = [await player('en'), await player('en')];
    const page = await browser.page({ token: ada.token, width: 1280 });
    await page.goto(`/profile/${noisy.username}`);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Mute' }).click();
    const dialog = page.getByRole('dialog', { name: `Mute @${noisy.username}` });
    await dialog.getByRole('button', { name: 'For 7 days' }).click();
    await page.getByText(`@${noisy.username} is muted.`).waitFor();
    const mutes = await secured<Mutes>(ada.token, 'getMutes');
    expect(mutes.users.map((m) => m.user.id)).toEqual([noisy.id]);
    expect(new Date(mutes.users[0]!.until!).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    // The menu now offers the way back.
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Unmute' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/settings');
    const players = page.getByTestId('muted-players');
    await players.getByText(/^Until /).waitFor();
    await page.getByLabel('Muted words and hashtags').fill('İSTANBUL');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByTestId('muted-words').getByText('İSTANBUL').waitFor();
    await expect.poll(async () => (await secured<Mutes>(ada.token, 'getMutes')).words).toEqual(['İSTANBUL']);
    await page.getByRole('button', { name: 'Remove İSTANBUL' }).click();
    await expect.poll(async () => (await secured<Mutes>(ada.token, 'getMutes')).words).toEqual([]);

    await players.getByRole('button', { name: 'Unmute' }).click();
    await players.getByText("You haven't muted anyone.").waitFor();
  });

  it('turns a kind off on one channel and the daily digest on, on a phone (375 px, Turkish)', async () => {
    const bo = await player('tr');
    const page = await browser.page({ token: bo.token, width: 375, locale: 'tr-TR' });
    await page.goto('/settings');
    const grid = page.getByTestId('notification-settings');
    const likesPush = grid.getByRole('checkbox', { name: 'Beğeniler: Anlık' });
    await likesPush.scrollIntoViewIfNeeded();
    expect(await likesPush.isChecked()).toBe(true);
    // The grid fits the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await likesPush.click();
    await expect
      .poll(async () => (await secured<Settings>(bo.token, 'getNotificationSettings')).types.post_liked)
      .toEqual({ inApp: true, push: false, mail: true });
    await page.getByRole('switch', { name: 'Günlük e-posta özeti' }).click();
    await expect.poll(async () => (await secured<Settings>(bo.token, 'getNotificationSettings')).digest).toBe(true);
    await page.reload();
    expect(
      await page.getByTestId('notification-settings').getByRole('checkbox', { name: 'Beğeniler: Anlık' }).isChecked(),
    ).toBe(false);
  });
});
