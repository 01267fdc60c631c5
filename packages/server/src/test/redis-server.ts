import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes.js';

/** Whether this machine has a redis-server to start (outage tests need one of their own). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** Whether Redis on `port` answers PING. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.once('close', () => resolve(false));
    socket.once('error', () => undefined);
  });
}

/**
 * A Redis server of a test's own, on a free loopback port and without persistence, that the test may kill and
 * start again: the shared one serves other tests and is never stopped.
 */
export async function startRedisServer() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
    const started = spawn('redis-server', args, { stdio: 'ignore' });
    child = started;
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  /** SIGKILL, as a crash: answers once the process has exited and its port is closed. */
  const kill = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    kill,
    async close() {
      await kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
