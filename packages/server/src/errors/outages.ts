import type { FastifyBaseLogger } from 'fastify';

/** What this server needs to answer and can lose for a while: each is probed while it is down. */
export type Dependency = 'database' | 'redis' | 'storage';
/** Resolves when the dependency answers; rejects (or hangs, cut at PROBE_TIMEOUT_MS) when it does not. */
export type Probe = () => Promise<unknown>;

/** How long a client is asked to wait before trying again (Retry-After, seconds). */
export const RETRY_AFTER_S = 5;
const PROBE_MS = 500;
const PROBE_TIMEOUT_MS = 2000;

/**
 * Outages of this instance's dependencies, so that one is logged once however many calls it fails: a warning when
 * the first failure is seen, then a probe every PROBE_MS until the dependency answers, logged once as info.
 */
export interface Outages {
  /** A call failed because `dependency` cannot be reached. */
  down(dependency: Dependency, error: unknown): void;
  /** Asks the database (and Redis, when set) now: what did not answer; an empty list when all did. */
  unready(): Promise<Dependency[]>;
  close(): void;
}

export function createOutages(
  probes: Partial<Record<Dependency, Probe>>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  /** Real time in ms (clock.ts `systemMs`, given by compose.ts): probes and their timeouts run on it. */
  nowMs: () => number,
): Outages {
  const ongoing = new Map<Dependency, { since: number; timer: NodeJS.Timeout }>();
  let closed = false;
  const answers = (dependency: Dependency) => {
    const probe = probes[dependency];
    if (!probe) return Promise.resolve(true);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
      timer.unref();
    });
    return Promise.race([
      Promise.resolve()
        .then(probe)
        .then(
          () => true,
          () => false,
        ),
      timeout,
    ]).finally(() => clearTimeout(timer));
  };
  // When an outage has just ended, calls made during it can still fail late (a client still reconnecting): such a
  // failure is checked with one probe before it counts as a new outage, so one outage is logged once.
  const recoveredAt = new Map<Dependency, number>();
  const checking = new Set<Dependency>();
  const down = (dependency: Dependency, error: unknown) => {
    if (closed || ongoing.has(dependency) || checking.has(dependency)) return;
    if (nowMs() - (recoveredAt.get(dependency) ?? -Infinity) < PROBE_TIMEOUT_MS) {
      checking.add(dependency);
      void answers(dependency).then((ok) => {
        checking.delete(dependency);
        if (!ok) startOutage(dependency, error);
      });
      return;
    }
    startOutage(dependency, error);
  };
  const startOutage = (dependency: Dependency, error: unknown) => {
    if (closed || ongoing.has(dependency)) return;
    const reason = error instanceof Error ? error.message : String(error);
    log.warn({ dependency, reason }, 'dependency unavailable: answering 503 until it is back');
    const poll = async () => {
      if (closed || !(await answers(dependency))) {
        if (!closed) outage.timer = setTimeout(poll, PROBE_MS).unref();
        return;
      }
      ongoing.delete(dependency);
      recoveredAt.set(dependency, nowMs());
      log.info({ dependency, downMs: nowMs() - outage.since }, 'dependency available again');
    };
    const outage = { since: nowMs(), timer: setTimeout(poll, PROBE_MS).unref() };
    ongoing.set(dependency, outage);
  };
  return {
    down,
    async unready() {
      const needed: Dependency[] = probes.redis ? ['database', 'redis'] : ['database'];
      const results = await Promise.all(needed.map(answers));
      const missing = needed.filter((_dependency, i) => !results[i]);
      for (const dependency of missing) down(dependency, new Error('no answer to the readiness probe'));
      return missing;
    },
    close() {
      closed = true;
      for (const { timer } of ongoing.values()) clearTimeout(timer);
      ongoing.clear();
    },
  };
}
