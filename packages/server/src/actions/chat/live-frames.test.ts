// Issue 44 item 5: typing, read, edited and deleted frames between two instances sharing a database and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { hasRedisServer, startRedisServer } from '../../test/redis-server.js';
import { openSocket } from '../../test/socket.js';
import { TYPING_EVERY_MS } from '../../realtime/chat-socket.js';

describe.runIf(hasRedisServer)('live chat frames across two instances', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    redis = await startRedisServer();
    database = await openTestDatabase();
    const shared = { redisUrl: redis.url, redisPrefix: `gf:frames:${Date.now()}:` };
    a = await startTestServer(shared, { database });
    b = await startTestServer(shared, { database });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await redis?.close();
  });

  it("a member's typing, reading, edits and deletes reach the other on the other instance", async () => {
    const [ada, bo] = [await signUp(a), await signUp(a)];
    await a.secured(bo.token, 'followUser', { userId: ada.id });
    const channel = (await a.secured<{ id: number }>(ada.token, 'createChannels', { receivingUserId: bo.id })).data;
    // Ada on A, Bo on B.
    const adaLive = await openSocket(a.url, `/ws/chat?id=${channel.id}`, ada.token);
    const boLive = await openSocket(b.url, `/ws/chat?id=${channel.id}`, bo.token);
    await Promise.all([adaLive.next('ready'), boLive.next('ready')]);

    // A hostile client spamming typing: Bo hears it once per window, Ada's own socket not at all.
    for (let i = 0; i < 200; i++) adaLive.socket.send(JSON.stringify({ type: 'typing' }));
    expect(await boLive.next('typing')).toEqual({ type: 'typing', userId: ada.id });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(boLive.frames.filter((f) => f.type === 'typing')).toEqual([]);
    expect(adaLive.frames.filter((f) => f.type === 'typing' || f.type === 'error')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, TYPING_EVERY_MS));
    adaLive.socket.send(JSON.stringify({ type: 'typing' }));
    expect(await boLive.next('typing')).toEqual({ type: 'typing', userId: ada.id });
    // A frame of no known type is refused like any other bad frame.
    adaLive.socket.send(JSON.stringify({ type: 'typo' }));
    expect((await adaLive.next('error')).code).toBe('invalidInput');

    const sent = await a.secured<{ id: number }>(ada.token, 'postChat', {
      chatchannelId: channel.id,
      message: { content: 'ready?' },
    });
    await boLive.next('message');
    await b.secured(bo.token, 'readUserChatChannel', { chatchannelId: channel.id });
    expect(await adaLive.next('read')).toEqual({ type: 'read', userId: bo.id, messageId: sent.data.id });
    // Reading again moves nothing: nobody is told twice.
    await b.secured(bo.token, 'readUserChatChannel', { chatchannelId: channel.id });
    // Ada sees it as Seen when she loads the list, too.
    const listed = await a.secured<{ otherReadId?: number }[]>(ada.token, 'getUserChatChannels');
    expect(listed.data[0]!.otherReadId).toBe(sent.data.id);

    await a.secured(ada.token, 'editChatMessage', { id: sent.data.id, content: 'ready now?' });
    expect((await boLive.next('edited')).message).toMatchObject({ id: sent.data.id, contentMessage: 'ready now?' });
    await a.secured(ada.token, 'deleteChatMessage', { id: sent.data.id });
    expect(await boLive.next('deleted')).toEqual({ type: 'deleted', id: sent.data.id });
    expect(boLive.frames.filter((f) => f.type === 'read')).toEqual([]);
    expect(adaLive.frames.filter((f) => f.type === 'read')).toEqual([]);
    adaLive.close();
    boLive.close();
  }, 60_000);
});
