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
      lastMessage: { preview: 'Ready for scrims at 9? Th…' },
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
    // A longer absence is caught up a page at a time, like the rest.
    const catchUp = async (page: number) =>
      (
        await server.secured<Message[]>(a.token, 'getChatmessagesByChannelId', {
          chatchannelId: channel.id,
          afterId: ids[0],
          page,
        })
      ).data.map((m) => m.contentMessage);
    expect(await catchUp(0)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 2}`));
    expect(await catchUp(1)).toEqual(['m22', 'm23', 'm24', 'm25']);
  });

  it('tells the receiver of a new message in an existing conversation only once it is stored and counted', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    // Chats from people one does not follow are requests (no badge, no push): the receiver follows the sender.
    await server.secured(a.token, 'followUser', { userId: b.id });
    const { data: channel } = await server.secured<Channel>(b.token, 'createChannels', { receivingUserId: a.id });
    const say = (content: string) =>
      server.secured(b.token, 'postChat', { chatchannelId: channel.id, message: { content } });
    await say('first');
    await server.secured(a.token, 'readUserChatChannel', { chatchannelId: channel.id });
    // A is elsewhere: only the notification socket (title, header and dock badges) listens.
    const unread = await openSocket(server.url, '/ws/notifications', a.token);
    await unread.next('ready');
    const sender = await openSocket(server.url, `/ws/chat?id=${channel.id}`, b.token);
    await sender.next('ready');
    for (let i = 1; i <= 3; i++) {
      sender.socket.send(JSON.stringify({ type: 'send', ref: `again-${i}`, content: `again ${i}` }));
      await unread.next('chat');
      // The moment A hears of it, the server counts it too: a refetch then cannot take the badge away.
      expect((await server.secured(a.token, 'getUnreadChatChannels')).data).toEqual([
        { id: channel.id, unreadCount: i },
      ]);
    }
    unread.close();
    sender.close();
  });

  it('stores a retried send (same ref) once, and answers it with the message stored the first time', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    // Chats from people one does not follow are requests (no badge, no push): the receiver follows the sender.
    await server.secured(b.token, 'followUser', { userId: a.id });
    const { data: channel } = await server.secured<Channel>(a.token, 'createChannels', { receivingUserId: b.id });
    const receiver = await openSocket(server.url, `/ws/chat?id=${channel.id}`, b.token);
    const sender = await openSocket(server.url, `/ws/chat?id=${channel.id}`, a.token);
    await Promise.all([receiver.next('ready'), sender.next('ready')]);

    const send = { chatchannelId: channel.id, message: { content: 'only once' }, ref: 'c0ffee-1' };
    const first = await server.secured<Message>(a.token, 'postChat', send);
    const again = await server.secured<Message>(a.token, 'postChat', send);
    sender.socket.send(JSON.stringify({ type: 'send', ref: 'c0ffee-1', content: 'only once' }));
    const overSocket = (await sender.next('sent')).message as Message;
    expect([again.data.id, overSocket.id]).toEqual([first.data.id, first.data.id]);

    const stored = await server.secured<Message[]>(b.token, 'getChatmessagesByChannelId', {
      chatchannelId: channel.id,
    });
    expect(stored.data.map((m) => m.contentMessage)).toEqual(['only once']);
    expect((await server.secured(b.token, 'getUnreadChatChannels')).data).toEqual([{ id: channel.id, unreadCount: 1 }]);
    // The receiver was shown it once; the retries told no one.
    expect((await receiver.next('message')).message).toMatchObject({ id: first.data.id });
    // The next message sent is the next one shown: nothing was told in between.
    const next = await server.secured<Message>(a.token, 'postChat', {
      chatchannelId: channel.id,
      message: { content: 'next' },
    });
    expect((await receiver.next('message')).message).toMatchObject({ id: next.data.id });
    expect(receiver.frames.filter((f) => f.type === 'message')).toEqual([]);
    // The same ref in another conversation names a message of this one: refused, nothing stored.
    const { data: other } = await server.secured<Channel>(a.token, 'createChannels', {
      receivingUserId: (await signUp(server)).id,
    });
    const elsewhere = await server.secured(a.token, 'postChat', { ...send, chatchannelId: other.id });
    expect(elsewhere.error?.code).toBe('invalidInput');
    receiver.close();
    sender.close();
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
    await server.secured(b.token, 'followUser', { userId: a.id });
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
    // Each side's list says there is a block, and who made it, so neither is offered a composer that fails.
    const blockOf = async (token: string) =>
      (await server.secured<(Channel & { block?: string })[]>(token, 'getUserChatChannels')).data.find(
        (c) => c.id === channel.id,
      )?.block;
    expect([await blockOf(b.token), await blockOf(a.token)]).toEqual(['mine', 'theirs']);
    await server.secured(b.token, 'unblockUser', { blocked_user_id: a.id });
    expect(await blockOf(a.token)).toBeUndefined();
  });

  it('takes messages over the socket: stored, delivered in order, answered by ref', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    // Chats from people one does not follow are requests (no badge, no push): the receiver follows the sender.
    await server.secured(b.token, 'followUser', { userId: a.id });
    const { data: channel } = await server.secured<Channel>(a.token, 'createChannels', { receivingUserId: b.id });
    const sender = await openSocket(server.url, `/ws/chat?id=${channel.id}`, a.token);
    const receiver = await openSocket(server.url, `/ws/chat?id=${channel.id}`, b.token);
    const senderElsewhere = await openSocket(server.url, `/ws/chat?id=${channel.id}`, a.token);
    await Promise.all([sender.next('ready'), receiver.next('ready'), senderElsewhere.next('ready')]);

    for (let i = 1; i <= 5; i++)
      sender.socket.send(JSON.stringify({ type: 'send', ref: `r${i}`, content: ` gg ${i} ` }));
    const acks = [];
    for (let i = 1; i <= 5; i++) acks.push(await sender.next('sent'));
    expect(acks.map((f) => f.ref)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    const delivered = [];
    for (let i = 1; i <= 5; i++) delivered.push((await receiver.next('message')).message as Message);
    // In the order typed, trimmed, from the socket's user, with the ids the acks gave.
    expect(delivered.map((m) => m.contentMessage)).toEqual(['gg 1', 'gg 2', 'gg 3', 'gg 4', 'gg 5']);
    expect(delivered.map((m) => m.id)).toEqual(acks.map((f) => (f.message as Message).id));
    expect(delivered.every((m) => m.userId === a.id)).toBe(true);
    // The sender's other tab hears them too; the socket they came in on only has its answers.
    for (let i = 1; i <= 5; i++) await senderElsewhere.next('message');
    expect(sender.frames.filter((f) => f.type === 'message')).toEqual([]);
    senderElsewhere.close();

    const stored = await server.secured<Message[]>(b.token, 'getChatmessagesByChannelId', {
      chatchannelId: channel.id,
    });
    expect(stored.data.map((m) => m.contentMessage).slice(0, 5)).toEqual(['gg 5', 'gg 4', 'gg 3', 'gg 2', 'gg 1']);
    expect((await server.secured(b.token, 'getUnreadChatChannels')).data).toEqual([{ id: channel.id, unreadCount: 5 }]);
    sender.close();
    receiver.close();
  });

  it('answers a bad send on the socket with the rule it broke, and stores nothing', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const { data: channel } = await server.secured<Channel>(a.token, 'createChannels', { receivingUserId: b.id });
    const sender = await openSocket(server.url, `/ws/chat?id=${channel.id}`, a.token);
    await sender.next('ready');
    const send = (frame: unknown) => sender.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));

    send({ type: 'send', ref: 'empty', content: '   ' });
    expect(await sender.next('error')).toMatchObject({ code: 'emptyMessage', ref: 'empty' });
    send({ type: 'send', ref: 'long', content: 'x'.repeat(281) });
    expect(await sender.next('error')).toMatchObject({ code: 'textTooLong', ref: 'long' });
    send({ type: 'send', content: 'no ref' });
    expect(await sender.next('error')).toMatchObject({ code: 'invalidInput' });
    send('not json');
    expect(await sender.next('error')).toMatchObject({ code: 'invalidJson' });

    await server.secured(b.token, 'blockuser', { blocked_user_id: a.id });
    send({ type: 'send', ref: 'blocked', content: 'hey' });
    expect(await sender.next('error')).toMatchObject({ code: 'blockedUser', ref: 'blocked' });
    await server.secured(b.token, 'unblockUser', { blocked_user_id: a.id });

    // Signing out ends the socket itself (4401): nothing sent after can be stored.
    await server.secured(a.token, 'logout');
    expect((await sender.waitClosed(1000))?.code).toBe(4401);
    expect(sender.frames.filter((f) => f.type === 'sent')).toEqual([]);

    const stored = await server.secured<Message[]>(b.token, 'getChatmessagesByChannelId', {
      chatchannelId: channel.id,
    });
    expect(stored.data).toEqual([]);
    sender.close();
  });

  it('shows a frozen member as unknown', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const { data: channel } = await server.secured<Channel>(a.token, 'createChannels', { receivingUserId: b.id });
    await server.secured(b.token, 'freezeAccount');
    const list = await server.secured<Channel[]>(a.token, 'getUserChatChannels');
    expect(list.data.find((c) => c.id === channel.id)?.other).toMatchObject({ is_frozen: true, username: null });
  });
});
