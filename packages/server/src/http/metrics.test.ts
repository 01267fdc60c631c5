import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { openTestDatabase } from '../test/database.js';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';
import { openSocket } from '../test/socket.js';

const token = 'metrics-token-for-tests';
const scrape = (server: TestServer, authorization?: string) =>
  fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  beforeAll(async () => {
    database = await openTestDatabase();
    server = await startTestServer({ metricsToken: token }, { database });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('is not there without METRICS_TOKEN', async () => {
    const unset = await startTestServer({}, { database });
    try {
      const answer = await scrape(unset, `Bearer ${token}`);
      expect(answer.status).toBe(404);
    } finally {
      await unset.close();
    }
  });

  it('refuses a scrape without the token or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`, `Bearer ${token}x`]) {
      const answer = await scrape(server, authorization);
      expect(answer.status, authorization).toBe(401);
      expect(await answer.text()).not.toContain('gamefolk_');
    }
  });

  it("answers Prometheus' text with the calls, sockets, job queue and Node's own families", async () => {
    const player = await signUp(server);
    const refused = await server.open('auth', { login: player.username, password: 'not-the-password' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const live = await openSocket(server.url, '/ws/notifications', player.token);
    await live.next('ready');

    const answer = await scrape(server, `Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4(;|$)/);
    const text = await answer.text();
    const sample = (name: string, labels: Record<string, string>) => {
      const line = text
        .split('\n')
        .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
      return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
    };

    expect(sample('gamefolk_action_duration_seconds_bucket', { action: 'auth', outcome: 'ok', le: '+Inf' })).toBe(1);
    expect(
      sample('gamefolk_action_duration_seconds_bucket', { action: 'auth', outcome: 'client_error', le: '+Inf' }),
    ).toBe(1);
    expect(sample('gamefolk_action_duration_seconds_count', { action: 'register', outcome: 'ok' })).toBe(1);
    expect(sample('gamefolk_sockets_open', { path: '/ws/notifications' })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^gamefolk_jobs_waiting\{queue="[^"]+"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
    expect(text).toMatch(/^gamefolk_cache_(hits|misses)_total\{cache="sessions"\} \d+$/m);
    if (process.env.DATABASE_URL) expect(text).toMatch(/^gamefolk_db_pool_in_use \d+$/m);

    live.close();
    await live.waitClosed();
    for (let tries = 0; tries < 50; tries++) {
      const after = await (await scrape(server, `Bearer ${token}`)).text();
      if (/^gamefolk_sockets_open\{path="\/ws\/notifications"\} 0$/m.test(after)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the closed socket is still counted open');
  });
});
