import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../config.js';
import { dumpEmbeddedDatabase } from '../db/dump.js';
import { writeBackup, type Manifest } from './backup-archive.js';
import { systemClock } from '../clock.js';

export interface BackupReport {
  /** Who made the database's copy: the app running on DATA_DIR, or this command with the folder to itself. */
  from: 'running app' | 'folder';
  databaseBytes: number;
  uploads: number;
}

/**
 * Hard links to every upload in a folder of its own, made right after the database's copy: a file deleted while the
 * backup is written (its post was, before) is still copied, as the copy still shows it. Where links cannot be made
 * (another file system), the upload is read from its folder.
 */
async function uploadsAsNow(uploads: string, into: string): Promise<{ key: string; file: string }[]> {
  const names = await fs.readdir(uploads).catch(() => [] as string[]);
  await fs.mkdir(into, { recursive: true });
  const files: { key: string; file: string }[] = [];
  for (const key of names.sort()) {
    const file = path.join(uploads, key);
    if (!(await fs.lstat(file).catch(() => undefined))?.isFile()) continue;
    const linked = path.join(into, key);
    const made = await fs.link(file, linked).then(
      () => true,
      () => false,
    );
    files.push({ key, file: made ? linked : file });
  }
  return files;
}

/** Writes one file at `file` holding the embedded database of DATA_DIR and its uploads (docs/deploy.md, "Backups"). */
export async function backup(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>,
  file: string,
  warn: (line: string) => void = () => {},
): Promise<BackupReport> {
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: this backs up the embedded database only. Back up the PostgreSQL server with ' +
        'pg_dump or pg_basebackup, and the bucket with its versioning (docs/deploy.md, "Backups").',
    );
  }
  const { tarball, from } = await dumpEmbeddedDatabase(path.join(config.dataDir, 'db'));
  const snapshot = path.join(config.dataDir, 'tmp', `backup-${randomBytes(6).toString('hex')}`);
  const partial = `${file}.partial`;
  try {
    if (config.s3) warn('S3_BUCKET is set: uploads are in the bucket, not in this backup (use its versioning).');
    const uploads = config.s3 ? [] : await uploadsAsNow(path.join(config.dataDir, 'uploads'), snapshot);
    const manifest: Manifest = {
      format: 'gamefolk-backup',
      version: 1,
      createdAt: systemClock().toISOString(),
      uploads: uploads.length,
    };
    // Written aside and renamed once whole: an interrupted run never leaves a file that looks like a backup.
    const out = await fs.open(partial, 'w');
    try {
      await writeBackup(out, { manifest, database: tarball, uploads });
      await out.sync();
    } finally {
      await out.close();
    }
    await fs.rename(partial, file);
    return { from, databaseBytes: tarball.length, uploads: uploads.length };
  } finally {
    await fs.rm(partial, { force: true });
    await fs.rm(snapshot, { recursive: true, force: true });
  }
}

/** A path given on the command line, read from where npm was started (as DATA_DIR is). */
export const argumentPath = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

// npm run backup -- FILE
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const given = process.argv[2];
  if (!given) {
    process.stderr.write('usage: npm run backup -- FILE\n');
    process.exit(2);
  }
  const file = argumentPath(given);
  try {
    const report = await backup(loadConfig(), file, (line) => process.stderr.write(`${line}\n`));
    const megabytes = (report.databaseBytes / 1024 / 1024).toFixed(1);
    const by = report.from === 'running app' ? 'copied by the running app' : 'no app was running';
    process.stdout.write(
      `backup written to ${file}: the database (${megabytes} MB, ${by}) and ${report.uploads} uploaded files\n`,
    );
  } catch (error) {
    process.stderr.write(`backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
