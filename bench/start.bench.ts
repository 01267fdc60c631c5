// A production start (issue 23, item 3): how long a fresh clone's SECOND `npm start` (nothing to build) takes from the
// command to a 200 on /api/health, in wall time and in CPU time of the whole process tree (npm, scripts/start.mjs,
// the server) read from /proc when the health check first answers. The machine may be shared: the
// CPU time is what the start itself costs, the wall time also counts waiting for a core.
//
//   npm run bench start                         embedded database (the default), 5 starts
//   START_RUNS=10 npm run bench start           more starts (the median and the spread are printed)
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench start
//                                               also with a PostgreSQL server (in a database of its own,
//                                               gamefolk_start_bench, made when missing) and Redis
//   START_COMMAND="node scripts/start.mjs" …     time another command than `npm start`
//
// The clone lives in $TMPDIR/gamefolk-start-clone (START_CLONE): made with `git clone` of this repository's
// committed HEAD and `npm ci --prefer-offline` the first time, moved to the current HEAD on later runs. Its first
// start builds (not timed), then every timed start finds nothing to build, as a second start would. START_KEEP=1
// leaves the clone as it is (to time changes copied into it by hand).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const clone = process.env.START_CLONE ?? join(tmpdir(), 'gamefolk-start-clone');
const runs = Math.max(1, Number(process.env.START_RUNS ?? 5));
const command = (process.env.START_COMMAND ?? 'npm start').split(' ');
const ticksPerSecond = 100;
// bench/run.mjs sets NODE_ENV=production; a start from a shell has none.
const { NODE_ENV: _env, DATABASE_URL: serverUrl, REDIS_URL: redisUrl, ...cleanEnv } = process.env;

function run(cwd: string, args: string[]) {
  const result = spawnSync(args[0]!, args.slice(1), { cwd, stdio: 'inherit', env: cleanEnv });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed in ${cwd}`);
}

function prepareClone() {
  if (!existsSync(join(clone, '.git'))) {
    run(tmpdir(), ['git', 'clone', '--quiet', root, clone]);
    run(clone, ['npm', 'ci', '--prefer-offline', '--no-audit', '--no-fund']);
  } else if (process.env.START_KEEP !== '1') {
    run(clone, ['git', 'fetch', '--quiet', root, 'HEAD']);
    const lockChanged = spawnSync('git', ['diff', '--quiet', 'HEAD', 'FETCH_HEAD', '--', 'package-lock.json'], {
      cwd: clone,
    }).status;
    run(clone, ['git', 'checkout', '--quiet', '--detach', 'FETCH_HEAD']);
    // New dependencies install as a fresh clone's would.
    if (lockChanged) run(clone, ['npm', 'ci', '--prefer-offline', '--no-audit', '--no-fund']);
  }
  console.log(`clone ${clone} at ${spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone }).stdout}`);
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

/** utime + stime + cutime + cstime (children already waited for) of `pid` and every live descendant, in seconds. */
function treeCpuSeconds(pid: number): number {
  const processes = new Map<number, { parent: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      processes.set(Number(name), { parent: Number(fields[1]), ticks });
    } catch {
      // The process ended while we looked.
    }
  }
  let ticks = 0;
  const visit = (id: number) => {
    ticks += processes.get(id)?.ticks ?? 0;
    for (const [child, info] of processes) if (info.parent === id) visit(child);
  };
  visit(pid);
  return ticks / ticksPerSecond;
}

function groupAlive(group: number) {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

interface Start {
  wallSeconds: number;
  cpuSeconds: number;
  stopSeconds: number;
}

async function timeStart(env: NodeJS.ProcessEnv, timeoutSeconds = 120): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: clone,
    env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // A group of its own, stopped as a terminal's Ctrl-C would: npm exits on the signal without waiting for its
    // children, so the stop is timed until every process of the group is gone.
    detached: true,
  });
  const exited = new Promise<number | null>((ok) => child.once('exit', ok));
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = started + timeoutSeconds * 1000;
  for (;;) {
    if (ended) throw new Error(`${command.join(' ')} exited before it was healthy`);
    if (performance.now() > deadline) {
      process.kill(-child.pid!, 'SIGTERM');
      throw new Error(`not healthy within ${timeoutSeconds} s`);
    }
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) break;
    await new Promise((ok) => setTimeout(ok, 20));
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuSeconds = treeCpuSeconds(child.pid!);
  const stopping = performance.now();
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  while (groupAlive(child.pid!)) {
    if (performance.now() - stopping > 30_000) throw new Error(`${command.join(' ')} still running 30 s after SIGTERM`);
    await new Promise((ok) => setTimeout(ok, 20));
  }
  return { wallSeconds, cpuSeconds, stopSeconds: (performance.now() - stopping) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) =>
  `${median(values).toFixed(2)} s (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;

async function measure(label: string, env: NodeJS.ProcessEnv) {
  // The first start of this setting builds what changed and makes the database: not timed.
  await timeStart(env, 1800);
  const starts: Start[] = [];
  for (let i = 0; i < runs; i++) starts.push(await timeStart(env));
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `${label}: to healthy ${spread(starts.map((s) => s.wallSeconds))} wall, ` +
      `${spread(starts.map((s) => s.cpuSeconds))} CPU; stop ${spread(starts.map((s) => s.stopSeconds))}; ` +
      `${runs} starts, load ${load}`,
  );
}

/** A database of the bench's own on the given server, so that the starts find their migrations applied. */
async function benchDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const name = 'gamefolk_start_bench';
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await client.query(`create database ${name}`);
  await client.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

prepareClone();
console.log(`command: ${command.join(' ')}`);
await measure('embedded PostgreSQL', cleanEnv);
if (serverUrl) {
  await measure(`PostgreSQL server${redisUrl ? ' + Redis' : ''}`, {
    ...cleanEnv,
    DATABASE_URL: await benchDatabase(serverUrl),
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: 'gf-start-bench:' } : {}),
  });
}
