import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { secured, useBrowser } from './support/browser';

const browser = useBrowser();

// Live means well inside the 15 s polling fallback.
const LIVE_MS = 5000;

async function player() {
  const account = await signedInUser();
  const { id } = await secured<{ id: number }>(account.token, 'user');
  return { ...account, id };
}

async function signedInPage(token: string, width: number, path: string): Promise<Page> {
  const page = await browser.page({ token, width });
  await page.goto(path);
  // Unread counts are pushed once the socket is live; before that they would only come by polling.
  await page.locator('[data-testid="messages-button"][data-live]').waitFor({ state: 'attached' });
  return page;
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message…' });
const messages = (page: Page) => page.getByTestId('chat-messages');

async function waitUntilLive(page: Page) {
  await page.locator('[data-testid="chat-status"][data-status="ready"]').waitFor();
}

describe('chat', () => {
  it('two players chat live in the docked panel; an unread message puts (1) in the tab title', async () => {
    const ayse = await player();
    const mert = await player();
    // Mert follows Ayşe: her messages reach his inbox, not his Requests tab (e2e/chat-attention.e2e.ts).
    await secured(mert.token, 'followUser', { userId: ayse.id });
    const pageA = await signedInPage(ayse.token, 1280, '/feed');
    const pageM = await signedInPage(mert.token, 1280, '/feed');

    // Ayşe opens a conversation with Mert (as a profile's Message button does) and writes first.
    const sentOverSocket: string[] = [];
    pageA.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (socket.url().includes('/ws/chat') && String(payload).includes('"send"'))
          sentOverSocket.push(String(payload));
      }),
    );
    await pageA.goto(`/messages?user=${mert.id}`);
    await waitUntilLive(pageA);
    await composer(pageA).click();
    await pageA.keyboard.type('Ready for scrims at 9?');
    await pageA.keyboard.press('Enter');
    await messages(pageA).getByText('Ready for scrims at 9?').waitFor();
    // With the conversation live, the message went over its socket, not through postChat.
    expect(sentOverSocket.map((frame) => JSON.parse(frame).content)).toEqual(['Ready for scrims at 9?']);

    // Mert has not opened it: the header, the docked panel and the tab title say so, without a reload.
    await expect.poll(() => pageM.title(), { timeout: LIVE_MS }).toMatch(/^\(1\) /);
    await expect
      .poll(() => pageM.getByTestId('messages-button').getAttribute('aria-label'), { timeout: LIVE_MS })
      .toBe('Messages, 1 unread');
    const dock = pageM.getByTestId('messages-dock');
    await dock.getByRole('button', { name: 'Messages, 1 unread' }).click();
    const row = dock.getByTestId('chat-channel');
    await row.getByLabel('1 unread message').waitFor();
    await row.getByText('Ready for scrims at 9?'.slice(0, 25)).waitFor();

    // Opening the conversation shows the message and marks it read.
    await row.click();
    const windowM = pageM.getByTestId('dock-chat-window');
    await windowM.getByText('Ready for scrims at 9?').waitFor();
    await waitUntilLive(pageM);
    await expect.poll(() => pageM.title()).not.toMatch(/^\(1\)/);
    await expect.poll(() => row.getByLabel('1 unread message').count()).toBe(0);

    // Both windows open: each message arrives live, once.
    await composer(pageM).click();
    await pageM.keyboard.type('Sure, bring snacks');
    await pageM.keyboard.press('Enter');
    await messages(pageA).getByText('Sure, bring snacks').waitFor({ timeout: LIVE_MS });
    await composer(pageA).click();
    await pageA.keyboard.type('On my way 🎮');
    await pageA.keyboard.press('Enter');
    await windowM.getByText('On my way 🎮').waitFor({ timeout: LIVE_MS });
    expect(await windowM.getByTestId('chat-message').count()).toBe(3);
    expect(await messages(pageA).getByTestId('chat-message').count()).toBe(3);
    // The conversation was open, so the new message never counted as unread.
    expect(await pageM.title()).not.toMatch(/^\(1\)/);
  });

  it('a new message in an existing conversation counts at once; a profile’s Message opens the docked panel (issue 22)', async () => {
    const ayse = await player();
    const mert = await player();
    // Mert follows Ayşe: her messages reach his inbox, not his Requests tab (e2e/chat-attention.e2e.ts).
    await secured(mert.token, 'followUser', { userId: ayse.id });
    // They have talked before, and Mert has read it.
    const channel = await secured<{ id: number }>(ayse.token, 'createChannels', { receivingUserId: mert.id });
    await secured(ayse.token, 'postChat', { chatchannelId: channel.id, message: { content: 'first' } });
    await secured(mert.token, 'readUserChatChannel', { chatchannelId: channel.id });
    const pageM = await signedInPage(mert.token, 1280, '/feed');
    expect(await pageM.title()).not.toMatch(/^\(1\)/);

    // Ayşe writes again: Mert's title, header and dock count it without a reload or a poll.
    await secured(ayse.token, 'postChat', {
      chatchannelId: channel.id,
      message: { content: 'Are you coming tonight? Bring the controllers' },
    });
    await expect.poll(() => pageM.title(), { timeout: LIVE_MS }).toMatch(/^\(1\) /);
    await expect
      .poll(() => pageM.getByTestId('messages-button').getAttribute('aria-label'), { timeout: LIVE_MS })
      .toBe('Messages, 1 unread');
    await pageM.getByTestId('dock-unread').waitFor({ timeout: LIVE_MS });
    // The list's preview is cut with an ellipsis.
    await pageM.getByTestId('messages-dock').getByRole('button', { name: 'Messages, 1 unread' }).click();
    await pageM.getByTestId('chat-channel').getByText('Are you coming tonight? B…').waitFor();

    // On Ayşe's profile at desktop width, Message opens the conversation in the docked panel.
    await pageM.goto(`/profile/${ayse.username}`);
    await pageM.getByRole('link', { name: 'Message' }).click();
    await pageM.getByTestId('dock-chat-window').getByText('Are you coming tonight? Bring the controllers').waitFor();
    expect(new URL(pageM.url()).pathname).toBe(`/profile/${ayse.username}`);
  });

  it('two players chat live on /messages at 375 px', async () => {
    const ayse = await player();
    const mert = await player();
    // Mert follows Ayşe: her messages reach his inbox, not his Requests tab (e2e/chat-attention.e2e.ts).
    await secured(mert.token, 'followUser', { userId: ayse.id });
    const pageA = await signedInPage(ayse.token, 375, '/feed');
    const pageM = await signedInPage(mert.token, 375, '/feed');

    // The profile's Message button links by username.
    await pageA.goto(`/messages?user=${mert.username}`);
    await waitUntilLive(pageA);
    await composer(pageA).click();
    await pageA.keyboard.type('gg');
    // On a phone Enter is a new line; the Send button sends.
    await pageA.keyboard.press('Enter');
    await pageA.keyboard.type('wp');
    await pageA.getByRole('button', { name: 'Send' }).click();
    await messages(pageA)
      .getByText(/gg\s+wp/)
      .waitFor();

    // Mert's bottom bar shows the unread conversation; he opens it from the list.
    await pageM.getByTestId('bottom-bar-unread-messages').waitFor({ timeout: LIVE_MS });
    await pageM.getByTestId('bottom-bar').getByRole('link', { name: 'Messages, 1 unread' }).click();
    await pageM.waitForURL('**/messages');
    await pageM.getByTestId('chat-channel').click();
    await messages(pageM)
      .getByText(/gg\s+wp/)
      .waitFor();
    await waitUntilLive(pageM);
    await pageM.getByTestId('bottom-bar-unread-messages').waitFor({ state: 'detached' });

    await composer(pageM).click();
    await pageM.keyboard.type('Rematch?');
    await pageM.getByRole('button', { name: 'Send' }).click();
    await messages(pageA).getByText('Rematch?').waitFor({ timeout: LIVE_MS });
    expect(await messages(pageA).getByTestId('chat-message').count()).toBe(2);

    // Back to the list on a phone.
    await pageM.getByRole('button', { name: 'Back to conversations' }).click();
    await pageM.getByTestId('chat-channel').waitFor();
  });
});
