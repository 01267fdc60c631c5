// Issue 44 (items 1, 4, 5): who may message a player, message requests, edits and deletes, and chat pushes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { startPushService } from '../../test/push-service.js';
import { openSocket } from '../../test/socket.js';

let server: TestServer;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
  server = await startTestServer({ push: { ...loadConfig({}).push, ...push.config } }, { jobs: { tickMs: 0 } });
});
afterAll(async () => {
  await server.close();
  await push.close();
});

type Channel = { id: number; request?: boolean; unreadCount: number; otherReadId?: number };
type Message = { id: number; contentMessage: string; edited_at?: string | null };

const channelsOf = async (token: string) => (await server.secured<Channel[]>(token, 'getUserChatChannels')).data;
const unreadOf = async (token: string) => (await server.secured(token, 'getUnreadChatChannels')).data;
const post = (token: string, chatchannelId: number, content: string) =>
  server.secured<Message>(token, 'postChat', { chatchannelId, message: { content } });

describe('who may message a player', () => {
  it('refuses a new chat the setting does not allow, and keeps chats that exist', async () => {
    const [ada, bo, cy] = [await signUp(server), await signUp(server), await signUp(server)];
    const existing = await server.secured<Channel>(cy.token, 'createChannels', { receivingUserId: bo.id });
    expect((await server.secured(bo.token, 'getChatPrivacy')).data).toEqual({ from: 'everyone' });

    expect((await server.secured(bo.token, 'saveChatPrivacy', { from: 'nobody' })).data).toEqual({ from: 'nobody' });
    expect((await server.secured(bo.token, 'getChatPrivacy')).data).toEqual({ from: 'nobody' });
    const refused = await server.secured(ada.token, 'createChannels', { receivingUserId: bo.id });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('chatNotAllowed');
    // Cy's chat with Bo was there before: it stays, and takes messages.
    expect((await server.secured<Channel>(cy.token, 'createChannels', { receivingUserId: bo.id })).data.id).toBe(
      existing.data.id,
    );
    expect((await post(cy.token, existing.data.id, 'still here')).status).toBe(202);

    await server.secured(bo.token, 'saveChatPrivacy', { from: 'following' });
    expect((await server.secured(ada.token, 'createChannels', { receivingUserId: bo.id })).error?.code).toBe(
      'chatNotAllowed',
    );
    await server.secured(bo.token, 'followUser', { userId: ada.id });
    const followed = await server.secured<Channel>(ada.token, 'createChannels', { receivingUserId: bo.id });
    expect(followed.status).toBe(202);

    const [dee, eli] = [await signUp(server), await signUp(server)];
    await server.secured(eli.token, 'saveChatPrivacy', { from: 'connections' });
    expect((await server.secured(dee.token, 'createChannels', { receivingUserId: eli.id })).error?.code).toBe(
      'chatNotAllowed',
    );
    const sent = await server.secured<{ request_id: number }>(dee.token, 'connectionRequest', { userId: eli.id });
    await server.secured(eli.token, 'answerRequest', { request_id: sent.data.request_id, status: 1 });
    expect((await server.secured(dee.token, 'createChannels', { receivingUserId: eli.id })).status).toBe(202);

    const hostile = await server.secured(eli.token, 'saveChatPrivacy', { from: 'friends' });
    expect(hostile.status).toBe(400);
    expect(hostile.error?.code).toBeTruthy();
  });

  it("puts a stranger's first message in the Requests tab, with no badge and no push, until accepted", async () => {
    const [ada, bo] = [await signUp(server), await signUp(server)];
    await server.secured(bo.token, 'userDevice', { device_token: push.subscription(`req-${bo.id}`) });
    const notifications = await openSocket(server.url, '/ws/notifications', bo.token);
    await notifications.next('ready');
    const channel = (await server.secured<Channel>(ada.token, 'createChannels', { receivingUserId: bo.id })).data;
    // An empty request shows nowhere.
    expect(await channelsOf(bo.token)).toEqual([]);
    await post(ada.token, channel.id, 'hi, want to duo?');
    // Bo's open tab is told its Requests tab changed, and nothing more: no message, nothing to count.
    expect(await notifications.next('chatRequest')).toEqual({ type: 'chatRequest', chatchannelId: channel.id });

    expect(await channelsOf(bo.token)).toMatchObject([{ id: channel.id, request: true, unreadCount: 0 }]);
    expect(await unreadOf(bo.token)).toEqual([]);
    // Its sender is not told it is a request.
    expect((await channelsOf(ada.token))[0]!.request).toBeUndefined();
    // Only Bo answers it.
    expect(
      (await server.secured(ada.token, 'answerChatRequest', { chatchannelId: channel.id, answer: 'accept' })).error
        ?.code,
    ).toBe('unauthorized');
    notifications.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await post(ada.token, channel.id, 'still there?');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(notifications.frames.filter((f) => f.type === 'chat')).toEqual([]);
    expect(push.received.filter((r) => r.path.endsWith(`req-${bo.id}`))).toEqual([]);

    const accepted = await server.secured(bo.token, 'answerChatRequest', {
      chatchannelId: channel.id,
      answer: 'accept',
    });
    expect(accepted.data).toEqual({ chatchannelId: channel.id, request: 'accepted' });
    expect(await channelsOf(bo.token)).toMatchObject([{ id: channel.id, unreadCount: 2 }]);
    expect((await channelsOf(bo.token))[0]!.request).toBeUndefined();
    expect(await unreadOf(bo.token)).toEqual([{ id: channel.id, unreadCount: 2 }]);
  });

  it('a declined request leaves the recipient for good; opening a chat with its sender brings it back', async () => {
    const [ada, bo] = [await signUp(server), await signUp(server)];
    const channel = (await server.secured<Channel>(ada.token, 'createChannels', { receivingUserId: bo.id })).data;
    await post(ada.token, channel.id, 'buy gold cheap');
    await server.secured(bo.token, 'answerChatRequest', { chatchannelId: channel.id, answer: 'decline' });
    await post(ada.token, channel.id, 'really cheap');
    expect(await channelsOf(bo.token)).toEqual([]);
    expect(await unreadOf(bo.token)).toEqual([]);
    expect((await channelsOf(ada.token)).map((c) => c.id)).toEqual([channel.id]);
    // Bo writes to Ada after all: the chat is an ordinary one again.
    const reopened = await server.secured<Channel>(bo.token, 'createChannels', { receivingUserId: ada.id });
    expect(reopened.data).toMatchObject({ id: channel.id, unreadCount: 2 });
    expect(reopened.data.request).toBeUndefined();
  });
});

