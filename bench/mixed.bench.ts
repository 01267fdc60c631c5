// A day of play (issue 34): simulated players, each with a session, a /ws/notifications and a /ws/chat socket,
// acting every few seconds with the mix of bench/mixed/world.ts on a seeded world (100,000 users, a month of
// posts, follows, lobbies, events, puzzle results). The load generator runs in a process of its own
// (bench/mixed/players.ts), our server as a child process (main.ts). The number of players is ramped; each step
// is held, then per action p50/p99, errors, CPU of Node, PostgreSQL and Redis per action, memory per connected
// player and live-notification latency are printed, and the knee: the most players with every action's
// p99 ≤ 250 ms and no errors. The floor in the same run: a bare Fastify route (autocannon) and pgbench.
// docs/capacity.md holds the method and the figures.
//
//   npm run bench mixed                                   every mode, steps of world.ts, 5 min each (hours)
//   BENCH_MODES=server BENCH_STEPS=250,500 BENCH_HOLD=20  some modes (embedded, server, cluster), steps, hold (s)
//   BENCH_WARMUP=60                                       seconds the first step plays before anything is counted
//   BENCH_SCALE=0.05                                      a smaller world (users, posts, hits, follows × 0.05)
//   BENCH_SOAK=2000 BENCH_SOAK_MINUTES=20                 the leak check instead of the ramp (80 % of the knee):
//                                                         resident memory sampled every 30 s, flat within ±10 %
//   BENCH_FLOOR=off, BENCH_FLOOR_SECONDS=20               skip the floors; how long pgbench runs (autocannon ≤ 10 s)
//   DATABASE_URL, REDIS_URL                               the servers (default postgres://postgres@127.0.0.1:5432,
//                                                         redis://127.0.0.1:6379); a database bench_mixed_<time>
//                                                         is made per mode and dropped after
//
// pgbench comes with Debian's postgresql-contrib (`apt-get install postgresql-contrib`); CI does not run benches.
// Only loopback addresses are used.
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/client.js';
import { nginxInstalled, startNginx } from '../packages/server/src/test/nginx.js';
import {
  bareRouteFloor,
  cpuOf,
  cpuOfCommand,
  pgbenchFloor,
  root,
  rssKb,
  startServer,
  type Server,
} from './mixed/processes.js';
import type { Window } from './mixed/players.js';
import { seedWorld } from './mixed/seed.js';
import { kneeP99Ms, steps as defaultSteps } from './mixed/world.js';

const env = process.env;
const MODES = (env.BENCH_MODES ?? 'embedded,server,cluster').split(',');
const STEPS = env.BENCH_STEPS ? env.BENCH_STEPS.split(',').map(Number) : defaultSteps;
const HOLD = Number(env.BENCH_HOLD ?? 300);
const WARMUP = Number(env.BENCH_WARMUP ?? 60);
const SCALE = Number(env.BENCH_SCALE ?? 1);
const SOAK = Number(env.BENCH_SOAK ?? 0);
const SOAK_MINUTES = Number(env.BENCH_SOAK_MINUTES ?? 20);
const FLOOR_SECONDS = Number(env.BENCH_FLOOR_SECONDS ?? 20);
const NGINX_CONNECTIONS = Math.max(
  1024,
  Number(spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim()) - 100 || 1024,
);
const DATABASE_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0));

interface Deployment {
  url: string;
  servers: Server[];
  /** Whether PostgreSQL is a server of its own (its CPU read apart from Node's). */
  postgres: boolean;
  /** The database's name on the PostgreSQL server (server modes). */
  database?: string;
  stop(): Promise<void>;
}

async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    return (await admin.query<R>(text, values)).rows;
  } finally {
    await admin.end();
  }
}

/**
 * Where PostgreSQL's time went during a step, when the server loads pg_stat_statements
 * (`shared_preload_libraries = 'pg_stat_statements'`): forgotten at the step's start, its costliest statements
 * on the bench's database printed at the end. Nothing when the extension is absent.
 */
