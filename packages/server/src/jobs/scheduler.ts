// One scheduler for every timed job. Each instance looks at the clock every few seconds; for each job whose
// period has begun it sends that period's run to the queue under an id made of the job's name and the period, so
// however many instances send it, the run is stored once, taken by one instance, and tried again should it fail
// or its instance die. A period missed while every instance was down is not made up: jobs catch up by what they do
// (the purge removes everything past its cutoff), not by being run once per missed period.
import { createHash } from 'node:crypto';
import { unavailableDependency } from '../services/runtime/outage-errors.js';
import type { Services } from '../context.js';
import { COMPLETED_KEPT_SECONDS, type JobQueue } from './queue.js';

export interface TimedJob {
  name: string;
  /** The period, in milliseconds: a run at each multiple of it since the epoch. */
  everyMs: number;
  /** `at` is the start of the period the run is for. */
  run: (services: Services, at: Date) => Promise<void>;
}

/** A timed job, run at each multiple of `every` (jobs/index.ts lists every one the app runs). */
export const timedJob = (name: string, every: { ms: number }, run: TimedJob['run']): TimedJob => ({
  name,
  everyMs: every.ms,
  run,
});

export const queueName = (job: string) => `timed.${job}`;

/** A UUID made from the run's name and period, the same on every instance. */
function runId(name: string, period: number) {
  const hex = createHash('sha256').update(`${name}:${period}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface Scheduler {
  /** Sends the run of every job whose period has begun (the timer calls it; tests call it with a moved clock). */
  tick(): Promise<void>;
  stop(): void;
}

export function createScheduler(
  services: Services,
  queue: JobQueue,
  jobs: readonly TimedJob[],
  options: { tickMs?: number } = {},
): Scheduler {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`timed job ${job.name} listed twice`);
    // A run is stored once per period while its completed job is still in the table (COMPLETED_KEPT_SECONDS).
    if (job.everyMs > COMPLETED_KEPT_SECONDS * 1000)
      throw new Error(`timed job ${job.name} runs less often than completed jobs are kept`);
    names.add(job.name);
    queue.handle<{ at: string }>(queueName(job.name), (data) => job.run(services, new Date(data.at)), {
      retryLimit: 3,
      retryDelay: 30,
    });
  }
  const tick = async () => {
    const now = services.now().getTime();
    for (const job of jobs) {
      const period = Math.floor(now / job.everyMs);
      const name = queueName(job.name);
      await queue.send(name, { at: new Date(period * job.everyMs).toISOString() }, { id: runId(name, period) });
      queue.wake(name);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  if (options.tickMs !== 0) {
    timer = setInterval(
      () =>
        void tick().catch((err: unknown) => {
          // An outage is logged once, by errors/outages.ts; the next tick sends what this one could not.
          const dependency = unavailableDependency(err);
          if (dependency) services.outages.down(dependency, err);
          else services.log.warn({ err }, 'scheduler tick failed');
        }),
      options.tickMs ?? 15_000,
    );
    timer.unref();
  }
  return { tick, stop: () => clearInterval(timer) };
}
