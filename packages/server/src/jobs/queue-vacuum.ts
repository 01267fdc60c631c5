import { timedJob } from './scheduler.js';

/**
 * Every 30 seconds, once across instances: the job table is vacuumed (jobs/queue.ts, `vacuum`), so that the fetch of
 * waiting jobs reads only those, whether or not the database runs autovacuum (embedded PGlite never does).
 */
export const queueVacuum = timedJob('queue-vacuum', { ms: 30_000 }, async (services) => {
  await services.jobs.vacuum();
});