const statements = {
  async reset() {
    await adminQuery('select pg_stat_statements_reset()').catch(() => undefined);
  },
  async print(database: string) {
    const rows = await adminQuery<{ query: string; calls: string; total: number; mean: number; share: number }>(
      `select query, calls, total_exec_time as total, mean_exec_time as mean,
         100 * total_exec_time / nullif(sum(total_exec_time) over (), 0) as share
       from pg_stat_statements join pg_database d on d.oid = dbid where d.datname = $1
       order by total_exec_time desc limit 8`,
      [database],
    ).catch(() => undefined);
    await printJobTables(database);
    if (!rows?.length) return;
    console.log('    PostgreSQL time by statement (pg_stat_statements):  share  calls  mean ms');
    for (const r of rows)
      console.log(
        `      ${r.share.toFixed(0).padStart(3)} % ${String(r.calls).padStart(7)} ${r.mean.toFixed(1).padStart(8)}  ${r.query.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
  },
};

/** pg-boss's tables at a step's end: rows live and dead per table (the job table's partitions and the archive). */
async function printJobTables(database: string) {
  const url = new URL(DATABASE_URL);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ relname: string; live: string; dead: string; size: string }>(
      `select coalesce(q.name, t.relname) as relname, n_live_tup as live, n_dead_tup as dead,
         pg_size_pretty(pg_total_relation_size(relid)) as size
         from pg_stat_user_tables t left join pgboss.queue q on q.partition_name = t.relname
         where schemaname = 'pgboss' and n_live_tup + n_dead_tup > 0 order by 1`,
    );
    console.log(
      `    pg-boss tables (live / dead rows, size): ${rows.map((r) => `${r.relname} ${r.live} / ${r.dead}, ${r.size}`).join('; ') || 'empty'}`,
    );
  } catch {
    // not pg-boss's schema (or no access): nothing to print
  } finally {
    await client.end();
  }
}

/** A seeded world and the instances serving it, for one mode. */
async function deploy(mode: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-mixed-'));
  const name = `bench_mixed_${Date.now()}`;
  const serverUrl = new URL(DATABASE_URL);
  serverUrl.pathname = `/${name}`;
  const embedded = mode === 'embedded';
  if (!embedded) await adminQuery(`create database ${name}`);
  const handle = await openDatabase(
    embedded ? { kind: 'embedded', dir: path.join(dataDir, 'db') } : { kind: 'server', url: serverUrl.toString() },
  );
  const seeded = await seedWorld(handle.db, SCALE);
  await handle.close();
  console.log(
    `  seeded in ${seeded.seconds.toFixed(0)} s (ANALYZE included); ${seeded.players.length} players possible`,
  );
  const shared: Record<string, string> = embedded
    ? { DATA_DIR: dataDir }
    : { DATA_DIR: dataDir, DATABASE_URL: serverUrl.toString(), REDIS_URL, REDIS_PREFIX: `${name}:` };
  const servers = [await startServer(shared)];
  if (mode === 'cluster') servers.push(await startServer(shared));
  // Each player's two sockets and its calls hold about six connections through nginx (client and upstream side),
  // up to the open-file limit this shell may raise to (`ulimit -Hn`).
  const nginx =
    mode === 'cluster'
      ? await startNginx(
          servers.map((s) => new URL(s.url).host),
          { workerConnections: NGINX_CONNECTIONS },
        )
      : undefined;
  const deployment: Deployment = {
    url: nginx?.url ?? servers[0]!.url,
    servers,
    postgres: !embedded,
    database: embedded ? undefined : name,
    async stop() {
      await nginx?.stop();
      await Promise.all(servers.map((s) => s.stop()));
      if (!embedded) await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { deployment, seeded };
}

/** The load generator, forked, told to ramp; answers come back as messages. */
function startPlayers(url: string, players: number[], channels: Map<number, number>) {
  // Thousands of ids are too long for the environment (E2BIG): they go through a file.
  const world = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gf-mixed-')), 'players.json');
  fs.writeFileSync(world, JSON.stringify({ players, channels: [...channels] }));
  const child: ChildProcess = fork(path.join(root, 'bench/mixed/players.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...env, MIXED_URL: url, MIXED_WORLD: world },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (kind: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const onMessage = (message: Record<string, unknown>) => {
        if (message.kind !== kind) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`players exited with ${code}`)));
    });
  return {
    pid: () => child.pid!,
    ready: next('ready'),
    step(players: number, holdSeconds: number) {
      const joined = next('joined');
      const held = next('held');
      const done = next('done');
      child.send({ kind: 'step', players, holdSeconds });
      return { joined, held, done };
    },
    stop() {
      child.send({ kind: 'stop' });
      return new Promise((r) => child.once('exit', r));
    },
  };
}

interface StepFigures {
  players: number;
  ok: boolean;
  actionsPerSecond: number;
  nodeMsPerAction: number;
  postgresMsPerAction: number;
}

const cpuNow = (d: Deployment, generator: number) => ({
  node: d.servers.reduce((sum, s) => sum + cpuOf(s.child.pid!), 0),
  postgres: d.postgres ? cpuOfCommand('postgres') : 0,
  redis: d.postgres ? cpuOfCommand('redis-server') : 0,
  nginx: cpuOfCommand('nginx'),
  generator: cpuOf(generator),
});
const rssNow = (d: Deployment) => d.servers.reduce((sum, s) => sum + rssKb(s.child.pid!), 0);

function printStep(players: number, window: Window, setupMs: number[], setupErrors: number) {
  const rows = Object.entries(window.actions);
  const total = rows.reduce((sum, [, a]) => sum + a.ms.length + Object.values(a.errors).reduce((x, y) => x + y, 0), 0);
  let ok = setupErrors === 0;
  console.log(`    action          count    p50 ms   p99 ms  errors  refused (4xx)`);
  for (const [name, a] of rows) {
    const errors = Object.values(a.errors).reduce((x, y) => x + y, 0);
    const p99 = percentile(a.ms, 99);
    if (errors || p99 > kneeP99Ms) ok = false;
    const refused = Object.entries(a.refused)
      .map(([code, n]) => `${code} ${n}`)
      .join(', ');
    const why = errors ? ` (${Object.keys(a.errors).slice(0, 2).join('; ')})` : '';
    console.log(
      `    ${name.padEnd(14)} ${String(a.ms.length).padStart(6)} ${ms(percentile(a.ms, 50)).padStart(9)} ${ms(p99).padStart(8)} ${String(errors).padStart(7)}  ${refused}${why}`,
    );
  }
  console.log(
    `    sockets ready (both) p50 ${ms(percentile(setupMs, 50))} ms, p99 ${ms(percentile(setupMs, 99))} ms, failed ${setupErrors}`,
  );
  console.log(
    `    live notifications: ${window.notificationMs.length} heard, p50 ${ms(percentile(window.notificationMs, 50))} ms, ` +
      `p99 ${ms(percentile(window.notificationMs, 99))} ms, max ${ms(percentile(window.notificationMs, 100))} ms, ` +
      `${window.notificationsUnheard} not heard within 30 s`,
  );
  return { ok, total };
}

async function ramp(mode: string) {
  console.log(
    `\n### ${mode}: ${{ embedded: 'one instance, embedded PGlite', server: 'one instance, PostgreSQL server + Redis', cluster: 'two instances behind nginx, PostgreSQL server + Redis' }[mode]}`,
  );
  const { deployment, seeded } = await deploy(mode);
  const generator = startPlayers(deployment.url, seeded.players, seeded.channels);
  await generator.ready;
  const idleRss = rssNow(deployment);
  console.log(`  server resident memory idle: ${(idleRss / 1024).toFixed(0)} MB`);
  const figures: StepFigures[] = [];
  try {
    // The day's first guess (its dictionary), the first image and the first page of each kind are one-offs that a
    // short hold's p99 would otherwise be: the first step's players play a while before anything is counted.
    const first = Math.min(STEPS[0] ?? 0, seeded.players.length);
    if (!SOAK && WARMUP > 0 && first > 0) {
      const warm = generator.step(first, WARMUP);
      await warm.done;
      console.log(`\n  warm-up: ${first} players for ${WARMUP} s, not counted`);
    }
    for (const players of SOAK ? [] : STEPS) {
      if (players > seeded.players.length) break;
      const { joined, held, done } = generator.step(players, HOLD);
      await joined;
      if (deployment.database) await statements.reset();
      const rss = rssNow(deployment);
      const before = cpuNow(deployment, generator.pid());
      await held;
      const after = cpuNow(deployment, generator.pid());
      const result = (await done) as unknown as { window: Window; setupMs: number[]; setupErrors: number };
      const { window } = result;
      const seconds = window.seconds;
      console.log(`\n  ${players} players, held ${seconds.toFixed(0)} s:`);
      const { ok, total } = printStep(players, window, result.setupMs, result.setupErrors);
      const rate = total / seconds;
      const per = (cpu: number) => ((cpu * 1000) / Math.max(1, total)).toFixed(1);
      const pct = (cpu: number) => ((cpu * 100) / seconds).toFixed(0);
      console.log(
        `    ${rate.toFixed(1)} actions/s; CPU % of one core: Node ${pct(after.node - before.node)}, PostgreSQL ${pct(after.postgres - before.postgres)}, ` +
          `Redis ${pct(after.redis - before.redis)}, nginx ${pct(after.nginx - before.nginx)}, load generator ${((window.cpuSeconds * 100) / seconds).toFixed(0)}`,
      );
      console.log(
        `    CPU ms per action: Node ${per(after.node - before.node)}, PostgreSQL ${per(after.postgres - before.postgres)}, Redis ${per(after.redis - before.redis)}`,
      );
      console.log(
        `    server resident memory ${(rss / 1024).toFixed(0)} MB: ${((rss - idleRss) / players).toFixed(0)} KB per connected player`,
      );
      if (deployment.database) await statements.print(deployment.database);
      console.log(`    ${ok ? 'within' : 'PAST'} the knee rule (every p99 ≤ ${kneeP99Ms} ms, no errors)`);
      figures.push({
        players,
        ok,
        actionsPerSecond: rate,
        nodeMsPerAction: Number(per(after.node - before.node)),
        postgresMsPerAction: Number(per(after.postgres - before.postgres)),
      });
      // One step past the knee shows what broke; more would only queue.
      if (!ok) break;
    }
    if (SOAK) await soak(deployment, generator);
  } finally {
    await generator.stop();
    await deployment.stop();
  }
  const knee = [...figures].reverse().find((f) => f.ok);
  if (SOAK) return { mode, knee, figures };
  console.log(
    `\n  KNEE ${mode}: ${knee ? `${knee.players} players (${knee.actionsPerSecond.toFixed(0)} actions/s)` : `below ${STEPS[0]} players`}`,
  );
  return { mode, knee, figures };
}

/** The leak check: SOAK players for SOAK_MINUTES, the server's resident memory every 30 s. */
async function soak(deployment: Deployment, generator: ReturnType<typeof startPlayers>) {
  console.log(`\n  soak: ${SOAK} players for ${SOAK_MINUTES} min`);
  const { joined, done } = generator.step(SOAK, SOAK_MINUTES * 60);
  await joined;
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(rssNow(deployment)), 30_000);
  samples.push(rssNow(deployment));
  await done;
  clearInterval(timer);
  const settled = samples.slice(Math.floor(samples.length / 4));
  const mean = settled.reduce((a, b) => a + b, 0) / settled.length;
  const spread = Math.max(...settled.map((s) => Math.abs(s - mean) / mean));
  console.log(
    `    resident MB every 30 s: ${samples.map((s) => (s / 1024).toFixed(0)).join(' ')}\n` +
      `    after the first quarter: within ±${(spread * 100).toFixed(1)} % of its mean: ${spread <= 0.1 ? 'flat' : 'NOT flat'}`,
  );
}

