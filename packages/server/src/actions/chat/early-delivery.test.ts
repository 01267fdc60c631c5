// A message is told to the channel before it is stored once the sender is known to be allowed there; the
// posting statement still decides, and a message it refuses is taken back.
import { inArray, sql } from 'drizzle-orm';
import { chatIdBefore } from '@gamefolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { openSocket } from '../../test/socket.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Message = { id: number; userId: number; contentMessage: string; created_at: string };

async function pair() {
  const [a, b] = [await signUp(server), await signUp(server)];
  const { data: channel } = await server.secured<{ id: number }>(a.token, 'createChannels', { receivingUserId: b.id });
  return { a, b, channelId: channel.id };
}

/** Both members' chat sockets, after a first message that makes the sender known (what follows is told first). */
async function knownSender({ a, b, channelId }: Awaited<ReturnType<typeof pair>>) {
  const sender = await openSocket(server.url, `/ws/chat?id=${channelId}`, a.token);
  const receiver = await openSocket(server.url, `/ws/chat?id=${channelId}`, b.token);
  await Promise.all([sender.next('ready'), receiver.next('ready')]);
  sender.socket.send(JSON.stringify({ type: 'send', ref: 'hello', content: 'hello' }));
  await Promise.all([sender.next('sent'), receiver.next('message')]);
  return { sender, receiver };
}

