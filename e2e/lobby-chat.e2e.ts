import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { secured, shot, useBrowser } from './support/browser';
import { seedLobby } from './support/seed';

const browser = useBrowser();

describe('lobby chat', () => {
  it('the owner on a desktop and an approved member on a phone talk in the lobby chat, also in Messages', async () => {
    const owner = await signedInUser();
    const member = await signedInUser();
    const lobby = await seedLobby(owner.token, { description: 'Flex queue tonight' });
    const application = await secured<{ id: number }>(member.token, 'applyLobby', { id: lobby.id, Description: 'hi' });
    await secured(owner.token, 'answerLobbyApplication', { id: application.id, status: 1 });

    const ownerPage = await browser.page({ width: 1280, token: owner.token });
    await ownerPage.goto(`/lobby/${lobby.id}`);
    const ownerChat = ownerPage.getByTestId('lobby-chat');
    await ownerChat.getByText('League of Legends lobby').waitFor();
    await ownerChat.getByText('Live').waitFor();

    const memberPage = await browser.page({ width: 375, token: member.token });
    await memberPage.goto(`/lobby/${lobby.id}`);
    const memberChat = memberPage.getByTestId('lobby-chat');
    await memberChat.getByText('Live').waitFor();
    // On a phone Enter is a new line: the Send button sends.
    await memberChat.getByRole('textbox').click();
    await memberPage.keyboard.type('Ready when you are!');
    await memberChat.getByRole('button', { name: 'Send' }).click();

    // Arrives live on the owner's page, labelled with its sender.
    const received = ownerChat.getByTestId('chat-message').filter({ hasText: 'Ready when you are!' });
    await received.waitFor();
    expect(await received.getByTestId('chat-sender').textContent()).toContain(member.username);
    await ownerChat.getByRole('textbox').click();
    await ownerPage.keyboard.type('Invite sent, see you in game');
    await ownerPage.keyboard.press('Enter');
    await memberChat.getByTestId('chat-message').filter({ hasText: 'Invite sent, see you in game' }).waitFor();
    await shot(ownerPage, 'lobby-chat-owner-1280');
    await shot(memberPage, 'lobby-chat-member-375');

    // The owner keeps the lobby clean: a member's message is removed for everyone, live.
    await received.getByRole('button', { name: 'Message actions' }).click();
    await shot(ownerPage, 'lobby-chat-owner-menu-1280');
    await ownerPage.getByRole('menuitem', { name: 'Remove message' }).click();
    await received.waitFor({ state: 'detached' });
    await memberChat
      .getByTestId('chat-message')
      .filter({ hasText: 'Ready when you are!' })
      .waitFor({ state: 'detached' });
    // A member has no such item on the owner's message.
    const fromOwner = memberChat.getByTestId('chat-message').filter({ hasText: 'Invite sent' });
    await fromOwner.getByRole('button', { name: 'Message actions' }).click();
    await memberPage.getByRole('menuitem', { name: 'Report' }).waitFor();
    expect(await memberPage.getByRole('menuitem', { name: 'Remove message' }).count()).toBe(0);
    await memberPage.keyboard.press('Escape');

    // The group is listed in Messages with the lobby's game.
    await memberPage.goto('/messages');
    await memberPage.getByTestId('chat-channel').filter({ hasText: 'League of Legends lobby' }).waitFor();
    await memberPage.evaluate(() => localStorage.setItem('theme', 'light'));
    await memberPage.reload();
    await memberPage.getByTestId('chat-channel').filter({ hasText: 'League of Legends lobby' }).waitFor();
    await shot(memberPage, 'lobby-chat-messages-375-light');

    // Removed, the member cannot apply again until the owner lets them.
    await ownerPage.getByRole('button', { name: 'Remove' }).click();
    const confirm = ownerPage.getByRole('dialog');
    await confirm.getByText("can't apply again until you let them").waitFor();
    await shot(ownerPage, 'lobby-owner-remove-confirm-1280');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await ownerPage.getByText(`${member.username} was removed.`).waitFor();
    const removed = ownerPage.getByTestId('lobby-application').filter({ hasText: member.username });
    await removed.getByRole('button', { name: 'Let apply again' }).waitFor();
    await shot(ownerPage, 'lobby-owner-removed-1280');
    await expect(secured(member.token, 'applyLobby', { id: lobby.id, Description: 'again?' })).rejects.toThrow(
      'removedFromLobby',
    );
    await removed.getByRole('button', { name: 'Let apply again' }).click();
    await removed.waitFor({ state: 'detached' });
    await secured(member.token, 'applyLobby', { id: lobby.id, Description: 'sorry' });
  });
});
