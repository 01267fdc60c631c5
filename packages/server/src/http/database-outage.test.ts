import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { followChat, postUntilStored } from '../test/chat-reader.js';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';
import { hasPostgresServer, startPostgresServer } from '../test/postgres-server.js';
import { hasRedisServer, startRedisServer } from '../test/redis-server.js';
import { openSocket } from '../test/socket.js';

type Message = { id: number; contentMessage: string };
type Line = { level: number; msg: string; dependency?: string };

// A PostgreSQL cluster and a Redis of the test's own, so that stopping them touches no other test.
describe.runIf(hasPostgresServer && hasRedisServer)(
  'PostgreSQL stopped under a conversation across two instances',
  () => {
    let postgres: Awaited<ReturnType<typeof startPostgresServer>>;
    let redis: Awaited<ReturnType<typeof startRedisServer>>;
    const databases: DatabaseHandle[] = [];
    let a: TestServer;
    let b: TestServer;
    const logs: Record<'a' | 'b', Line[]> = { a: [], b: [] };

    beforeAll(async () => {
      [postgres, redis] = await Promise.all([startPostgresServer(), startRedisServer()]);
      const shared = { redisUrl: redis.url, redisPrefix: `gf:pgdown:${Date.now()}:`, logLevel: 'info' as const };
      for (const name of ['a', 'b'] as const) {
        const database = await openDatabase({ kind: 'server', url: postgres.url });
        databases.push(database);
        const logStream = { write: (line: string) => void logs[name].push(JSON.parse(line)) };
        const server = await startTestServer(shared, { database, logStream });
        if (name === 'a') a = server;
        else b = server;
      }
    }, 120_000);
    afterAll(async () => {
      await a?.close();
      await b?.close();
      for (const database of databases) await database.close();
      await redis?.close();
      await postgres?.close();
    });

    it('answers 503 with Retry-After while it is down, loses nothing acknowledged, and delivers live again', async () => {
      const [ada, bo] = [await signUp(a), await signUp(a)];
      const channel = (await a.secured<{ id: number }>(ada.token, 'createChannels', { receivingUserId: bo.id })).data;
      const reader = followChat(a.url, channel.id, bo.token);
      await reader.ready();
      const acknowledged: number[] = [];
      const before = await postUntilStored(b, ada.token, channel.id, 'before the outage');
      acknowledged.push(before.id);
      await reader.hearsLive(before.id);
      const sender = await openSocket(b.url, `/ws/chat?id=${channel.id}`, ada.token);
      await sender.next('ready');

      await postgres.stop();
      sender.socket.send(JSON.stringify({ type: 'send', ref: 'down-1', content: 'over the socket, while down' }));
      expect(await sender.next('error')).toMatchObject({ code: 'serviceUnavailable', ref: 'down-1' });
      for (const server of [a, b]) expect((await fetch(`${server.url}/api/ready`)).status).toBe(503);
      for (let i = 0; i < 10; i++) {
        const answer = await b.secured<Message>(ada.token, 'postChat', {
          chatchannelId: channel.id,
          message: { content: `while down ${i}` },
        });
        if (answer.status === 202) acknowledged.push(answer.data.id);
        else {
          expect(answer.status).toBe(503);
          expect(answer.error?.code).toBe('serviceUnavailable');
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        }
        const read = await a.secured(bo.token, 'getChatmessagesByChannelId', { chatchannelId: channel.id });
        expect(read.status).toBe(503);
      }

      await postgres.start();
      for (const server of [a, b]) {
        for (let status = 0; status !== 200;) status = (await fetch(`${server.url}/api/ready`)).status;
      }
      const after = await postUntilStored(b, ada.token, channel.id, 'after the outage');
      acknowledged.push(after.id);
      await reader.hearsLive(after.id);
      const stored = await a.secured<Message[]>(bo.token, 'getChatmessagesByChannelId', { chatchannelId: channel.id });
      expect(stored.data.map((m) => m.id)).toEqual(expect.arrayContaining(acknowledged));
      reader.close();
      sender.close();

      // Each instance logged the outage once when it began and once when it ended; no error at all.
      for (const name of ['a', 'b'] as const) {
        await vi.waitFor(() => expect(logs[name].map((l) => l.msg)).toContain('dependency available again'), {
          timeout: 5000,
          interval: 20,
        });
        const about = logs[name].filter((l) => l.dependency === 'database').map((l) => [l.level, l.msg]);
        expect(about).toEqual([
          [40, 'dependency unavailable: answering 503 until it is back'],
          [30, 'dependency available again'],
        ]);
        expect(logs[name].filter((l) => l.level >= 50)).toEqual([]);
      }
    }, 120_000);
  },
);
