// Chat: 2,000 open sockets in 1,000 channels, messages at a fixed 500 per second, send-to-receive latency
// (p50, p99) and memory per idle socket, measured in the same run as two baselines: the floor of durable chat
// (a relay that inserts each message into PostgreSQL and waits for the commit, bench/chat/floor.ts), which
// latency is compared with, and a bare `ws` relay, which memory is compared with (issue 17). Our servers run
// as real processes (`main.ts`) on the PostgreSQL server and Redis. Messages go over the chat socket's `send`
// frame, as the web app sends them; with two instances, senders sit on B and receivers on A.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { startProbe, wallClock } from './chat/probe.js';

const CHANNELS = Number(process.env.BENCH_CHANNELS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP = Math.max(2, Math.ceil(CHANNELS / RATE) + 1);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TWO = 'via Redis';
/** Which set-ups run (a comma list of relay, floor, one, two), for iterating on one of them. */
const SETUPS = new Set((process.env.BENCH_SETUPS ?? 'relay,floor,one,two').split(','));
/**
 * A folder: each server notes its garbage collections and event-loop stalls there (bench/chat/with-gc.ts), the
 * client its slowest messages, and the run's CPU wait per process (from /proc) is printed, to see where a slow
 * message lost its time.
 */
const PROBE = process.env.BENCH_PROBE;
/**
 * BENCH_MEMORY=off skips the memory readings, and with them the full collections they force just before the
 * latency run (after one, V8 sets a low old-generation limit and runs another full collection soon after).
 */
const MEMORY = process.env.BENCH_MEMORY !== 'off';
/** More node options for the server processes (say `--cpu-prof --cpu-prof-dir=/tmp/x`), space-separated. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const root = path.resolve(import.meta.dirname, '..');
/** The processes we started, by pid, named for the CPU wait table. */
const roles = new Map<number, string>([[process.pid, 'client']]);
const clientNote = PROBE ? startProbe(path.join(PROBE, `client-${process.pid}.log`)) : undefined;

/** CPU used and time spent waiting for a core, in ns, of each process's main thread (/proc/<pid>/schedstat). */
function schedstats() {
  const out = new Map<number, { name: string; run: number; wait: number }>();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const [run, wait] = fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
      const name = roles.get(Number(pid)) ?? fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      out.set(Number(pid), { name, run: run!, wait: wait! });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** Per process that ran at least 1 % of the window: CPU ms and ms waiting for a core, busiest first. */
function printSchedstats(before: ReturnType<typeof schedstats>, seconds: number) {
  const after = schedstats();
  const rows: { name: string; pid: number; run: number; wait: number }[] = [];
  let total = 0;
  for (const [pid, now] of after) {
    const then = before.get(pid) ?? { run: 0, wait: 0 };
    const run = (now.run - then.run) / 1e6;
    total += run;
    if (run >= seconds * 10) rows.push({ name: now.name, pid, run, wait: (now.wait - then.wait) / 1e6 });
  }
  rows.sort((x, y) => y.run - x.run);
  console.log(`    CPU of all processes ${(total / seconds / 10).toFixed(0)} % of one core (main threads)`);
  for (const r of rows.slice(0, 12)) {
    console.log(
      `    ${r.name.padEnd(16)} ${String(r.pid).padEnd(8)} cpu ${r.run.toFixed(0).padStart(6)} ms  waited ${r.wait.toFixed(0).padStart(6)} ms`,
    );
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

type Env = Record<string, string>;
async function launch(
  args: string[],
  env: Env | ((port: number) => Env),
  ready: (url: string) => Promise<boolean>,
  role = path.basename(args[0]!, '.ts'),
) {
  const port = await freePort();
  if (typeof env === 'function') env = env(port);
  env = { ...env, BENCH_ROLE: role };
  if (PROBE) env.BENCH_PROBE = PROBE;
  const child: ChildProcess = spawn(
    process.execPath,
    [...NODE_ARGS, '--expose-gc', '--import', 'tsx', 'bench/chat/with-gc.ts', ...args],
    {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
      cwd: root,
    },
  );
  roles.set(child.pid!, role);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240 && !(await ready(url).catch(() => false)); i++) await new Promise((r) => setTimeout(r, 250));
  return {
    url,
    child,
    collect: () => child.kill('SIGUSR2'),
    rssKb: () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const settle = () => new Promise((r) => setTimeout(r, 1500));
/** The server's resident memory once it has settled: the least of several readings, so that garbage not yet
 * collected at one instant does not count as memory the sockets hold. */
async function steadyKb(rssKb: () => number, collect: () => void) {
  collect();
  await settle();
  let least = Infinity;
  for (let i = 0; i < 6; i++) {
    least = Math.min(least, rssKb());
    await new Promise((r) => setTimeout(r, 500));
  }
  return least;
}

/** Waits until a socket is open, or has failed for good. */
const openOrClosed = (s: WebSocket) =>
  new Promise((resolve) => {
    if (s.readyState === s.OPEN || s.readyState === s.CLOSED) return resolve(null);
    s.once('open', resolve);
    s.once('close', resolve);
  });

interface Run {
  p50: number;
  p99: number;
  received: number;
  sent: number;
  kbPerSocket: number;
}

/** Opens the sockets (measuring the server's memory before and after), then sends at a fixed rate. */
async function measure(
  open: (i: number) => WebSocket,
  send: (channel: number, stamp: string) => void,
  rssKb: () => number,
  collect: () => void,
): Promise<Run> {
  // What the first connections cost once (database connections opened, code compiled) is not per socket: a
  // first batch opens and closes before the "before" reading.
  // A connection that fails is counted and reported (the run's "received" shows what it cost), not fatal.
  let failures = 0;
  const opened = (i: number) => {
    const socket = open(i);
    socket.on('error', (error) => {
      if (failures++ === 0) console.log(`  (a socket failed: ${error.message})`);
    });
    return socket;
  };
  const warm = Array.from({ length: 200 }, (_, i) => opened(i));
  await Promise.all(warm.map(openOrClosed));
  await new Promise((r) => setTimeout(r, 500));
  warm.forEach((s) => s.close());
  const before = MEMORY ? await steadyKb(rssKb, collect) : 0;
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  for (let i = 0; i < CHANNELS * 2; i++) {
    const socket = opened(i);
    if (i % 2 === 0) {
      sockets.push(socket);
      continue;
    }
    socket.on('message', (raw) => {
      const match = /t(\d+\.\d+)t/.exec(String(raw));
      if (!match) return;
      const latency = performance.now() - Number(match[1]);
      latencies.push(latency);
      if (clientNote && latency >= 8)
        clientNote(`slow ${wallClock(Number(match[1])).toFixed(1)} ${latency.toFixed(1)}`);
    });
    sockets.push(socket);
    if (i % 200 === 199) await new Promise((r) => setTimeout(r, 50));
  }
  await Promise.all(sockets.map(openOrClosed));
  const kbPerSocket = MEMORY ? ((await steadyKb(rssKb, collect)) - before) / sockets.length : NaN;

  // At the fixed rate for `seconds`; the first run warms up (every sender's first message, connections,
  // statements planned) and is not counted.
  const run = async (seconds: number) => {
    let sent = 0;
    const total = RATE * seconds;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
        while (sent < due) send(sent++ % CHANNELS, `t${performance.now().toFixed(3)}t`);
        if (sent >= total) {
          clearInterval(tick);
          resolve();
        }
      }, 2);
    });
    await new Promise((r) => setTimeout(r, 2000));
    return sent;
  };
  await run(WARMUP);
  latencies.length = 0;
  const cpu = PROBE ? schedstats() : undefined;
  clientNote?.(`window ${Date.now()}`);
  const sent = await run(SECONDS);
  clientNote?.(`end ${Date.now()}`);
  if (cpu) printSchedstats(cpu, SECONDS + 2);
  sockets.forEach((s) => s.terminate());
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    received: latencies.length,
    sent,
    kbPerSocket,
  };
}

