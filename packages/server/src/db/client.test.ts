import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrations, migrationsBefore } from '../test/old-database.js';
import { databaseTargetOf, DatabaseInUseError, openDatabase, type DatabaseHandle } from './client.js';

async function appliedCount(handle: DatabaseHandle) {
  const result = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]!.n;
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
    const behind = migrationsBefore();
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

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL server', () => {
  it('is reached through a pool of DATABASE_POOL_SIZE connections', async () => {
    const { target, drop } = await emptyDatabase();
    if (target.kind !== 'server') throw new Error('expected a server database');
    const handle = await openDatabase(databaseTargetOf({ databaseUrl: target.url, databasePoolSize: 3, dataDir: '' }));
    expect((handle.db.$client as pg.Pool).options.max).toBe(3);
    await handle.close();
    await drop();
  }, 90_000);
});
