import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';

/** A stored file's bytes as the store gives them, for serving (a byte range when one was asked for). */
export interface OpenedFile {
  status: 200 | 206 | 304 | 416;
  body?: Readable;
  contentType?: string;
  contentLength?: number;
  contentRange?: string;
  etag?: string;
  lastModified?: Date;
}

/**
 * Where uploaded files live: a local folder (DATA_DIR/uploads) by default, or an S3-compatible bucket with the
 * S3_* settings. Keys are the random names `storeUpload` chose; both stores keep nothing but those.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** The local folder, served as it is; only for the local store. */
  readonly root?: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Moves a finished temporary file in (large videos are never held in memory). */
  adopt(key: string, tempPath: string, contentType: string): Promise<void>;
  /** Deletes the file; a file already gone is no error. */
  remove(key: string): Promise<void>;
  /** The file for serving, or undefined when there is none; `range` and `ifNoneMatch` are the request's headers. */
  open(key: string, request?: { range?: string; ifNoneMatch?: string }): Promise<OpenedFile | undefined>;
  /** Every stored key with its size (for moving a store's files to another). */
  list(): AsyncIterable<{ key: string; size: number }>;
  close(): void;
}

export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStorage> {
  // The AWS SDK is loaded only by the instances that use it: it is the largest import of the server's start.
  if (config.s3) return (await import('./s3-storage.js')).s3Storage(config.s3);
  return localStorage(path.join(config.dataDir, 'uploads'));
}

export function localStorage(root: string): FileStorage {
  const file = (key: string) => path.join(root, path.basename(key));
  return {
    kind: 'local',
    root,
    async put(key, data) {
      await fs.mkdir(root, { recursive: true });
      await fs.writeFile(file(key), data, { flag: 'wx' });
    },
    async adopt(key, tempPath) {
      await fs.mkdir(root, { recursive: true });
      await fs.rename(tempPath, file(key)).catch(async () => {
        await fs.copyFile(tempPath, file(key));
        await fs.rm(tempPath, { force: true });
      });
    },
    remove: (key) => fs.rm(file(key), { force: true }),
    async open(key) {
      const stat = await fs.stat(file(key)).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { status: 200, body: createReadStream(file(key)), contentLength: stat.size, lastModified: stat.mtime };
    },
    async *list() {
      const names = await fs.readdir(root).catch(() => [] as string[]);
      for (const name of names.sort()) {
        const stat = await fs.stat(path.join(root, name)).catch(() => undefined);
        if (stat?.isFile()) yield { key: name, size: stat.size };
      }
    },
    close() {},
  };
}
