import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; a local folder by default, so S3 can take its place behind the same calls. */
export interface FileStorage {
  readonly root: string;
  put(key: string, data: Buffer): Promise<void>;
  /** Moves a finished temporary file in (large videos are never held in memory). */
  adopt(key: string, tempPath: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export function localStorage(root: string): FileStorage {
  const file = (key: string) => path.join(root, path.basename(key));
  return {
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
  };
}
