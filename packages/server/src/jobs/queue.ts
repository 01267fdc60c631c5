// The job queue (pg-boss, docs/decisions.md "Jobs"): work that must happen but not while someone waits for an
// answer — live frames, web pushes, timed jobs. Jobs are rows in PostgreSQL (or embedded PGlite), so they survive
// a restart; any instance takes each job once, and a job that fails is tried again later.
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { unavailableDependency } from '../services/runtime/outage-errors.js';
import type { Outages } from '../errors/outages.js';
import type { ExecuteSql } from '../db/repositories/raw-sql.js';
import { QUEUE_SCHEMA } from '../db/client.js';

/** How long stopping waits for pg-boss, and then for its queries in flight. */
const STOP_WAIT_MS = 12_000;

export interface JobOptions {
  /** Tries after the first (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry, doubling after each (default 10). */
  retryDelay?: number;
  /** Seconds a job may run before it counts as lost (its instance died) and is tried again (default 300). */
  expireInSeconds?: number;
  /** Jobs of this kind one instance runs at once (default 1), each by its own pg-boss worker. */
  concurrency?: number;
}

export interface SingleJobOptions<T> extends JobOptions {
  /** Runs once when the job's last try has failed (pg-boss then keeps it as failed), e.g. to tell its owner. */
  gaveUp?: (data: T) => Promise<void>;
}

/**
 * How long a completed job stays in the job table before pg-boss's maintenance moves it to its archive. A timed run
 * is stored once per period because its id is still in the table when the next tick sends it again
 * (jobs/scheduler.ts), so this must outlast the longest period (the scheduler refuses a longer one). pg-boss keeps
 * 12 hours by default: at 30 deliveries a second that is 1.3 million rows, each index of them scanned by every
 * vacuum.
 */
export const COMPLETED_KEPT_SECONDS = 2 * 60 * 60;

/** How often an idle worker looks for work by default: every sender wakes its own worker, so the poll only finds
 * retries whose time has come and jobs an instance sent but could not wake for (it stopped first). */
const POLL_SECONDS = 10;

export interface BatchOptions extends JobOptions {
  /** The most jobs one fetch takes and one run receives (default 100). */
  batchSize?: number;
}

export interface JobQueueSettings {
  /** How often an idle worker looks for retries and work no sender woke it for (seconds, at least 0.5). */
  pollSeconds?: number;
  /** Overrides every queue's first retry delay (tests). */
  retryDelay?: number;
}

export interface JobQueue {
  /** Declares a kind of job and what runs it; before `start`. */
  handle<T extends object>(name: string, run: (data: T) => Promise<void>, options?: SingleJobOptions<T>): void;
  /**
   * Declares a kind of job run many at a time: one fetch takes all waiting (up to `batchSize`) and `run` receives
   * their data together. A run that throws sends every job of its batch to be tried again.
   */
  handleBatch<T extends object>(name: string, run: (data: T[]) => Promise<void>, options?: BatchOptions): void;
  /**
   * Stores a job. Pass the transaction's `sql` (`tx.sql`) to store it with that transaction's writes: it then
   * exists exactly when they do. `id` makes sending twice store it once.
   */
  send<T extends object>(name: string, data: T, options?: { sql?: ExecuteSql; id?: string }): Promise<void>;
  /** Stores many jobs of one kind in one statement. */
  sendMany<T extends object>(name: string, data: T[]): Promise<void>;
  /** Tells this instance's worker that a job is waiting (after the commit), so it starts now, not at its next look. */
  wake(name: string): void;
  /**
   * Vacuums the job table. Every job leaves two dead row versions (taken, then completed), and the fetch reads the
   * index of waiting jobs with a bitmap scan, which never marks an entry as dead: until a vacuum, every fetch visits
   * every job taken since the last one (1.2 ms a fetch, 26 % of PostgreSQL's time, after 5 minutes at 750 players
   * with no autovacuum; PGlite has none). A timed job runs it (jobs/queue-vacuum.ts).
   */
  vacuum(): Promise<void>;
  /** Jobs of each declared kind waiting to run (created or retrying), counted when asked (a metrics scrape). */
  waiting(): Promise<{ queue: string; count: number }[]>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running to end. */
  stop(): Promise<void>;
}