/** A throwaway database with users, sessions and one channel per pair, seeded in SQL. */
async function seed() {
  const name = `gf_bench_chat_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  // Let one server start migrate the schema.
  const migrator = await launch(
    ['packages/server/src/main.ts'],
    { DATABASE_URL: url.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'gf-b-')) },
    (u) => fetch(`${u}/api/health`).then((r) => r.ok),
  );
  migrator.child.kill('SIGTERM');
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const users = CHANNELS * 2;
  await db.query(
    `insert into users (username, email, password_hash, activated_at) select 'bench' || g, 'bench' || g || '@example.com', 'x', now() from generate_series(1, $1) g`,
    [users],
  );
  const tokens = Array.from({ length: users }, () => randomBytes(24).toString('base64url'));
  const ids = (await db.query('select id from users order by id')).rows.map((r) => r.id as number);
  for (let i = 0; i < users; i += 500) {
    const slice = ids.slice(i, i + 500);
    await db.query(
      `insert into sessions (user_id, token_hash, expires_at) select * from unnest($1::int[], $2::text[], $3::timestamptz[])`,
      [
        slice,
        slice.map((_, j) =>
          createHash('sha256')
            .update(tokens[i + j]!)
            .digest('hex'),
        ),
        slice.map(() => new Date(Date.now() + 86_400_000)),
      ],
    );
  }
  const channels = (
    await db.query(
      `insert into chat_channels (user_a, user_b, initiator_id) select a, b, a from unnest($1::int[], $2::int[]) as t(a, b) returning id`,
      [ids.filter((_, i) => i % 2 === 0), ids.filter((_, i) => i % 2 === 1)],
    )
  ).rows.map((r) => r.id as number);
  await db.query(
    `insert into chat_members (channel_id, user_id)
     select id, user_a from chat_channels union all select id, user_b from chat_channels`,
  );
  await db.end();
  return {
    url: url.toString(),
    tokens,
    channels,
    async drop() {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function ours(data: Awaited<ReturnType<typeof seed>>, instances: 1 | 2): Promise<Run> {
  const env = {
    DATABASE_URL: data.url,
    REDIS_URL,
    REDIS_PREFIX: `gf:bench:${randomBytes(3).toString('hex')}:`,
    RATE_LIMIT_SCALE: '1000',
  };
  const health = (u: string) => fetch(`${u}/api/health`).then((r) => r.ok);
  const instance = (name: string) => () => ({
    ...env,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `gf-${name}-`)),
  });
  const a = await launch(['packages/server/src/main.ts'], instance('a'), health, instances === 2 ? 'A' : 'one');
  const b = instances === 2 ? await launch(['packages/server/src/main.ts'], instance('b'), health, 'B') : a;
  // Member 0 of each channel sends over its chat socket (on B when there are two instances); member 1 (on A)
  // is the receiver whose latency counts, as in the relay.
  const senders: WebSocket[] = [];
  try {
    return await measure(
      (i) => {
        const server = i % 2 === 0 ? b : a;
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/chat?id=${data.channels[i >> 1]}`);
        socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: data.tokens[i] })));
        if (i % 2 === 0) senders[i >> 1] = socket;
        return socket;
      },
      (channel, stamp) => senders[channel]!.send(JSON.stringify({ type: 'send', ref: stamp, content: stamp })),
      // Memory of every server holding sockets, over all the sockets.
      () => a.rssKb() + (b === a ? 0 : b.rssKb()),
      () => {
        a.collect();
        if (b !== a) b.collect();
      },
    );
  } finally {
    a.child.kill('SIGTERM');
    if (b !== a) b.child.kill('SIGTERM');
  }
}