console.log(
  `mixed: modes ${MODES.join(', ')}; steps ${STEPS.join(', ')}; hold ${HOLD} s; world × ${SCALE}; ${os.cpus().length} cores`,
);
if (env.BENCH_FLOOR !== 'off') {
  const bare = await bareRouteFloor(Math.min(10, FLOOR_SECONDS));
  console.log(`floor: bare Fastify route ${bare.rps.toFixed(0)} req/s (p99 ${bare.p99} ms, 50 connections)`);
  if (MODES.some((m) => m !== 'embedded')) {
    const name = `bench_pgbench_${Date.now()}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      const tps = pgbenchFloor(url.toString(), FLOOR_SECONDS);
      console.log(
        `floor: pgbench ${typeof tps === 'number' ? `${tps.toFixed(0)} commits/s (TPC-B-like, 8 clients)` : tps}`,
      );
    } finally {
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  }
}
const results = [];
for (const mode of MODES) {
  if (mode === 'cluster' && !nginxInstalled()) {
    console.log('\n### cluster: skipped, nginx is not installed');
    continue;
  }
  results.push(await ramp(mode));
}
if (!SOAK) console.log('\nknees:');
for (const { mode, knee } of SOAK ? [] : results) {
  console.log(
    `  ${mode.padEnd(9)} ${knee ? `${knee.players} players, ${knee.actionsPerSecond.toFixed(0)} actions/s, CPU per action Node ${knee.nodeMsPerAction} ms, PostgreSQL ${knee.postgresMsPerAction} ms` : 'below the first step'}`,
  );
}
