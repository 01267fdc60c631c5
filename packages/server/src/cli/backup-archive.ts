// The backup file (cli/backup.ts, cli/restore.ts): a plain POSIX tar, so `tar -tf` lists it, holding first a manifest
// that says it is one of ours, then the embedded database's copy, then every upload. tar-stream writes and reads it as
// a stream, uploads straight from and to disk: an upload is never held in memory whole.
import type { FileHandle } from 'node:fs/promises';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { extract, pack, type Header, type Pack } from 'tar-stream';
import { systemClock } from '../clock.js';

const MANIFEST = 'gamefolk-backup.json';
const DATABASE = 'db.tar.gz';
const UPLOADS = 'uploads/';

export interface Manifest {
  format: 'gamefolk-backup';
  version: 1;
  createdAt: string;
  /** Uploaded files that follow the database, each as `uploads/<key>`. */
  uploads: number;
}

const CHUNK = 1024 * 1024;

/** The bytes of `file` from its start, a chunk at a time: to its end, or `size` (cut there, or filled with zeros). */
async function* bytesOf(file: FileHandle, size = Infinity) {
  for (let at = 0; at < size;) {
    const want = Math.min(CHUNK, size - at);
    const { bytesRead, buffer } = await file.read(Buffer.alloc(want), 0, want, at);
    if (!bytesRead && size === Infinity) return;
    const chunk = bytesRead ? buffer.subarray(0, bytesRead) : buffer;
    at += chunk.length;
    yield chunk;
  }
}

/** Adds one entry to `archive`, its bytes given or streamed from a file; resolves once it is all in. */
function addEntry(archive: Pack, header: Pick<Header, 'name' | 'mtime'>, content: Buffer | FileHandle, size = 0) {
  return new Promise<void>((resolve, reject) => {
    const added = (error?: Error | null) => (error ? reject(error) : resolve());
    if (Buffer.isBuffer(content)) archive.entry(header, content, added);
    else pipeline(bytesOf(content, size), archive.entry({ ...header, size }, added)).catch(reject);
  });
}

/** Writes the whole backup into `out`: the manifest, the database's copy, then each upload read from its file. */
export async function writeBackup(
  out: FileHandle,
  backup: { manifest: Manifest; database: Buffer; uploads: { key: string; file: string }[] },
): Promise<void> {
  const archive = pack();
  const writing = (async () => {
    for await (const chunk of archive) await out.write(chunk as Buffer);
  })();
  const adding = (async () => {
    const mtime = systemClock();
    await addEntry(archive, { name: MANIFEST, mtime }, Buffer.from(JSON.stringify(backup.manifest, null, 2)));
    await addEntry(archive, { name: DATABASE, mtime }, backup.database);
    for (const { key, file } of backup.uploads) {
      const source = await fs.open(file, 'r');
      try {
        const { size, mtime } = await source.stat();
        await addEntry(archive, { name: `${UPLOADS}${key}`, mtime }, source, size);
      } finally {
        await source.close();
      }
    }
    archive.finalize();
  })().catch((error: unknown) => {
    archive.destroy(error as Error);
    throw error;
  });
  // Each ends the other when it fails: a failed entry destroys the archive with its error, a failed write stops
  // reading the archive (its entries then fail as "destroyed"), so the write's error is the one to tell.
  const [written, added] = await Promise.allSettled([writing, adding]);
  if (written.status === 'rejected') throw written.reason;
  if (added.status === 'rejected') throw added.reason;
}

type Entry = AsyncIterable<Buffer> & { header: Header };

/** tar-stream's refusals, told as what they mean for a backup; any other error as it is. */
function tarError(error: unknown) {
  if (!(error instanceof Error) || 'code' in error) return error;
  if (error.message === 'Unexpected end of data') {
    return new Error('the file ends before the backup does (cut short?)', { cause: error });
  }
  if (/^Invalid (tar )?header|^Header exceeds/.test(error.message)) {
    return new Error('not a tar archive', { cause: error });
  }
  return error;
}

/**
 * Every entry of the archive from its start, in order, each read (or left, then skipped) by `visit` before the next is
 * looked for; `visit` returning false stops there.
 */
async function eachEntry(archive: FileHandle, visit: (entry: Entry) => Promise<boolean | void>): Promise<void> {
  const entries = extract();
  const fed = pipeline(bytesOf(archive), entries);
  fed.catch(() => {}); // its failure ends the entries too, which tell it
  try {
    for await (const entry of entries as AsyncIterable<Entry>) {
      if ((await visit(entry)) === false) return;
      for await (const chunk of entry) void chunk;
    }
    await fed;
  } catch (error) {
    throw tarError(error);
  }
}

async function collect(bytes: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bytes) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The manifest in the first entry, or undefined when that entry is no manifest of ours. */
async function manifestIn(entry: Entry): Promise<Partial<Manifest> | undefined> {
  if (entry.header.name !== MANIFEST || entry.header.size > 64 * 1024) return undefined;
  try {
    const manifest = JSON.parse((await collect(entry)).toString('utf8')) as Partial<Manifest> | null;
    return manifest?.format === 'gamefolk-backup' ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** The backup's manifest, from its first entry; an error when the file is no backup of ours. */
export async function readManifest(archive: FileHandle): Promise<Manifest> {
  let manifest: Partial<Manifest> | undefined;
  await eachEntry(archive, async (entry) => {
    manifest = await manifestIn(entry);
    return false;
  }).catch(() => undefined);
  if (!manifest) throw new Error('not a Gamefolk backup');
  if (manifest.version !== 1)
    throw new Error(`a Gamefolk backup of version ${manifest.version}, which this one cannot read`);
  return manifest as Manifest;
}

/**
 * Reads the whole backup: the database's copy (loaded whole), and each upload, whose bytes `upload` streams to disk
 * as they come. An error when the file is cut short, or holds less than its manifest says.
 */
export async function readBackup(
  archive: FileHandle,
  upload: (key: string, bytes: AsyncIterable<Buffer>) => Promise<void>,
): Promise<{ database: Buffer; uploads: number }> {
  const manifest = await readManifest(archive);
  let database: Buffer | undefined;
  let uploads = 0;
  await eachEntry(archive, async (entry) => {
    const { name } = entry.header;
    if (name === DATABASE) database = await collect(entry);
    else if (name.startsWith(UPLOADS)) {
      await upload(name.slice(UPLOADS.length), entry);
      uploads++;
    }
  });
  if (!database) throw new Error('the backup holds no database');
  if (uploads !== manifest.uploads) throw new Error(`the backup holds ${uploads} of its ${manifest.uploads} uploads`);
  return { database, uploads };
}
