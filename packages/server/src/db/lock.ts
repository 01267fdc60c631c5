// The embedded database's folder lock: PGlite has none of its own, and a second process on the same folder would
// corrupt it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Longest Unix socket path on macOS (104 bytes with its terminator); Linux allows 108. */
const MAX_SOCKET_PATH = 103;

/** Where the holder of `dir` listens: in the folder, or (for a deep folder) in the temporary folder under its hash. */
function socketOf(dir: string) {
  const inside = path.join(dir, '.gamefolk.sock');
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH) return inside;
  const hash = createHash('sha256').update(fs.realpathSync(dir)).digest('hex').slice(0, 24);
  return path.join(os.tmpdir(), `gamefolk-${hash}.sock`);
}

/** Whether a live process listens on `socket`: a frozen one does too (the kernel accepts for it). */
function listened(socket: string) {
  return new Promise<boolean>((resolve, reject) => {
    const probe = net.connect(socket);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(false);
      else reject(error);
    });
  });
}

/**
 * Holds `dir` for this process, or answers undefined when another live process holds it. The holder listens on a
 * Unix socket: the kernel closes it when the process ends, by exit, crash or kill -9 alike, so a restart gets in at
 * once, while a frozen holder (SIGSTOP) still answers, so nobody takes its folder however long it sleeps. Checking
 * the socket and replacing a dead holder's takes a few milliseconds, which proper-lockfile keeps to one process at
 * a time; only a crash inside those makes the next start wait for that lock to go stale.
 */
export async function lockFolder(dir: string): Promise<(() => Promise<void>) | undefined> {
  const socket = socketOf(dir);
  let compromised: Error | undefined;
  const unlockOpening = await lockfile.lock(dir, {
    lockfilePath: path.join(dir, '.gamefolk-opening.lock'),
    stale: 5_000,
    retries: { retries: 40, factor: 1, minTimeout: 200, maxTimeout: 200 },
    onCompromised: (error) => (compromised = error),
  });
  try {
    if (await listened(socket)) return undefined;
    fs.rmSync(socket, { force: true });
    const server = net.createServer((connection) => connection.destroy());
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, resolve);
    });
    // The lock must not keep this process alive.
    server.unref();
    if (compromised) {
      await new Promise((resolve) => server.close(resolve));
      throw compromised;
    }
    return async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(socket, { force: true });
    };
  } finally {
    await unlockOpening().catch(() => {});
  }
}
