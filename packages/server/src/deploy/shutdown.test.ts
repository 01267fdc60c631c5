import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';

const serverMain = path.resolve(import.meta.dirname, '../main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('graceful shutdown', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s: open sockets are told 1001 (going away), idle connections do not hold it, and it exits 0 at once',
    async (signal) => {
      const port = await freePort();
      // The same main.ts production runs, on the embedded database (or the PostgreSQL server and Redis of CI).
      const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let log = '';
      child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const url = `http://127.0.0.1:${port}`;
      for (let tries = 0; ; tries++) {
        const ok = await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (tries > 600 || child.exitCode !== null) throw new Error(`server did not start:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }

      // A socket mid-handshake (not yet signed in) and an idle keep-alive HTTP connection.
      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/notifications`);
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const agent = new http.Agent({ keepAlive: true });
      await new Promise<void>((resolve, reject) =>
        http
          .get(`${url}/api/health`, { agent }, (response) => response.resume().on('end', resolve))
          .on('error', reject),
      );

      child.kill(signal);
      expect(await closed).toBe(1001);
      // The forced exit after 10 s would answer 1: a clean 0 means jobs, Redis and the database closed in time.
      expect(await exited).toBe(0);
      expect(log).toContain('shutting down');
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
      agent.destroy();
    },
    120_000,
  );
});
