import { actions } from '@gamefolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { fieldsOf } from '../test/action-fields.js';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';
import { hasPostgresServer, startPostgresServer } from '../test/postgres-server.js';
import { hasRedisServer, startRedisServer } from '../test/redis-server.js';

// Issue 30: every action again, while the database and then Redis are down. Each answer is a 4xx (the payload was
// refused before anything was asked of them) or 503 serviceUnavailable with Retry-After; never a 500.
// Runs in the PostgreSQL + Redis pass only: it starts servers of its own, which the embedded pass need not repeat.

/** Would end the session or account the calls are made with. */
const endsTheSession = new Set(['logout', 'freezeAccount', 'deleteAccount', 'deleteAccountRequest']);

describe.runIf(hasPostgresServer && hasRedisServer && process.env.DATABASE_URL)('every action during an outage', () => {
  let postgres: Awaited<ReturnType<typeof startPostgresServer>>;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let database: DatabaseHandle;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgresServer(), startRedisServer()]);
    database = await openDatabase({ kind: 'server', url: postgres.url });
    server = await startTestServer({ redisUrl: redis.url, redisPrefix: `gf:outage-fuzz:${Date.now()}:` }, { database });
    token = (await signUp(server, 'outagefuzzer')).token;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
    await redis?.close();
    await postgres?.close();
  });

  /** Every action with an empty payload, ones and words in every field: the statuses that are neither 4xx nor 503. */
  async function fuzzAll(): Promise<string[]> {
    const failures: string[] = [];
    for (const action of Object.values(actions)) {
      if (endsTheSession.has(action.name)) continue;
      const fields = fieldsOf(action.input);
      const payloads = [{}, ...[1, 'a'].map((value) => Object.fromEntries(fields.map((f) => [f, value])))];
      for (const payload of payloads) {
        const response = await fetch(`${server.url}/api/${action.access === 'secured' ? 'securedHandle' : 'handle'}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ action: action.name, payload }),
        });
        const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
        const code = body.error?.code;
        const honest =
          response.status < 500 ||
          code === 'notConfigured' ||
          (response.status === 503 && code === 'serviceUnavailable' && Number(response.headers.get('retry-after')) > 0);
        if (!honest) failures.push(`${action.name} ${JSON.stringify(payload)} → ${response.status} ${code}`);
      }
    }
    return failures;
  }

  async function ready() {
    for (let status = 0; status !== 200;) status = (await fetch(`${server.url}/api/ready`)).status;
  }

  it('answers 4xx or 503 with Retry-After while PostgreSQL is down', { timeout: 180_000 }, async () => {
    await postgres.stop();
    try {
      expect(await fuzzAll()).toEqual([]);
    } finally {
      await postgres.start();
    }
    await ready();
  });

  it('answers 4xx or 503 with Retry-After while Redis is down', { timeout: 180_000 }, async () => {
    await redis.kill();
    try {
      expect(await fuzzAll()).toEqual([]);
    } finally {
      await redis.start();
    }
    await ready();
  });
});
