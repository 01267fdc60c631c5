// Issue 44 (items 1–3) in the browser: muting a player from their profile and a word in Settings on a desktop in
// English, choosing notification kinds by channel on a phone in Turkish, and in Spanish a stranger's request, a mute
// and chat turned off in the app, which leave a conversation's messages uncounted.
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { secured, shot, useBrowser } from './support/browser';

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

  it("accepts a stranger's request, mutes a player for 7 days and turns chat off in the app: nothing counts (375 px, Spanish)", async () => {
    const [cara, dani, eva] = [await player('es'), await player('es'), await player('es')];
    const page = await browser.page({ token: cara.token, width: 375, locale: 'es-ES' });
    const send = async (from: { token: string }, text: string) => {
      const { id } = await secured<{ id: number }>(from.token, 'createChannels', { receivingUserId: cara.id });
      await secured(from.token, 'postChat', { chatchannelId: id, message: { content: text } });
    };
    const unreadBadge = page.getByTestId('bottom-bar-unread-messages');

    // Dani is a stranger: his message waits under Solicitudes, uncounted, until Cara accepts.
    await send(dani, '¿Jugamos una ranked?');
    await page.goto('/messages');
    await page.getByText('Solicitudes (1)').click();
    await page.getByTestId('chat-channel').filter({ hasText: dani.username }).click();
    await page.getByTestId('chat-message').filter({ hasText: '¿Jugamos una ranked?' }).waitFor();
    expect(await unreadBadge.count()).toBe(0);
    await shot(page, 'attention-es-375-request');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByTestId('chat-request').waitFor({ state: 'detached' });

    // Eva is followed, so her message counts, until Cara mutes her from her profile.
    await secured(cara.token, 'followUser', { userId: eva.id });
    await page.goto('/feed');
    await send(eva, 'hola');
    await unreadBadge.waitFor();
    await page.goto(`/profile/${eva.username}`);
    await page.getByRole('button', { name: 'Más acciones' }).click();
    await page.getByRole('menuitem', { name: 'Silenciar' }).click();
    await page
      .getByRole('dialog', { name: `Silenciar a @${eva.username}` })
      .getByRole('button', { name: 'Durante 7 días' })
      .click();
    await page.getByText(`@${eva.username} está silenciado.`).waitFor();
    await secured(cara.token, 'readUserChatChannel', {
      chatchannelId: (await secured<{ id: number }>(eva.token, 'createChannels', { receivingUserId: cara.id })).id,
    });
    await send(eva, '¿estás?');
    await page.waitForTimeout(1500);
    expect(await unreadBadge.count()).toBe(0);

    // Chat off in the app: Dani's new message shows in the conversation list and counts nowhere.
    await page.goto('/settings');
    const chatInApp = page
      .getByTestId('notification-settings')
      .getByRole('checkbox', { name: 'Mensajes de chat: App' });
    await chatInApp.scrollIntoViewIfNeeded();
    await chatInApp.click();
    await expect
      .poll(async () => (await secured<Settings>(cara.token, 'getNotificationSettings')).types.chat)
      .toEqual({ inApp: false, push: true, mail: true });
    await page.goto('/messages');
    await page.getByTestId('chat-channel').filter({ hasText: dani.username }).waitFor();
    await send(dani, 'te espero en el lobby');
    await page.getByTestId('chat-channel').filter({ hasText: 'te espero en el lobby' }).waitFor();
    expect(await unreadBadge.count()).toBe(0);
    await shot(page, 'attention-es-375-quiet');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
