// The processes of the mixed bench: our server started as a child (as deployed, `main.ts`), CPU read from
// /proc/<pid>/stat, resident memory from /proc/<pid>/status, and the floors (a bare Fastify route, pgbench).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '../..');
const TICKS = 100;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** utime + stime + cutime + cstime of a process, in seconds (0 once it is gone). */
export function cpuOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds of every process with this command name (postgres: the postmaster holds its ended backends'). */
export function cpuOfCommand(comm: string): number {
  let total = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (fs.readFileSync(`/proc/${name}/comm`, 'utf8').trim() === comm) total += cpuOf(Number(name));
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

export const rssKb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
  } catch {
    return 0;
  }
};

export interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** One Gamefolk instance, compiled by tsx from source, answering /api/health. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<folder>: each instance writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      // The mode decides the database and Redis: none from the shell's environment.
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL' && k !== 'REDIS_URL')),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Every player comes from 127.0.0.1: limits per address would stop the crowd, not protect anyone.
      RATE_LIMIT_SCALE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (healthy) break;
    if (i > 1200) throw new Error('server not healthy within 5 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The floor of HTTP: a bare Fastify route in a process of its own, loaded by autocannon (req/s, p99 ms). */
export async function bareRouteFloor(seconds = 10) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify'; const app = Fastify(); app.post('/api/handle', async () => ({ data: { ok: true } }));
       await app.listen({ port: ${port}, host: '127.0.0.1' }); console.log('ready');`,
    ],
    { cwd: path.join(root, 'packages/server'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/handle`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'ping', payload: {} }),
    connections: 50,
    duration: seconds,
  });
  child.kill('SIGTERM');
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export const pgbenchBinary = () =>
  [
    spawnSync('which', ['pgbench']).stdout?.toString().trim(),
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs.readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)
      : []),
  ].find((p) => p && fs.existsSync(p));

/** PostgreSQL's own commits per second on this disk: pgbench's TPC-B-like run on a database of its own. */
export function pgbenchFloor(url: string, seconds = 20): number | string {
  const pgbench = pgbenchBinary();
  if (!pgbench) return 'pgbench not installed (apt-get install postgresql-contrib)';
  const init = spawnSync(pgbench, ['-i', '-q', '-s', '10', url], { encoding: 'utf8' });
  if (init.status !== 0) return `pgbench -i failed: ${init.stderr.slice(0, 200)}`;
  const run = spawnSync(pgbench, ['-n', '-c', '8', '-j', '2', '-T', String(seconds), url], { encoding: 'utf8' });
  const tps = /tps = ([\d.]+)/.exec(run.stdout);
  return tps ? Number(tps[1]) : `pgbench failed: ${run.stderr.slice(0, 200)}`;
}
