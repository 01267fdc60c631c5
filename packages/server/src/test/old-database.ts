// Databases as older code left them, for the tests of upgrades: an empty database of its own, and a copy of
// drizzle's migrations whose journal stops early.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../db/client.js';

export const migrations = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * A copy of drizzle's folder whose journal stops before the migration whose tag ends with `tag` (a database as the
 * code before it left it), or before the newest one when no tag is given (the code of one release back).
 */
export function migrationsBefore(tag?: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const stop = tag === undefined ? journal.entries.length - 1 : journal.entries.findIndex((e) => e.tag.endsWith(tag));
  if (stop < 0) throw new Error(`no migration ends with ${tag}`);
  journal.entries = journal.entries.slice(0, stop);
  for (const { tag: each } of journal.entries)
    fs.copyFileSync(path.join(migrations, `${each}.sql`), path.join(folder, `${each}.sql`));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

/** A new, empty database: a folder for the embedded one, or a database of its own on DATABASE_URL's server. */
export async function emptyDatabase(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-db-'));
    return { target: { kind: 'embedded', dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `gf_test_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { target: { kind: 'server', url: url.toString() }, drop: () => admin(`drop database ${name} with (force)`) };
}
