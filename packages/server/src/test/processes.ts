import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const serverMain = path.resolve(import.meta.dirname, '../main.ts');

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real server process (the same `main.ts` production runs, unless `entry` names a test's own start, with its
 * arguments), on its own port and data folder.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { entry = serverMain, args = [] }: { entry?: string; args?: string[] } = {},
) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-proc-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server process did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    /**
     * Kills it without a word (SIGKILL), answering once it has exited: until then its listening socket may still take
     * a connection, which the kernel then resets.
     */
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    async stop() {
      // A killed child has a signal code instead of an exit code.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