describe('editing and deleting a message', () => {
  it("is the sender's alone, reaches the other's socket, and keeps unread counts right", async () => {
    const [ada, bo] = [await signUp(server), await signUp(server)];
    await server.secured(bo.token, 'followUser', { userId: ada.id });
    const channel = (await server.secured<Channel>(ada.token, 'createChannels', { receivingUserId: bo.id })).data;
    const first = (await post(ada.token, channel.id, 'gg wp')).data;
    const second = (await post(ada.token, channel.id, 'rematch at 9?')).data;
    const live = await openSocket(server.url, `/ws/chat?id=${channel.id}`, bo.token);
    const notifications = await openSocket(server.url, '/ws/notifications', bo.token);
    await Promise.all([live.next('ready'), notifications.next('ready')]);
    expect(await unreadOf(bo.token)).toEqual([{ id: channel.id, unreadCount: 2 }]);

    const edited = await server.secured<Message>(ada.token, 'editChatMessage', {
      id: second.id,
      content: 'rematch at 10?',
    });
    expect(edited.data).toMatchObject({ id: second.id, contentMessage: 'rematch at 10?' });
    expect(edited.data.edited_at).toBeTruthy();
    expect((await live.next('edited')).message).toMatchObject({ id: second.id, contentMessage: 'rematch at 10?' });
    expect(await unreadOf(bo.token)).toEqual([{ id: channel.id, unreadCount: 2 }]);

    for (const attempt of [
      server.secured(bo.token, 'editChatMessage', { id: first.id, content: 'I lost' }),
      server.secured(bo.token, 'deleteChatMessage', { id: first.id }),
      server.secured(bo.token, 'deleteChatMessage', { id: 2_000_000_000 }),
    ]) {
      const answer = await attempt;
      expect(answer.status).toBe(403);
      expect(answer.error?.code).toBe('unauthorized');
    }
    expect((await server.secured(ada.token, 'editChatMessage', { id: first.id, content: '   ' })).error?.code).toBe(
      'emptyMessage',
    );

    expect((await server.secured(ada.token, 'deleteChatMessage', { id: first.id })).data).toEqual({
      id: first.id,
      deleted: true,
    });
    expect(await live.next('deleted')).toEqual({ type: 'deleted', id: first.id });
    expect(await notifications.next('chatDeleted')).toEqual({
      type: 'chatDeleted',
      chatchannelId: channel.id,
      id: first.id,
    });
    expect(await unreadOf(bo.token)).toEqual([{ id: channel.id, unreadCount: 1 }]);
    const shown = await server.secured<Message[]>(bo.token, 'getChatmessagesByChannelId', {
      chatchannelId: channel.id,
      page: 0,
    });
    expect(shown.data.map((m) => [m.contentMessage, Boolean(m.edited_at)])).toEqual([['rematch at 10?', true]]);
    // Deleted is gone: neither edited nor deleted again.
    expect((await server.secured(ada.token, 'deleteChatMessage', { id: first.id })).error?.code).toBe('unauthorized');
    live.close();
    notifications.close();
  });
});