export function createJobQueue(
  sql: ExecuteSql,
  log: FastifyBaseLogger,
  settings: JobQueueSettings = {},
  outages?: Outages,
): JobQueue {
  // pg-boss does not wait for a job's completion query before `stop` resolves: the queries in flight are awaited
  // here before the database may close, and any asked for after the stop never run (nor answer): the job they
  // would have closed is tried again once its time is up, by whichever instance is running.
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  const executeSql: ExecuteSql = (text, values) => {
    if (stopped) return new Promise(() => {});
    const query = sql(text, values);
    inFlight.add(query);
    void query.finally(() => inFlight.delete(query)).catch(() => {});
    return query;
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => executeSql(text, values) },
    schema: QUEUE_SCHEMA,
    // Timed work runs through our own scheduler (jobs/scheduler.ts), which takes an injected clock.
    schedule: false,
    archiveCompletedAfterSeconds: COMPLETED_KEPT_SECONDS,
    // Archived jobs (failed ones too) are kept a day to be looked at: 7 days by default, and the archive holds
    // every completed job.
    deleteAfterDays: 1,
  });
  // Polling fails every second while the database is down: that is one outage, logged once (errors/outages.ts).
  boss.on('error', (err) => {
    const dependency = unavailableDependency(err);
    if (dependency) outages?.down(dependency, err);
    else log.error({ err }, 'job queue error');
  });
  const kinds = new Map<
    string,
    { run: (data: object[]) => Promise<void>; options: BatchOptions; gaveUp?: (data: object) => Promise<void> }
  >();
  const workers = new Map<string, string[]>();
  let started = false;

  return {
    handle(name, run, options = {}) {
      const { gaveUp, ...rest } = options;
      kinds.set(name, {
        run: ([data]) => run(data as Parameters<typeof run>[0]),
        options: { ...rest, batchSize: 1 },
        ...(gaveUp && { gaveUp: (data: object) => gaveUp(data as Parameters<typeof run>[0]) }),
      });
    },
    handleBatch(name, run, options = {}) {
      kinds.set(name, { run: run as (data: object[]) => Promise<void>, options });
    },
    async send(name, data, options = {}) {
      const db = options.sql ? { executeSql: options.sql } : undefined;
      await boss.insert([{ name, data, ...(options.id && { id: options.id }) }], db ? { db } : {});
    },
    async sendMany(name, data) {
      if (data.length) await boss.insert(data.map((d) => ({ name, data: d })));
    },
    wake(name) {
      for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
    },
    async vacuum() {
      // Index cleanup even when few pages have dead rows: the waiting jobs' index is what the fetch reads.
      await executeSql(`vacuum (index_cleanup on) ${QUEUE_SCHEMA}.job`);
    },
    async waiting() {
      const names = [...kinds.keys()];
      const counts = await Promise.all(names.map((name) => boss.getQueueSize(name)));
      return names.map((queue, i) => ({ queue, count: counts[i] ?? 0 }));
    },
    async start() {
      await boss.start();
      for (const [name, { run, options, gaveUp }] of kinds) {
        await retryingDeadlocks(() =>
          boss.createQueue(name, {
            name,
            retryLimit: options.retryLimit ?? 5,
            retryDelay: settings.retryDelay ?? options.retryDelay ?? 10,
            retryBackoff: settings.retryDelay === undefined,
            expireInSeconds: options.expireInSeconds ?? 5 * 60,
          }),
        );
        // createQueue keeps the settings a queue was first made with; a changed retry policy applies too.
        await retryingDeadlocks(() =>
          boss.updateQueue(name, {
            name,
            retryLimit: options.retryLimit ?? 5,
            retryDelay: settings.retryDelay ?? options.retryDelay ?? 10,
            retryBackoff: settings.retryDelay === undefined,
            expireInSeconds: options.expireInSeconds ?? 5 * 60,
          }),
        );
        const batchSize = options.batchSize ?? 100;
        for (let worker = 0; worker < (options.concurrency ?? 1); worker++) {
          const id = await boss.work<object>(
            name,
            { pollingIntervalSeconds: settings.pollSeconds ?? POLL_SECONDS, batchSize, includeMetadata: true },
            async (batch) => {
              try {
                await run(batch.map((job) => job.data));
              } catch (err) {
                const last = batch.filter((job) => job.retryCount >= job.retryLimit);
                if (gaveUp && last.length > 0) {
                  log.error({ err, job: name }, 'job failed its last try');
                  for (const job of last)
                    await gaveUp(job.data).catch((e: unknown) => log.error({ err: e, job: name }, 'after a last try'));
                } else log.warn({ err, job: name, jobs: batch.length }, 'job failed; it will be tried again');
                throw err;
              } finally {
                // A full batch: others may be waiting, so look again at once rather than after a poll interval.
                if (batch.length >= batchSize) boss.notifyWorker(id);
              }
            },
          );
          workers.set(name, [...(workers.get(name) ?? []), id]);
        }
      }
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      // A shutdown is bounded: a job that never ends must not keep the instance from stopping (its job is
      // tried again by another instance once it expires).
      const bounded = (work: Promise<unknown>, what: string) =>
        Promise.race([
          work.then(() => true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), STOP_WAIT_MS).unref()),
        ]).then((done) => {
          if (!done) log.warn(`job queue: ${what} did not end within ${STOP_WAIT_MS} ms; stopping anyway`);
        });
      await bounded(boss.stop({ graceful: true, wait: true, timeout: 10_000 }), 'stop');
      await bounded(Promise.allSettled([...inFlight]), 'queries in flight');
      stopped = true;
    },
  };
}

/**
 * Runs `work` again when PostgreSQL picked it as a deadlock's victim, as PostgreSQL advises: instances starting
 * together make the same queues at once (pg-boss's create_queue), and all but one would otherwise fail to start.
 */
async function retryingDeadlocks<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * attempt));
    }
  }
}
