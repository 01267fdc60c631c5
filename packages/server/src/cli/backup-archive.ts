// The backup file (cli/backup.ts, cli/restore.ts): a plain POSIX tar, so `tar -tf` lists it, holding first a manifest
// that says it is one of ours, then the embedded database's copy, then every upload. Written and read a block at a
// time, files straight from and to disk: an upload is never held in memory whole.
import type { FileHandle } from 'node:fs/promises';
import fs from 'node:fs/promises';

export const MANIFEST = 'gamefolk-backup.json';
export const DATABASE = 'db.tar.gz';
export const UPLOADS = 'uploads/';

export interface Manifest {
  format: 'gamefolk-backup';
  version: 1;
  createdAt: string;
  /** Uploaded files that follow the database, each as `uploads/<key>`. */
  uploads: number;
}

const BLOCK = 512;
/** The most an octal size field holds (11 digits): 8 GiB. */
const MAX_SIZE = 8 ** 11 - 1;
const CHUNK = 1024 * 1024;

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`${name}: too long a name for the archive`);
  if (size > MAX_SIZE) throw new Error(`${name}: over 8 GiB`);
  const block = Buffer.alloc(BLOCK);
  const field = (at: number, length: number, value: string) => block.write(value, at, length, 'utf8');
  const octal = (at: number, length: number, value: number) =>
    field(at, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
  field(0, 100, name);
  octal(100, 8, 0o644);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(mtime.getTime() / 1000));
  field(148, 8, ' '.repeat(8));
  field(156, 1, '0');
  field(257, 8, 'ustar\u000000');
  const sum = block.reduce((total, byte) => total + byte, 0);
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries one after the other into `out`; `finish` closes the archive. */
export function archiveWriter(out: FileHandle) {
  return {
    async add(name: string, bytes: Buffer) {
      await out.write(header(name, bytes.length, new Date()));
      await out.write(bytes);
      await out.write(padding(bytes.length));
    },
    /** Copies `file` as it is now: `size` bytes (a file still being written is cut there, or filled with zeros). */
    async addFile(name: string, file: string) {
      const source = await fs.open(file, 'r');
      try {
        const { size, mtime } = await source.stat();
        await out.write(header(name, size, mtime));
        const buffer = Buffer.alloc(Math.min(CHUNK, Math.max(size, 1)));
        let copied = 0;
        while (copied < size) {
          const { bytesRead } = await source.read(buffer, 0, Math.min(buffer.length, size - copied), copied);
          if (!bytesRead) break;
          await out.write(buffer.subarray(0, bytesRead));
          copied += bytesRead;
        }
        if (copied < size) await out.write(Buffer.alloc(size - copied));
        await out.write(padding(size));
      } finally {
        await source.close();
      }
    },
    async finish() {
      await out.write(Buffer.alloc(2 * BLOCK));
    },
  };
}

export interface Entry {
  name: string;
  size: number;
  /** Where its bytes start in the archive. */
  offset: number;
}

const text = (block: Buffer, at: number, length: number) => {
  const end = block.indexOf(0, at);
  return block.toString('utf8', at, end < 0 || end > at + length ? at + length : end);
};

/** The entry whose header starts at `offset`: undefined at the archive's end, an error for anything not a tar header. */
async function entryAt(archive: FileHandle, offset: number): Promise<Entry | undefined> {
  const block = Buffer.alloc(BLOCK);
  const { bytesRead } = await archive.read(block, 0, BLOCK, offset);
  if (bytesRead < BLOCK) throw new Error('the file ends before the backup does (cut short?)');
  if (block.every((byte) => byte === 0)) return undefined;
  const stored = parseInt(text(block, 148, 8).trim(), 8);
  block.fill(' ', 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  if (text(block, 257, 6) !== 'ustar' || stored !== sum) throw new Error('not a tar archive');
  const size = parseInt(text(block, 124, 12).trim(), 8);
  if (!Number.isSafeInteger(size) || size < 0) throw new Error('not a tar archive');
  return { name: text(block, 0, 100), size, offset: offset + BLOCK };
}

/** Every entry of the archive in order, each read (or skipped) by `visit` before the next is looked for. */
export async function readArchive(archive: FileHandle, visit: (entry: Entry) => Promise<void>): Promise<void> {
  for (let offset = 0; ;) {
    const entry = await entryAt(archive, offset);
    if (!entry) return;
    await visit(entry);
    offset = entry.offset + entry.size + padding(entry.size).length;
  }
}

/** The backup's manifest, from its first entry; an error when the file is no backup of ours. */
export async function readManifest(archive: FileHandle): Promise<Manifest> {
  const first = await entryAt(archive, 0).catch(() => undefined);
  if (first?.name !== MANIFEST || first.size > 64 * 1024) throw new Error('not a Gamefolk backup');
  const manifest = JSON.parse((await readBytes(archive, first)).toString('utf8')) as Partial<Manifest>;
  if (manifest.format !== 'gamefolk-backup') throw new Error('not a Gamefolk backup');
  if (manifest.version !== 1)
    throw new Error(`a Gamefolk backup of version ${manifest.version}, which this one cannot read`);
  return manifest as Manifest;
}

export async function readBytes(archive: FileHandle, entry: Entry): Promise<Buffer> {
  const bytes = Buffer.alloc(entry.size);
  const { bytesRead } = await archive.read(bytes, 0, entry.size, entry.offset);
  if (bytesRead < entry.size) throw new Error('the file ends before the backup does (cut short?)');
  return bytes;
}

/** Copies an entry's bytes into a new file at `target` (which must not exist). */
export async function extractTo(archive: FileHandle, entry: Entry, target: string): Promise<void> {
  const out = await fs.open(target, 'wx');
  try {
    const buffer = Buffer.alloc(Math.min(CHUNK, Math.max(entry.size, 1)));
    for (let copied = 0; copied < entry.size;) {
      const want = Math.min(buffer.length, entry.size - copied);
      const { bytesRead } = await archive.read(buffer, 0, want, entry.offset + copied);
      if (bytesRead < want) throw new Error('the file ends before the backup does (cut short?)');
      await out.write(buffer.subarray(0, bytesRead));
      copied += bytesRead;
    }
  } finally {
    await out.close();
  }
}
