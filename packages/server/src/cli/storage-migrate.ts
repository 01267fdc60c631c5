import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../config.js';
import { typeOfStoredKey } from '../services/files/file-types.js';
import { s3Storage } from '../services/files/s3-storage.js';
import { localStorage } from '../services/files/storage.js';

export interface MigrateReport {
  /** Copied into the bucket by this run. */
  copied: number;
  /** Already in the bucket with the same size (an earlier run, or an upload made in S3 mode). */
  present: number;
  /** Files in the folder that are no upload of ours (temporary or foreign names): left alone. */
  ignored: number;
  failed: { key: string; error: string }[];
}

const storedKey = /^[A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5}$/;

/**
 * Copies every file of DATA_DIR/uploads into the S3 bucket of the S3_* settings, with the type and headers an
 * upload gets there. Idempotent and resumable: what the bucket already holds at the same size is skipped, so a run
 * that stopped is finished by running it again. Local files are kept (remove the folder once the report is clean).
 */
export async function migrateLocalFiles(
  config: Pick<Config, 'dataDir' | 's3'>,
  progress: (line: string) => void = () => {},
  parallel = 8,
): Promise<MigrateReport> {
  if (!config.s3) throw new Error('Set S3_BUCKET (and the other S3_* settings) to say where the files go.');
  const source = localStorage(path.join(config.dataDir, 'uploads'));
  const target = s3Storage(config.s3);
  const report: MigrateReport = { copied: 0, present: 0, ignored: 0, failed: [] };
  try {
    const inBucket = new Map<string, number>();
    for await (const object of target.list()) inBucket.set(object.key, object.size);
    const pending: { key: string; size: number }[] = [];
    for await (const file of source.list()) {
      if (!storedKey.test(file.key)) report.ignored++;
      else if (inBucket.get(file.key) === file.size) report.present++;
      else pending.push(file);
    }
    progress(`${pending.length} to copy, ${report.present} already in the bucket, ${report.ignored} ignored`);
    for (let i = 0; i < pending.length; i += parallel) {
      await Promise.all(
        pending.slice(i, i + parallel).map(async ({ key }) => {
          try {
            await target.putFile(key, path.join(source.root!, key), typeOfStoredKey(key));
            report.copied++;
          } catch (error) {
            report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
      progress(`copied ${report.copied} of ${pending.length}`);
    }
    return report;
  } finally {
    target.close();
  }
}

// npm run storage:migrate -w @gamefolk/server (with DATA_DIR and the S3_* settings of the deployment)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const print = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const report = await migrateLocalFiles(loadConfig(), print);
    print(
      `done: ${report.copied} copied, ${report.present} already there, ${report.ignored} ignored, ${report.failed.length} failed`,
    );
    for (const { key, error } of report.failed) print(`failed ${key}: ${error}`);
    process.exitCode = report.failed.length ? 1 : 0;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  }
}
