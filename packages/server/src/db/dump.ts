// A copy of the embedded database for a backup (cli/backup.ts), made by PGlite itself (`dumpDataDir`: the data
// folder as a gzipped tarball, taken between two statements, so what a crash would have left on disk, which PostgreSQL
// recovers from). A second process cannot open a folder in use (lock.ts): the running app makes the copy, asked over
// its folder's lock socket, local to this machine and this Unix user; with no app running, the backup takes the lock
// and opens the folder itself. docs/decisions.md, "Backups of the embedded database".
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { holderSocketOf, lockFolder, lockNames, type Aside } from './lock.js';

const ASK = 'dump\n';

async function dumpOf(client: PGlite): Promise<Buffer> {
  // Written out first, so that the copy's data files are current and a restore replays little of the log.
  await client.exec('checkpoint');
  return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
}

/**
 * The holder's side of the lock socket: `dump` gets `ok <bytes>` and the tarball, or `error <why>`; anything else
 * (the lock's own probes, which only connect) is closed.
 */
export function answerDumps(client: () => PGlite | undefined) {
  // One copy at a time: each moves the lock's socket aside while it is made.
  let previous: Promise<unknown> = Promise.resolve();
  return (connection: net.Socket, aside: Aside) => {
    connection.on('error', () => connection.destroy());
    let asked = '';
    const onData = (chunk: Buffer) => {
      asked += chunk.toString('latin1');
      if (asked.length < ASK.length && ASK.startsWith(asked)) return;
      connection.off('data', onData);
      if (asked !== ASK) return void connection.destroy();
      const open = client();
      if (!open) return void connection.end('error the database is still opening\n');
      const made = previous.then(() => aside(() => dumpOf(open)));
      previous = made.catch(() => {});
      made.then(
        (bytes) => {
          connection.write(`ok ${bytes.length}\n`);
          connection.end(bytes);
        },
        (error: unknown) => {
          // PGlite's file system throws objects that are no Error ({ name: 'ErrnoError', errno }).
          const why = error instanceof Error ? error.message : JSON.stringify(error);
          connection.end(`error ${why}\n`);
        },
      );
    };
    connection.on('data', onData);
  };
}

/** The holder's copy, or undefined when no process holds `dir`. */
function askHolder(dir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(holderSocketOf(dir));
    const chunks: Buffer[] = [];
    let received = 0;
    connection.once('connect', () => connection.write(ASK));
    connection.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    });
    connection.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    connection.once('end', () => {
      const all = Buffer.concat(chunks, received);
      const newline = all.indexOf(10);
      const head = newline < 0 ? '' : all.subarray(0, newline).toString();
      const bytes = all.subarray(newline + 1);
      if (head.startsWith('ok ') && Number(head.slice(3)) === bytes.length) return resolve(bytes);
      if (head.startsWith('error '))
        return reject(new Error(`The running app could not copy ${dir}: ${head.slice(6)}`));
      reject(
        new Error(
          `The process holding ${dir} gave no copy of it (an older Gamefolk?): stop it, or update it, and back up again.`,
        ),
      );
    });
  });
}

const holdsDatabase = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/** A consistent copy of the embedded database in `dir` (a gzipped tarball), from the app running on it or from the folder. */
export async function dumpEmbeddedDatabase(dir: string): Promise<{ tarball: Buffer; from: 'running app' | 'folder' }> {
  if (!holdsDatabase(dir)) throw new Error(`There is no embedded database in ${dir}.`);
  const held = await askHolder(dir);
  if (held) return { tarball: held, from: 'running app' };
  // No app runs on it: this process holds the folder, opened as it is (not migrated), and makes the copy the same way.
  let client: PGlite | undefined;
  const release = await lockFolder(
    dir,
    answerDumps(() => client),
  );
  if (!release) {
    // An app started between the two looks.
    const started = await askHolder(dir);
    if (started) return { tarball: started, from: 'running app' };
    throw new Error(`${dir} is held by another process that gave no copy of it.`);
  }
  try {
    client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
    await client.waitReady;
    const tarball = await askHolder(dir);
    if (!tarball) throw new Error(`${dir}: this process's own copy could not be asked for.`);
    return { tarball, from: 'folder' };
  } finally {
    await client?.close();
    await release();
  }
}

/** Makes the embedded database of `dir` (which must hold none) from a copy `dumpEmbeddedDatabase` made. */
export async function restoreEmbeddedDatabase(dir: string, tarball: Buffer): Promise<void> {
  if (holdsDatabase(dir)) throw new Error(`${dir} already holds a database.`);
  fs.mkdirSync(dir, { recursive: true });
  const release = await lockFolder(dir);
  if (!release) throw new Error(`${dir} is in use by another process.`);
  try {
    // PGlite reads a gzipped tarball only when told so (a copy is gzipped; tests restore a plain one).
    const gzipped = tarball[0] === 0x1f && tarball[1] === 0x8b;
    const loadDataDir = new Blob([new Uint8Array(tarball)], {
      type: gzipped ? 'application/x-gzip' : 'application/x-tar',
    });
    const client = new PGlite({ dataDir: dir, loadDataDir, extensions: { pg_trgm } });
    await client.waitReady;
    await client.close();
  } finally {
    await release();
    // The copy holds the lock's own entries as they were in the running app's folder (the socket as a folder):
    // they belong to no process now.
    for (const name of lockNames) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}