describe('chat push', () => {
  it('reaches a player with no tab open, one notification per conversation counting what is unread', async () => {
    const [ada, bo, cy] = [await signUp(server), await signUp(server), await signUp(server)];
    await server.secured(bo.token, 'followUser', { userId: ada.id });
    await server.secured(bo.token, 'followUser', { userId: cy.id });
    await server.secured(bo.token, 'userDevice', { device_token: push.subscription(`chat-${bo.id}`) });
    const pushesToBo = () => push.received.filter((r) => r.path.endsWith(`chat-${bo.id}`));
    const fromAda = (await server.secured<Channel>(ada.token, 'createChannels', { receivingUserId: bo.id })).data;
    const fromCy = (await server.secured<Channel>(cy.token, 'createChannels', { receivingUserId: bo.id })).data;

    await post(ada.token, fromAda.id, 'you up for ranked?');
    await expect.poll(() => pushesToBo().length, { timeout: 10_000 }).toBe(1);
    expect(pushesToBo()[0]).toMatchObject({
      topic: `chat${fromAda.id}`,
      payload: {
        body: `${ada.username}: you up for ranked?`,
        url: `/messages?c=${fromAda.id}`,
        tag: `chat${fromAda.id}`,
      },
    });
    await post(ada.token, fromAda.id, 'hello?');
    await post(ada.token, fromAda.id, 'answer me');
    await expect.poll(() => pushesToBo().length, { timeout: 10_000 }).toBe(3);
    expect(pushesToBo()[2]!.payload).toMatchObject({
      body: `3 new messages from ${ada.username}`,
      tag: `chat${fromAda.id}`,
    });
    await post(cy.token, fromCy.id, 'gg');
    await expect.poll(() => pushesToBo().length, { timeout: 10_000 }).toBe(4);
    expect(pushesToBo()[3]).toMatchObject({ topic: `chat${fromCy.id}`, payload: { tag: `chat${fromCy.id}` } });

    // Nothing from a player Bo muted, nor once he turns chat pushes off (services/attention/attention.ts decides).
    await server.secured(bo.token, 'muteUser', { userId: cy.id });
    await post(cy.token, fromCy.id, 'hello??');
    await server.secured(bo.token, 'saveNotificationSettings', {
      types: { chat: { inApp: true, push: false, mail: false } },
    });
    await post(ada.token, fromAda.id, 'last try');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(pushesToBo()).toHaveLength(4);
    await server.secured(bo.token, 'saveNotificationSettings', {
      types: { chat: { inApp: true, push: true, mail: false } },
    });

    // With a tab open (its notification socket), nothing is pushed.
    const open = await openSocket(server.url, '/ws/notifications', bo.token);
    await open.next('ready');
    await post(ada.token, fromAda.id, 'there you are');
    await open.next('chat');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(pushesToBo()).toHaveLength(4);
    open.close();
  });
});

describe("chat's in-app switch and mutes", () => {
  it('a muted sender, or chat turned off in the app, counts in no badge; the conversation still shows the message', async () => {
    const [ada, bo, cy] = [await signUp(server), await signUp(server), await signUp(server)];
    await server.secured(bo.token, 'followUser', { userId: ada.id });
    await server.secured(bo.token, 'followUser', { userId: cy.id });
    const fromAda = (await server.secured<Channel>(ada.token, 'createChannels', { receivingUserId: bo.id })).data;
    const fromCy = (await server.secured<Channel>(cy.token, 'createChannels', { receivingUserId: bo.id })).data;
    const tab = await openSocket(server.url, '/ws/notifications', bo.token);
    await tab.next('ready');

    await post(ada.token, fromAda.id, 'ranked?');
    expect(await tab.next('chat')).not.toHaveProperty('quiet');
    expect(await unreadOf(bo.token)).toEqual([{ id: fromAda.id, unreadCount: 1 }]);

    // Cy is muted: his message reaches Bo's tab quiet, and no count holds it.
    await server.secured(bo.token, 'muteUser', { userId: cy.id });
    await post(cy.token, fromCy.id, 'psst');
    expect(await tab.next('chat')).toMatchObject({ quiet: true, message: { contentMessage: 'psst' } });
    expect(await unreadOf(bo.token)).toEqual([{ id: fromAda.id, unreadCount: 1 }]);
    expect((await channelsOf(bo.token)).find((c) => c.id === fromCy.id)).toMatchObject({ unreadCount: 0 });

    // Chat off in the app: Ada's messages are quiet too, and nothing counts; her earlier one neither.
    await server.secured(bo.token, 'saveNotificationSettings', {
      types: { chat: { inApp: false, push: true, mail: false } },
    });
    await post(ada.token, fromAda.id, 'hello?');
    expect(await tab.next('chat')).toMatchObject({ quiet: true, message: { contentMessage: 'hello?' } });
    expect(await unreadOf(bo.token)).toEqual([]);
    const messages = await server.secured<Message[]>(bo.token, 'getChatmessagesByChannelId', {
      chatchannelId: fromAda.id,
    });
    expect(messages.data.map((m) => m.contentMessage)).toEqual(expect.arrayContaining(['ranked?', 'hello?']));

    // Back on, and Cy unmuted: every unread message counts again.
    await server.secured(bo.token, 'saveNotificationSettings', {
      types: { chat: { inApp: true, push: true, mail: false } },
    });
    await server.secured(bo.token, 'unmuteUser', { userId: cy.id });
    expect(await unreadOf(bo.token)).toEqual(
      expect.arrayContaining([
        { id: fromAda.id, unreadCount: 2 },
        { id: fromCy.id, unreadCount: 1 },
      ]),
    );
    tab.close();
  });
});