async function baseline(script: 'relay' | 'floor', databaseUrl?: string): Promise<Run> {
  const relay = await launch(
    [`bench/chat/${script}.ts`],
    databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    (u) =>
      new Promise((resolve) => {
        const s = new WebSocket(u.replace('http', 'ws'));
        s.once('open', () => (s.close(), resolve(true)));
        s.once('error', () => resolve(false));
      }),
  );
  const senders: WebSocket[] = [];
  try {
    return await measure(
      (i) => {
        const socket = new WebSocket(`${relay.url.replace('http', 'ws')}/?id=${i >> 1}`);
        if (i % 2 === 0) senders[i >> 1] = socket;
        return socket;
      },
      (channel, stamp) => senders[channel]!.send(stamp),
      relay.rssKb,
      relay.collect,
    );
  } finally {
    relay.child.kill('SIGTERM');
  }
}

/** p99 against the durable floor, memory against the bare relay. */
const show = (label: string, r: Run, floor?: Run, relay?: Run) =>
  console.log(
    `${label.padEnd(34)} p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  received ${r.received}/${r.sent}  memory ${r.kbPerSocket.toFixed(1)} KB/socket` +
      (floor && relay
        ? `  (p99 ${(r.p99 / floor.p99).toFixed(2)}x the floor, memory ${(r.kbPerSocket / relay.kbPerSocket).toFixed(2)}x the relay)`
        : ''),
  );
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
const medianRun = (runs: Run[]): Run => ({
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  received: median(runs.map((r) => r.received)),
  sent: median(runs.map((r) => r.sent)),
  kbPerSocket: median(runs.map((r) => r.kbPerSocket)),
});

console.log(
  `${CHANNELS * 2} sockets in ${CHANNELS} channels, ${RATE} messages/s for ${SECONDS} s after ${WARMUP} s of warm-up, ${ROUNDS} rounds, on ${os.cpus().length} cores`,
);
// A sub-millisecond p99 moves a lot from one run to the next on a shared machine, the relay's most of all:
// the three take turns, round after round, and the ratios compare medians.
const data = await seed();
try {
  const runs: Record<'relay' | 'floor' | 'one' | 'two', Run[]> = { relay: [], floor: [], one: [], two: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round}`);
    if (SETUPS.has('relay')) {
      runs.relay.push(await baseline('relay'));
      show('  bare ws relay', runs.relay.at(-1)!);
    }
    if (SETUPS.has('floor')) {
      runs.floor.push(await baseline('floor', data.url));
      show('  floor: relay after a commit', runs.floor.at(-1)!);
    }
    if (SETUPS.has('one')) {
      runs.one.push(await ours(data, 1));
      show('  Gamefolk, one instance', runs.one.at(-1)!, runs.floor.at(-1), runs.relay.at(-1));
    }
    if (SETUPS.has('two')) {
      runs.two.push(await ours(data, 2));
      show(`  Gamefolk, two instances ${TWO}`, runs.two.at(-1)!, runs.floor.at(-1), runs.relay.at(-1));
    }
  }
  const relay = runs.relay.length ? medianRun(runs.relay) : undefined;
  const floor = runs.floor.length ? medianRun(runs.floor) : undefined;
  console.log(
    `median of ${ROUNDS} rounds (bars: p99 ≤ 2x the floor on one instance, ≤ 3x on two; memory ≤ 1.5x the relay)`,
  );
  if (relay) show('baseline: bare ws relay', relay);
  if (floor) show('floor: relay after a commit', floor);
  if (runs.one.length) show('Gamefolk, one instance', medianRun(runs.one), floor, relay);
  if (runs.two.length) show(`Gamefolk, two instances ${TWO}`, medianRun(runs.two), floor, relay);
} finally {
  await data.drop();
}
