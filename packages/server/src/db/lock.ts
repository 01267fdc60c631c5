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

const SOCKET = '.gamefolk.sock';
const OPENING_LOCK = '.gamefolk-opening.lock';
/** What the lock keeps in the folder itself: no part of the database. */
export const lockNames = [SOCKET, OPENING_LOCK];

/** Where the holder of `dir` listens: in the folder, or (for a deep folder) in the temporary folder under its hash. */
export function holderSocketOf(dir: string) {
  const inside = path.join(dir, SOCKET);
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

/** Runs `work` with the folder free of the lock's socket (db/dump.ts: PGlite's copy of the folder). */
export type Aside = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Holds `dir` for this process, or answers undefined when another live process holds it. The holder listens on a
 * Unix socket: the kernel closes it when the process ends, by exit, crash or kill -9 alike, so a restart gets in at
 * once, while a frozen holder (SIGSTOP) still answers, so nobody takes its folder however long it sleeps. Checking
 * the socket and replacing a dead holder's takes a few milliseconds, which proper-lockfile keeps to one process at
 * a time; only a crash inside those makes the next start wait for that lock to go stale.
 *
 * `answer` gets every connection to the socket (the backup asks the holder for a copy of its database, db/dump.ts),
 * with `aside`; by default they are closed. Only this Unix user may connect.
 */
export async function lockFolder(
  dir: string,
  answer: (connection: net.Socket, aside: Aside) => void = (connection) => connection.destroy(),
): Promise<(() => Promise<void>) | undefined> {
  const socket = holderSocketOf(dir);
  let compromised: Error | undefined;
  const openingLock = (onCompromised: (error: Error) => void) =>
    lockfile.lock(dir, {
      lockfilePath: path.join(dir, OPENING_LOCK),
      stale: 5_000,
      retries: { retries: 40, factor: 1, minTimeout: 200, maxTimeout: 200 },
      onCompromised,
    });
  const unlockOpening = await openingLock((error) => (compromised = error));
  // PGlite cannot copy a folder holding a socket (its file system takes no such entry): for a copy, the socket moves
  // out of the folder, still listening, while the opening lock is held, so a start meanwhile waits or gives up.
  const away = path.join(path.dirname(dir), `.gamefolk-${path.basename(dir)}-aside.sock`);
  const aside: Aside = async (work) => {
    if (socket !== path.join(dir, SOCKET)) return work();
    const unlock = await openingLock(() => {});
    fs.renameSync(socket, away);
    try {
      return await work();
    } finally {
      try {
        fs.renameSync(away, socket);
      } catch {
        // Released meanwhile: the socket is closed, and the next holder makes its own.
      }
      await unlock().catch(() => {});
    }
  };
  try {
    if (await listened(socket)) return undefined;
    fs.rmSync(socket, { force: true });
    const connections = new Set<net.Socket>();
    const server = net.createServer((connection) => {
      connections.add(connection);
      connection.once('close', () => connections.delete(connection));
      answer(connection, aside);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, resolve);
    });
    fs.chmodSync(socket, 0o600);
    // The lock must not keep this process alive.
    server.unref();
    if (compromised) {
      await new Promise((resolve) => server.close(resolve));
      throw compromised;
    }
    return async () => {
      // A backup still reading its copy must not hold up a shutdown (close waits for every connection).
      for (const connection of connections) connection.destroy();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(socket, { force: true });
    };
  } finally {
    await unlockOpening().catch(() => {});
  }
}
