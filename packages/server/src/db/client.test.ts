import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase, type DatabaseHandle, type DatabaseTarget } from './client.js';

const migrations = path.resolve(import.meta.dirname, '../../drizzle');

/** A copy of drizzle's folder whose journal stops before its newest migration: the code of one release back. */
function migrationsBehind(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(migrations, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  journal.entries.pop();
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

async function appliedCount(handle: DatabaseHandle) {
  const result = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]!.n;
}

/** A new, empty database: a folder for the embedded one, or a database of its own on DATABASE_URL's server. */
async function emptyDatabase(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
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

describe('embedded database', () => {
  it('refuses a second opening of the same folder at once, and opens again after close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-db-'));
    const first = await openDatabase({ kind: 'embedded', dir });
    await expect(openDatabase({ kind: 'embedded', dir })).rejects.toBeInstanceOf(DatabaseInUseError);
    await first.close();
    const reopened = await openDatabase({ kind: 'embedded', dir });
    await reopened.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});

describe('migrations at start', () => {
  it('applies a migration added since the last start, and nothing on a start with none added', async () => {
    const { target, drop } = await emptyDatabase();
    const behind = migrationsBehind();
    const total = fs.readdirSync(migrations).filter((name) => name.endsWith('.sql')).length;

    const old = await openDatabase(target, behind);
    expect(await appliedCount(old)).toBe(total - 1);
    await old.close();
    // The next release's start finds one migration newer than the database's last.
    const upgraded = await openDatabase(target);
    expect(await appliedCount(upgraded)).toBe(total);
    await upgraded.close();
    const again = await openDatabase(target);
    expect(await appliedCount(again)).toBe(total);
    await again.close();

    await drop();
    fs.rmSync(behind, { recursive: true, force: true });
  }, 90_000);
});
