// Timed jobs run once per period across instances, on the instances' clock (injected here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { timedJobs } from './index.js';
import { timedJob } from './scheduler.js';

const runs: { at: string; instance: number }[] = [];
let failNext = false;
const everyMinute = timedJob('test-every-minute', { ms: 60_000 }, async (services, at) => {
  if (failNext) {
    failNext = false;
    throw new Error('the first try fails');
  }
  runs.push({ at: at.toISOString(), instance: instances.findIndex((s) => s.app.services === services) });
});

let clock = new Date('2026-11-23T10:00:30Z');
const now = () => clock;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const instances: TestServer[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  for (let i = 0; i < 2; i++) {
    instances.push(
      await startTestServer(
        {},
        {
          database,
          now,
          jobs: { tickMs: 0, pollSeconds: 0.5, retryDelay: 1 },
          timedJobs: [...timedJobs, everyMinute],
        },
      ),
    );
  }
});
afterAll(async () => {
  for (const server of instances) await server.close();
  await database.close();
});

const tickAll = () => Promise.all(instances.map((server) => server.app.scheduler.tick()));
// Kept pause: it shows that no further run comes, and no event marks "nothing more" (3 of the workers' 0.5 s looks).
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('the scheduler', () => {
  it('runs a timed job once per period, however many instances tick', async () => {
    await tickAll();
    await tickAll();
    await expect.poll(() => runs.length).toBe(1);
    await settle();
    expect(runs).toEqual([{ at: '2026-11-23T10:00:00.000Z', instance: expect.any(Number) }]);

    // Later in the same minute: nothing new.
    clock = new Date('2026-11-23T10:00:59Z');
    await tickAll();
    await settle();
    expect(runs).toHaveLength(1);

    // The next minute: one more run, whichever instance takes it.
    clock = new Date('2026-11-23T10:01:05Z');
    await tickAll();
    await tickAll();
    await expect.poll(() => runs.length).toBe(2);
    await settle();
    expect(runs.map((r) => r.at)).toEqual(['2026-11-23T10:00:00.000Z', '2026-11-23T10:01:00.000Z']);
  });

  it('tries a failed run again, still once', async () => {
    failNext = true;
    clock = new Date('2026-11-23T10:02:10Z');
    await tickAll();
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(3);
    await settle();
    expect(runs.at(-1)?.at).toBe('2026-11-23T10:02:00.000Z');
    expect(runs).toHaveLength(3);
  });

  it('runs the account purge on the same scheduler', async () => {
    const { rows } = await instances[0]!.app.services.repos.sql(
      "select count(*)::int as n from pgboss.job where name = 'timed.purge-accounts'",
    );
    expect((rows[0] as { n: number }).n).toBeGreaterThanOrEqual(1);
  });
});
