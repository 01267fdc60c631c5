// A production-like cluster on one machine: Debian's nginx (config generated in a temporary folder, no system file
// touched) in front of INSTANCES (2) compiled Gamefolk servers on one PostgreSQL server, one Redis and one S3 bucket.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/gamefolk REDIS_URL=redis://127.0.0.1:6379 \
//     npx tsx scripts/nginx-cluster.ts          # then open http://127.0.0.1:8080 (PORT)
//
// Without S3_BUCKET the files go to the S3-compatible stand-in of the tests, in memory (gone when this stops).
// Ctrl-C stops nginx and the instances (each one gracefully). docs/deploy.md explains the same setup for N machines.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxInstalled, startNginx } from '../packages/server/src/test/nginx.js';
import { startS3StandIn } from '../packages/server/src/test/s3-stand-in.js';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
if (!env.DATABASE_URL || !env.REDIS_URL) {
  console.error('Set DATABASE_URL (postgres://…) and REDIS_URL (redis://…): instances share both.');
  process.exit(2);
}
if (!nginxInstalled()) {
  console.error('nginx is not installed (Debian: apt-get install nginx).');
  process.exit(2);
}

const count = Number(env.INSTANCES ?? 2);
const port = Number(env.PORT ?? 8080);
const appUrl = env.APP_URL ?? `http://127.0.0.1:${port}`;

if (spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}

const s3 = env.S3_BUCKET ? undefined : await startS3StandIn();
if (s3) console.log(`S3: the in-memory stand-in at ${s3.endpoint} (set S3_* to use a real bucket)`);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

const instances: { port: number; child: ChildProcess; dataDir: string }[] = [];
for (let i = 0; i < count; i++) {
  const instancePort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gf-cluster-${i}-`));
  const child = spawn(
    process.execPath,
    ['--conditions=gamefolk-dist', '--enable-source-maps', path.join(root, 'packages/server/dist/main.js')],
    {
      stdio: 'inherit',
      env: {
        ...env,
        ...s3?.env,
        NODE_ENV: 'production',
        PORT: String(instancePort),
        HOST: '127.0.0.1',
        APP_URL: appUrl,
        // nginx runs on this host: its X-Forwarded-For names the client.
        TRUST_PROXY: '127.0.0.1',
        DATA_DIR: dataDir,
      },
    },
  );
  instances.push({ port: instancePort, child, dataDir });
  // The first one migrates the database; the others start after it. nginx is started once all are ready.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${i} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${instancePort}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`instance ${i}: http://127.0.0.1:${instancePort} (pid ${child.pid})`);
}

const nginx = await startNginx(
  instances.map((instance) => `127.0.0.1:${instance.port}`),
  { port },
);
console.log(`nginx: ${nginx.url} (config: ${nginx.dir}/nginx.conf); Ctrl-C stops everything`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await nginx.stop();
  await Promise.all(
    instances.map(
      ({ child, dataDir }) =>
        new Promise<void>((resolve) => {
          const done = () => {
            fs.rmSync(dataDir, { recursive: true, force: true });
            resolve();
          };
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
    ),
  );
  await s3?.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
