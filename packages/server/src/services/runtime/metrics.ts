// Prometheus metrics, served at GET /metrics when METRICS_TOKEN is set (http/metrics.ts, docs/deploy.md). Each app
// has its own registry: tests start many apps in one process, and prom-client's global one would be registered twice.
// A call costs one histogram observation and a socket one gauge move; the job queue's depth, the caches' and the hub's
// counts and the database pool are read only when Prometheus scrapes.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Cache } from '../../cache/cache.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { RealtimeHub } from '../../realtime/hub.js';

export interface Metrics {
  /** One call through the envelope: its action (`unknown` when no handler has the name), status and duration. */
  observeCall(action: string, status: number, seconds: number): void;
  socketOpened(path: string): void;
  socketClosed(path: string): void;
  /** Every family as Prometheus' text format, with the content type to send it under. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

/** What is read at a scrape rather than counted as it happens. */
export interface MetricSources {
  jobs: Pick<JobQueue, 'waiting'>;
  cache: Pick<Cache, 'counts'>;
  hub: Pick<RealtimeHub, 'published'>;
  /** node-postgres's pool on a PostgreSQL server; none on the embedded database. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
}

/** Without METRICS_TOKEN nothing is scraped, so nothing is kept. */
export const noMetrics: Metrics = {
  observeCall() {},
  socketOpened() {},
  socketClosed() {},
  scrape: () => Promise.reject(new Error('metrics are off (METRICS_TOKEN is unset)')),
};

/** Calls take milliseconds: the default buckets (5 ms and up) would put nearly all of them in the first one. */
const CALL_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const outcomeOf = (status: number) => (status < 400 ? 'ok' : status < 500 ? 'client_error' : 'server_error');

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const calls = new Histogram({
    name: 'gamefolk_action_duration_seconds',
    help: 'Calls through /api/handle and /api/securedHandle, by action and outcome (ok, client_error, server_error).',
    labelNames: ['action', 'outcome'],
    buckets: CALL_BUCKETS,
    registers,
  });
  const sockets = new Gauge({
    name: 'gamefolk_sockets_open',
    help: 'WebSockets open on this instance, by path.',
    labelNames: ['path'],
    registers,
  });
  new Gauge({
    name: 'gamefolk_jobs_waiting',
    help: 'Jobs waiting to run (created or retrying), by queue.',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.reset();
      // The database may be down: the family is then empty for this scrape, and the rest is still served.
      const queues = await sources.jobs.waiting().catch(() => []);
      for (const { queue, count } of queues) this.set({ queue }, count);
    },
  });
  new Counter({
    name: 'gamefolk_hub_publishes_total',
    help: 'Topics this instance published to (live frames, cache news), by kind of topic.',
    labelNames: ['topic'],
    registers,
    collect() {
      this.reset();
      for (const [topic, count] of sources.hub.published()) this.inc({ topic }, count);
    },
  });
  for (const [name, help, field] of [
    ['gamefolk_cache_hits_total', 'Cache reads answered from memory, by cache.', 'hits'],
    ['gamefolk_cache_misses_total', 'Cache reads that loaded from the database, by cache.', 'misses'],
  ] as const) {
    new Counter({
      name,
      help,
      labelNames: ['cache'],
      registers,
      collect() {
        this.reset();
        for (const counts of sources.cache.counts()) this.inc({ cache: counts.namespace }, counts[field]);
      },
    });
  }
  const pool = sources.pool;
  if (pool) {
    new Gauge({
      name: 'gamefolk_db_pool_in_use',
      help: 'Connections to the PostgreSQL server running a query.',
      registers,
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'gamefolk_db_pool_waiting',
      help: 'Queries waiting for a free connection to the PostgreSQL server.',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  return {
    observeCall: (action, status, seconds) => calls.observe({ action, outcome: outcomeOf(status) }, seconds),
    socketOpened: (path) => sockets.inc({ path }),
    socketClosed: (path) => sockets.dec({ path }),
    scrape: async () => ({ contentType: registry.contentType, text: await registry.metrics() }),
  };
}
