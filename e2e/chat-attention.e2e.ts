// Issue 44 in the browser: a stranger's message waits in Requests, and a live conversation shows typing, "Seen",
// edits and deletes, between a desktop in English and a phone in Turkish.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { secured, useBrowser } from './support/browser';

const browser = useBrowser();
const LIVE_MS = 5000;

async function player(language: 'en' | 'tr' | 'es') {
  const account = await signedInUser();
  const { id } = await secured<{ id: number }>(account.token, 'user');
  await secured(account.token, 'saveUserLanguage', { language });
  return { ...account, id };
}

const live = (page: Page) => page.locator('[data-testid="chat-status"][data-status="ready"]').waitFor();
const bubble = (page: Page, text: string | RegExp) =>
  page.getByTestId('chat-messages').getByTestId('chat-message').filter({ hasText: text });

describe('chat and attention', () => {
  it("a stranger's message waits in Requests; once accepted the chat shows typing, Seen, edits and deletes", async () => {
    const ada = await player('en');
    const bo = await player('tr');
    const pageA = await browser.page({ token: ada.token, width: 1280 });
    const pageB = await browser.page({ token: bo.token, width: 375, locale: 'tr-TR' });

    // Bo does not follow Ada: her first message is a request.
    await pageA.goto(`/messages?user=${bo.id}`);
    await live(pageA);
    await pageA.getByRole('textbox', { name: 'Write a message…' }).click();
    await pageA.keyboard.type('Duo tonight?');
    await pageA.keyboard.press('Enter');
    await bubble(pageA, 'Duo tonight?').locator('time').waitFor();

    await pageB.goto('/messages');
    // Not in his inbox, and not counted: it waits under Requests.
    await pageB.getByText('İstekler (1)').click();
    await pageB.getByTestId('chat-channel').filter({ hasText: ada.username }).click();
    await bubble(pageB, 'Duo tonight?').waitFor();
    expect(await pageB.getByTestId('bottom-bar-unread-messages').count()).toBe(0);
    await pageB.getByRole('button', { name: 'Kabul et' }).click();
    await pageB.getByTestId('chat-request').waitFor({ state: 'detached' });
    await live(pageB);

    // Bo types: Ada sees it, then his message.
    const composerB = pageB.getByRole('textbox', { name: 'Bir mesaj yaz…' });
    await composerB.click();
    await pageB.keyboard.type('olur');
    await expect
      .poll(() => pageA.getByTestId('chat-typing').textContent(), { timeout: LIVE_MS })
      .toBe(`${bo.username} is typing…`);
    await pageB.getByRole('button', { name: 'Gönder' }).click();
    await bubble(pageA, 'olur').waitFor({ timeout: LIVE_MS });
    await expect.poll(() => pageA.getByTestId('chat-typing').textContent()).toBe('');

    // Ada writes again; Bo has the chat open, so it is read at once, and Ada sees "Seen" under it.
    await pageA.getByRole('textbox', { name: 'Write a message…' }).click();
    await pageA.keyboard.type('9 pm then');
    await pageA.keyboard.press('Enter');
    await bubble(pageB, '9 pm then').waitFor({ timeout: LIVE_MS });
    await bubble(pageA, '9 pm then').getByTestId('chat-seen').waitFor({ timeout: LIVE_MS });
    expect(await bubble(pageA, '9 pm then').getByTestId('chat-seen').textContent()).toBe('Seen');

    // Ada edits it: Bo sees the new text marked edited, in Turkish.
    await bubble(pageA, '9 pm then').getByTestId('own-message-menu').click();
    await pageA.getByRole('menuitem', { name: 'Edit' }).click();
    const editor = pageA.getByTestId('chat-edit').getByRole('textbox');
    await editor.fill('10 pm then');
    await editor.press('Enter');
    await bubble(pageB, '10 pm then').getByTestId('chat-edited').waitFor({ timeout: LIVE_MS });
    expect(await bubble(pageB, '10 pm then').getByTestId('chat-edited').textContent()).toBe('düzenlendi');
    expect(await bubble(pageA, '10 pm then').getByTestId('chat-edited').textContent()).toBe('edited');

    // And deletes her first message: gone for both.
    await bubble(pageA, 'Duo tonight?').getByTestId('own-message-menu').click();
    await pageA.getByRole('menuitem', { name: 'Delete' }).click();
    await bubble(pageB, 'Duo tonight?').waitFor({ state: 'detached', timeout: LIVE_MS });
    await bubble(pageA, 'Duo tonight?').waitFor({ state: 'detached' });
    // The phone's screen holds the conversation without sideways scrolling.
    expect(await pageB.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Bo lets nobody new message him, in his settings: a third player's chat is then refused.
    await pageB.goto('/settings');
    await pageB.getByTestId('chat-privacy').click();
    await pageB.getByRole('option', { name: 'Hiç kimse' }).click();
    await expect.poll(async () => (await secured<{ from: string }>(bo.token, 'getChatPrivacy')).from).toBe('nobody');
    expect(await pageB.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const cy = await player('es');
    await expect(secured(cy.token, 'createChannels', { receivingUserId: bo.id })).rejects.toThrow(/chatNotAllowed/);
  }, 60_000);
});
