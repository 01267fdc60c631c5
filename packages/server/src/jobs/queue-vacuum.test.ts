// The job table is vacuumed on a timer: the fetch of waiting jobs reads the jobs waiting, not every job taken since.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { deliverJob } from '../services/attention/notify.js';
import { timedJobs } from './index.js';
import { createScheduler, timedJob } from './scheduler.js';

const JOBS = 300;

/**
 * The index entries the fetch of `name`'s waiting jobs reads (pg-boss's fetch, as a bitmap scan, the plan it takes
 * on a busy table): a bitmap index scan counts every entry it finds, dead row versions included.
 */
async function entriesRead(server: TestServer, name: string): Promise<number> {
  return server.app.services.repos.transaction(async (tx) => {
    await tx.sql('set local enable_seqscan = off');
    await tx.sql('set local enable_indexscan = off');
    const { rows } = await tx.sql(
      `explain (analyze, format json)
       select id from pgboss.job where name = $1 and state < 'active' and start_after < now()
       order by priority desc, created_on, id limit 200 for update skip locked`,
      [name],
    );
    const plan = JSON.stringify((rows[0] as Record<string, unknown>)['QUERY PLAN']);
    const scan = /"Node Type":"Bitmap Index Scan"[^}]*?"Actual Rows":(\d+)/.exec(plan);
    if (!scan) throw new Error(`no bitmap index scan in ${plan}`);
    return Number(scan[1]);
  });
}

describe('the job table', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { jobs: { tickMs: 0 } });
  });
  afterAll(() => server.close());

  it('is vacuumed by a timed job, so the fetch reads only the jobs still waiting', async () => {
    const { services } = server.app;
    // As many deliveries as 300 hits would queue (with no notifications: each run has nothing to send).
    await services.jobs.sendMany(
      deliverJob,
      Array.from({ length: JOBS }, () => ({ ids: [] })),
    );
    services.jobs.wake(deliverJob);
    const completed = async () => {
      const { rows } = await services.repos.sql(
        `select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`,
        [deliverJob],
      );
      return (rows[0] as { n: number }).n;
    };
    await expect.poll(completed, { timeout: 30_000 }).toBe(JOBS);
    // None waits, yet the fetch reads entries of jobs already taken: their row versions from before they were taken
    // (a plain index scan marks those it passed as dead; a bitmap scan, as on a busy table, never does).
    expect(await entriesRead(server, deliverJob)).toBeGreaterThan(0);

    // The timed job as the scheduler runs it (it is one of the app's timed jobs).
    const vacuum = timedJobs.find((job) => job.name === 'queue-vacuum');
    await vacuum!.run(services, services.now());
    expect(await entriesRead(server, deliverJob)).toBe(0);
    // The completed jobs stay (a timed run's id must outlast its period: jobs/scheduler.ts).
    expect(await completed()).toBe(JOBS);
  });

  it('keeps completed jobs longer than any timed job waits between runs', () => {
    const { services } = server.app;
    const daily = timedJob('test-daily', { ms: 24 * 60 * 60 * 1000 }, async () => {});
    expect(() => createScheduler(services, services.jobs, [daily], { tickMs: 0 })).toThrow(
      /runs less often than completed jobs are kept/,
    );
  });
});
