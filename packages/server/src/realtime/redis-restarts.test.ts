import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followChat, postUntilStored } from '../test/chat-reader.js';
import { openTestDatabase } from '../test/database.js';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';
import { hasRedisServer, startRedisServer } from '../test/redis-server.js';

// A Redis of the test's own, killed and started again: the shared one on 6379 is never stopped.
describe.runIf(hasRedisServer)('live chat across two instances while Redis restarts', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    redis = await startRedisServer();
    database = await openTestDatabase();
    const shared = { redisUrl: redis.url, redisPrefix: `gf:restart:${Date.now()}:` };
    a = await startTestServer(shared, { database });
    b = await startTestServer(shared, { database });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await redis?.close();
  });

  it('ten restarts in the middle of a conversation: every message after each arrives, and live once caught up', async () => {
    const [ada, bo] = [await signUp(a), await signUp(a)];
    const channel = await a.secured<{ id: number }>(ada.token, 'createChannels', { receivingUserId: bo.id });
    // Bo reads on A; Ada writes through B.
    const reader = followChat(a.url, channel.data.id, bo.token);
    await reader.ready();
    const before = await postUntilStored(b, ada.token, channel.data.id, 'before the restarts');
    await reader.hearsLive(before.id);

    for (let round = 0; round < 10; round++) {
      const closesBefore = reader.closes.length;
      await redis.kill();
      // Down until B itself says so, as a load balancer would see it.
      for (let status = 0; status !== 503;) status = (await fetch(`${b.url}/api/ready`)).status;
      await redis.start();
      // Sent at once: it may reach A before A listens again, and is then shown by the catch-up A asks for.
      const first = await postUntilStored(b, ada.token, channel.data.id, `round ${round}: right after`);
      await reader.shows(first.id);
      // A listens again and has told the reader to catch up; from then on messages arrive live.
      await reader.closed(closesBefore + 1);
      await reader.ready();
      const next = await postUntilStored(b, ada.token, channel.data.id, `round ${round}: a moment later`);
      await reader.hearsLive(next.id);
    }
    expect(reader.closes.every((code) => code === 1012)).toBe(true);
    reader.close();
  }, 180_000);
});
