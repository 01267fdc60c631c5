import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../config.js';
import { restoreEmbeddedDatabase } from '../db/dump.js';
import { argumentPath } from './backup.js';
import { readBackup, readManifest } from './backup-archive.js';

/** A name an upload may have on disk: one path segment, as the stores write them. */
const uploadName = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Makes DATA_DIR from a file `npm run backup` wrote: its embedded database and its uploads. DATA_DIR must be empty
 * (or not exist): nothing is ever overwritten, and what a failed run made is removed again.
 */
export async function restore(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  file: string,
): Promise<{ uploads: number }> {
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: this restores the embedded database only (restore a PostgreSQL server with ' +
        'pg_restore, docs/deploy.md, "Backups").',
    );
  }
  const dataDir = config.dataDir;
  const present = await fs.readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (present?.includes('db')) {
    throw new Error(`${dataDir} already holds a database: restore only into an empty DATA_DIR.`);
  }
  if (present?.length) {
    throw new Error(
      `${dataDir} is not empty (${present.slice(0, 3).join(', ')}…): restore only into an empty DATA_DIR.`,
    );
  }

  const archive = await fs.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`${file} cannot be read (${error.code ?? error.message}).`, { cause: error });
  });
  try {
    await readManifest(archive).catch((error: Error) => {
      throw new Error(`${file} is ${error.message} (a file npm run backup wrote).`, { cause: error });
    });
    await fs.mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    try {
      const { database, uploads } = await readBackup(archive, async (key, bytes) => {
        if (!uploadName.test(key)) throw new Error(`the backup holds an upload named ${JSON.stringify(key)}`);
        await pipeline(bytes, createWriteStream(path.join(dataDir, 'uploads', key), { flags: 'wx' }));
      });
      await restoreEmbeddedDatabase(path.join(dataDir, 'db'), database);
      return { uploads };
    } catch (error) {
      // DATA_DIR was empty: what is in it now is this run's.
      for (const name of await fs.readdir(dataDir)) {
        await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
      }
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`${file} could not be restored: ${why}`, { cause: error });
    }
  } finally {
    await archive.close();
  }
}

// npm run restore -- FILE (with the app stopped, into an empty DATA_DIR)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const given = process.argv[2];
  if (!given) {
    process.stderr.write('usage: npm run restore -- FILE\n');
    process.exit(2);
  }
  const config = loadConfig();
  try {
    const { uploads } = await restore(config, argumentPath(given));
    process.stdout.write(
      `restored the database and ${uploads} uploaded files into ${config.dataDir}: npm start serves them\n`,
    );
  } catch (error) {
    process.stderr.write(`restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
