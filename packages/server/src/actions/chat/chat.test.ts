import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { openSocket } from '../../test/socket.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Channel = {
  id: number;
  other: { id: number; username: string | null; is_frozen: boolean };
  unreadCount: number;
  lastMessage: { preview: string } | null;
};
type Message = {
  id: number;
  userId: number;
  contentMessage: string;
  message: { content: string; user: { id: number } };
};

describe('chat', () => {
  it('keeps one channel per pair, and talks live over the socket', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const channel = await server.secured<Channel>(a.token, 'createChannels', { receivingUserId: b.id });
    const again = await server.secured<Channel>(b.token, 'createChannels', { receivingUserId: a.id });
    expect(again.data.id).toBe(channel.data.id);

    const live = await openSocket(server.url, `/ws/chat?id=${channel.data.id}`, b.token);
    await live.next('ready');
    const sent = await server.secured<Message>(a.token, 'postChat', {
      chatchannelId: channel.data.id,
      message: { content: 'Ready for scrims at 9? This preview is long' },
    });
    expect(sent.data).toMatchObject({
      userId: a.id,
      contentMessage: 'Ready for scrims at 9? This preview is long',
      message: { user: { id: a.id } },
    });
    expect((await live.next('message')).message).toMatchObject({ id: sent.data.id });
    live.close();

    const bChannels = await server.secured<Channel[]>(b.token, 'getUserChatChannels');
    expect(bChannels.data[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { preview: 'Ready for scrims at 9? Th' },
      other: { id: a.id },
    });
    expect((await server.secured(b.token, 'getUnreadChatChannels')).data).toEqual([
      { id: channel.data.id, unreadCount: 1 },
    ]);
    await server.secured(b.token, 'readUserChatChannel', { chatchannelId: channel.data.id });
    expect((await server.secured(b.token, 'getUnreadChatChannels')).data).toEqual([]);
    expect((await server.secured<Channel[]>(a.token, 'getUserChatChannels')).data[0]!.unreadCount).toBe(0);
  });

  it('pages messages newest first and catches up after an id', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const { data: channel } = await server.secured<Channel>(a.token, 'createChannels', { receivingUserId: b.id });
    const ids: number[] = [];
    for (let i = 1; i <= 25; i++) {
      ids.push(
        (
          await server.secured<Message>(i % 2 ? a.token : b.token, 'postChat', {
            chatchannelId: channel.id,
            message: { content: `m${i}` },
          })
        ).data.id,
      );
    }
    const first = await server.secured<Message[]>(a.token, 'getChatmessagesByChannelId', {
      chatchannelId: channel.id,
      page: 0,
    });
    expect(first.data.map((m) => m.contentMessage).slice(0, 3)).toEqual(['m25', 'm24', 'm23']);
    expect(first.data).toHaveLength(20);
    const older = await server.secured<Message[]>(a.token, 'getChatmessagesByChannelId', {
      chatchannelId: channel.id,
      beforeId: first.data.at(-1)!.id,
    });
    expect(older.data.map((m) => m.contentMessage)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
    const missed = await server.secured<Message[]>(a.token, 'getChatmessagesByChannelId', {
      chatchannelId: channel.id,
      afterId: ids[21],
    });
    expect(missed.data.map((m) => m.contentMessage)).toEqual(['m23', 'm24', 'm25']);
  });

  it('lets only the two members in, on the actions and the socket', async () => {
    const [a, b, c] = [await signUp(server), await signUp(server), await signUp(server)];
    const { data: channel } = await server.secured<Channel>(a.token, 'createChannels', { receivingUserId: b.id });
    expect(
      (await server.secured(c.token, 'postChat', { chatchannelId: channel.id, message: { content: 'hi' } })).status,
    ).toBe(403);
    expect((await server.secured(c.token, 'getChatmessagesByChannelId', { chatchannelId: channel.id })).status).toBe(
      403,
    );
    const intruder = await openSocket(server.url, `/ws/chat?id=${channel.id}`, c.token);
    expect((await intruder.waitClosed())?.code).toBe(4403);
    const anonymous = await openSocket(server.url, `/ws/chat?id=${channel.id}`, null);
    anonymous.socket.send(JSON.stringify({ type: 'hello' }));
    expect((await anonymous.waitClosed())?.code).toBe(4401);
  });

  it('refuses empty and long messages, and messages across a block', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const { data: channel } = await server.secured<Channel>(a.token, 'createChannels', { receivingUserId: b.id });
    expect(
      (await server.secured(a.token, 'postChat', { chatchannelId: channel.id, message: { content: '   ' } })).error
        ?.code,
    ).toBe('emptyMessage');
    expect(
      (await server.secured(a.token, 'postChat', { chatchannelId: channel.id, message: { content: 'x'.repeat(281) } }))
        .error?.code,
    ).toBe('textTooLong');
    await server.secured(b.token, 'blockuser', { blocked_user_id: a.id });
    expect(
      (await server.secured(a.token, 'postChat', { chatchannelId: channel.id, message: { content: 'hey' } })).error
        ?.code,
    ).toBe('blockedUser');
    expect((await server.secured(a.token, 'createChannels', { receivingUserId: b.id })).error?.code).toBe(
      'blockedUser',
    );
  });

  it('shows a frozen member as unknown', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const { data: channel } = await server.secured<Channel>(a.token, 'createChannels', { receivingUserId: b.id });
    await server.secured(b.token, 'freezeAccount');
    const list = await server.secured<Channel[]>(a.token, 'getUserChatChannels');
    expect(list.data.find((c) => c.id === channel.id)?.other).toMatchObject({ is_frozen: true, username: null });
  });
});
