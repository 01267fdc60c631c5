import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { s3Storage } from '../services/files/s3-storage.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { hasRedisServer, startRedisServer } from '../test/redis-server.js';
import { startS3StandIn } from '../test/s3-stand-in.js';
import { unavailableDependency } from '../services/runtime/outage-errors.js';

const namecheck = (server: TestServer) => server.open('namecheck', { name: 'someone' });
/** The first file a store lists, or what it failed with. */
const firstListed = (storage: ReturnType<typeof s3Storage>) => {
  const files = storage.list()[Symbol.asyncIterator]();
  return files.next().catch((error: unknown) => error);
};

describe('what counts as an outage', () => {
  it('an S3 store that cannot be reached is storage down; its refusals are not', async () => {
    const standIn = await startS3StandIn();
    const refused = await firstListed(s3Storage({ ...standIn.settings, secretAccessKey: 'wrong' }));
    expect(unavailableDependency(refused)).toBeUndefined();
    await standIn.close();
    const gone = await firstListed(s3Storage(standIn.settings));
    expect(gone).toBeInstanceOf(Error);
    expect(unavailableDependency(gone)).toBe('storage');
  });
});

describe('readiness without Redis', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ redisUrl: undefined });
  });
  afterAll(() => server?.close());

  it('is ready while the database answers; health says only that the process is up', async () => {
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok' });
  });
});

// A Redis of the test's own, killed and started again: the shared one on 6379 is never stopped.
describe.runIf(hasRedisServer)('a Redis outage', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let server: TestServer;
  const lines: { level: number; msg: string; dependency?: string }[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    server = await startTestServer(
      { redisUrl: redis.url, logLevel: 'info' },
      { logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await redis?.close();
  });

  it('answers 503 serviceUnavailable with Retry-After, is not ready, and is logged once, until Redis is back', async () => {
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    expect((await namecheck(server)).status).toBe(202);

    await redis.kill();
    for (let i = 0; i < 20; i++) {
      const answer = await namecheck(server);
      expect(answer.status).toBe(503);
      expect(answer.error?.code).toBe('serviceUnavailable');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable' });

    await redis.start();
    for (let status = 0; status !== 200;) status = (await fetch(`${server.url}/api/ready`)).status;
    expect((await namecheck(server)).status).toBe(202);
    // The outage's end is logged by its probe, at most a probe's interval after Redis answers again.
    await vi.waitFor(() => expect(lines.map((line) => line.msg)).toContain('dependency available again'), {
      timeout: 5000,
      interval: 20,
    });

    const about = lines.filter((line) => line.dependency === 'redis').map((line) => [line.level, line.msg]);
    expect(about).toEqual([
      [40, 'dependency unavailable: answering 503 until it is back'],
      [30, 'dependency available again'],
    ]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  }, 60_000);
});