describe('chat messages told before they are stored', () => {
  it('gives ids that grow in the order sent and carry the time', async () => {
    const { a, b, channelId } = await pair();
    const before = Date.now();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const sent = await server.secured<Message>(i % 2 ? b.token : a.token, 'postChat', {
        chatchannelId: channelId,
        message: { content: `round ${i}` },
      });
      ids.push(sent.data.id);
    }
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(new Set(ids).size).toBe(6);
    // Looking back a second from the newest id goes before every one of them.
    expect(chatIdBefore(ids.at(-1)!, Date.now() - before + 1000)).toBeLessThan(ids[0]!);
    const stored = await server.secured<Message[]>(a.token, 'getChatmessagesByChannelId', { chatchannelId: channelId });
    expect(stored.data.map((m) => m.id)).toEqual([...ids].reverse());
  });

  it('takes back a message the statement refuses after the members were told', async () => {
    const { a, b, channelId } = await pair();
    const receiver = await openSocket(server.url, `/ws/chat?id=${channelId}`, b.token);
    const inbox = await openSocket(server.url, '/ws/notifications', b.token);
    await Promise.all([receiver.next('ready'), inbox.next('ready')]);
    const sender = await openSocket(server.url, `/ws/chat?id=${channelId}`, a.token);
    await sender.next('ready');

    sender.socket.send(JSON.stringify({ type: 'send', ref: 'first', content: 'first one' }));
    const first = await sender.next('sent');
    expect((await receiver.next('message')).message).toMatchObject({ id: (first.message as Message).id });

    // A block written where this instance does not hear of it (as when the news is still on its way from
    // another instance): this instance still believes `a` may post, tells, and then the statement refuses.
    await server.app.services.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${b.id}, ${a.id})`);
    sender.socket.send(JSON.stringify({ type: 'send', ref: 'second', content: 'after the block' }));
    expect(await sender.next('error')).toMatchObject({ code: 'blockedUser', ref: 'second' });
    const told = (await receiver.next('message')).message as Message;
    expect(told.contentMessage).toBe('after the block');
    expect(await receiver.next('retract')).toMatchObject({ chatchannelId: channelId, id: told.id });
    expect(await inbox.next('chatRetract')).toMatchObject({ chatchannelId: channelId, id: told.id });

    // Nothing of it was stored, and the next message is checked before anyone is told.
    const stored = await server.secured<Message[]>(b.token, 'getChatmessagesByChannelId', { chatchannelId: channelId });
    expect(stored.data.map((m) => m.contentMessage)).toEqual(['first one']);
    expect((await server.secured(b.token, 'getUnreadChatChannels')).data).toEqual([{ id: channelId, unreadCount: 1 }]);
    sender.socket.send(JSON.stringify({ type: 'send', ref: 'third', content: 'still blocked' }));
    expect(await sender.next('error')).toMatchObject({ code: 'blockedUser', ref: 'third' });
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.frames.filter((f) => f.type === 'message' || f.type === 'retract')).toEqual([]);
    for (const s of [sender, receiver, inbox]) s.close();
  });

  it('tells no one of a message once a block or a freeze is known', async () => {
    const { a, b, channelId } = await pair();
    const receiver = await openSocket(server.url, `/ws/chat?id=${channelId}`, b.token);
    await receiver.next('ready');
    await server.secured(a.token, 'postChat', { chatchannelId: channelId, message: { content: 'hi' } });
    await receiver.next('message');

    await server.secured(b.token, 'blockuser', { blocked_user_id: a.id });
    const blocked = await server.secured(a.token, 'postChat', { chatchannelId: channelId, message: { content: 'x' } });
    expect(blocked.error?.code).toBe('blockedUser');
    await server.secured(b.token, 'unblockUser', { blocked_user_id: a.id });

    await server.secured(a.token, 'postChat', { chatchannelId: channelId, message: { content: 'hi again' } });
    await receiver.next('message');
    await server.secured(b.token, 'freezeAccount');
    const frozen = await server.secured(a.token, 'postChat', { chatchannelId: channelId, message: { content: 'y' } });
    expect(frozen.error?.code).toBe('unknownUser');

    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.frames.filter((f) => f.type === 'message' || f.type === 'retract')).toEqual([]);
    receiver.close();
  });

  it('stores messages told in the same few milliseconds in one commit, each checked on its own', async () => {
    const pairs = [await pair(), await pair(), await pair()];
    const sockets: Awaited<ReturnType<typeof knownSender>>[] = [];
    try {
      for (const each of pairs) sockets.push(await knownSender(each));
      // The second pair's receiver blocks its sender where this instance does not hear of it.
      const blocked = pairs[1]!;
      await server.app.services.db.execute(
        sql`insert into blocks (blocker_id, blocked_id) values (${blocked.b.id}, ${blocked.a.id})`,
      );
      sockets.forEach(({ sender }, i) =>
        sender.socket.send(JSON.stringify({ type: 'send', ref: `m${i}`, content: `to ${i}` })),
      );

      expect(await sockets[1]!.sender.next('error')).toMatchObject({ code: 'blockedUser', ref: 'm1' });
      expect(await sockets[1]!.receiver.next('retract')).toMatchObject({ chatchannelId: blocked.channelId });
      const sent: Message[] = [];
      for (const i of [0, 2]) {
        const { sender, receiver } = sockets[i]!;
        const message = (await sender.next('sent')).message as Message;
        expect(message.contentMessage).toBe(`to ${i}`);
        expect((await receiver.next('message')).message).toEqual(message);
        const stored = await server.secured<Message[]>(pairs[i]!.b.token, 'getChatmessagesByChannelId', {
          chatchannelId: pairs[i]!.channelId,
        });
        expect(stored.data.map((m) => m.contentMessage)).toEqual([`to ${i}`, 'hello']);
        sent.push(message);
      }
      // Stored by one transaction: the rows a commit writes carry its id as their xmin.
      const rows = await server.app.services.db
        .select({ xmin: sql<string>`xmin::text` })
        .from(chatMessages)
        .where(inArray(chatMessages.id, [sent[0]!.id, sent[1]!.id]));
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((r) => r.xmin)).size).toBe(1);
      const refused = await server.secured<Message[]>(blocked.b.token, 'getChatmessagesByChannelId', {
        chatchannelId: blocked.channelId,
      });
      expect(refused.data.map((m) => m.contentMessage)).toEqual(['hello']);
    } finally {
      for (const { sender, receiver } of sockets) {
        sender.close();
        receiver.close();
      }
    }
  });

  it('tells a quick run of messages from one socket in order, without waiting for each to be stored', async () => {
    const { sender, receiver } = await knownSender(await pair());
    try {
      for (let i = 0; i < 5; i++)
        sender.socket.send(JSON.stringify({ type: 'send', ref: `r${i}`, content: `quick ${i}` }));
      const told: Message[] = [];
      for (let i = 0; i < 5; i++) told.push((await receiver.next('message')).message as Message);
      expect(told.map((m) => m.contentMessage)).toEqual([0, 1, 2, 3, 4].map((i) => `quick ${i}`));
      expect([...told].sort((x, y) => x.id - y.id)).toEqual(told);
      const sent = new Map<string, number>();
      for (let i = 0; i < 5; i++) {
        const frame = await sender.next('sent');
        sent.set(frame.ref as string, (frame.message as Message).id);
      }
      expect([0, 1, 2, 3, 4].map((i) => sent.get(`r${i}`))).toEqual(told.map((m) => m.id));
      // Not one commit each, one after another: the run shares its commits.
      const rows = await server.app.services.db
        .select({ xmin: sql<string>`xmin::text` })
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.id,
            told.map((m) => m.id),
          ),
        );
      expect(rows).toHaveLength(5);
      expect(new Set(rows.map((r) => r.xmin)).size).toBeLessThan(5);
    } finally {
      sender.close();
      receiver.close();
    }
  });

  it('counts a message told before it was stored as read once the receiver has read the channel', async () => {
    const { a, b, channelId } = await pair();
    await server.secured(a.token, 'postChat', { chatchannelId: channelId, message: { content: 'first' } });
    const { services } = server.app;
    // The receiver has the message on screen (told) and reads the channel before its statement has run.
    const toldId = services.chatIds.next();
    await new Promise((r) => setTimeout(r, 2));
    await server.secured(b.token, 'readUserChatChannel', { chatchannelId: channelId });
    const posted = await services.repos.chat.postIfAllowed(
      { channelId, userId: a.id, content: 'told first', id: toldId, at: new Date() },
      true,
    );
    expect(posted?.message?.id).toBe(toldId);
    expect((await server.secured(b.token, 'getUnreadChatChannels')).data).toEqual([]);
    // A message made after the read is unread.
    await server.secured(a.token, 'postChat', { chatchannelId: channelId, message: { content: 'later' } });
    expect((await server.secured(b.token, 'getUnreadChatChannels')).data).toEqual([{ id: channelId, unreadCount: 1 }]);
  });
});
