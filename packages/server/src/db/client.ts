import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { lockFolder } from './lock.js';
import { answerDumps } from './dump.js';
import * as schema from './schema.js';
import { advisoryLocks } from './advisory-locks.js';

/** What `execute<Row>()` answers on either driver: node-postgres's `QueryResult` and PGlite's `Results` both hold `rows`. */
export interface RowsResult<Row> {
  rows: Row[];
}

export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/**
 * Drizzle on either driver. `$client` is the driver opened in `openDatabase` (Drizzle's public member); a
 * transaction has none.
 */
export type Database = PgDatabase<RowsResultHKT, typeof schema> & { $client?: pg.Pool | PGlite };

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'server';
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'server'; url: string; poolSize?: number }
  | { kind: 'embedded'; dir: string }
  /** In-memory embedded database: tests only, optionally starting from a dump (`PGlite.dumpDataDir`). */
  | { kind: 'memory'; loadDataDir?: Blob };

const defaultMigrations = path.resolve(import.meta.dirname, '../../drizzle');
/** pg-boss's schema (its default), see jobs/queue.ts. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * Whether the newest migration of drizzle's journal is applied already. drizzle's `migrate` reads and hashes every
 * migration file, makes its schema and table if missing and opens a transaction to find that out, on every start.
 * It applies exactly the migrations newer than the last one applied, so when that one is the journal's newest there
 * is nothing to do; an added migration is newer and sends the start through `migrate` as before.
 */
async function migrationsApplied(
  migrationsFolder: string,
  query: (text: string) => Promise<{ rows: unknown[] }>,
): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const [table] = (await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as found`)).rows as {
    found: boolean;
  }[];
  if (!table?.found) return false;
  const [last] = (await query(`select max(created_at)::text as applied from drizzle.__drizzle_migrations`)).rows as {
    applied: string | null;
  }[];
  return last?.applied != null && Number(last.applied) >= newest;
}

export class DatabaseInUseError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is already open in another Gamefolk process. ` +
        'Stop that process, or set DATABASE_URL to share a PostgreSQL server between instances.',
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Where a server with these settings keeps its data: the PostgreSQL server of DATABASE_URL, or DATA_DIR/db. */
export function databaseTargetOf(config: {
  databaseUrl: string | undefined;
  databasePoolSize?: number;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'server', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'embedded', dir: path.join(config.dataDir, 'db') };
}

export async function openDatabase(
  target: DatabaseTarget,
  /** drizzle's folder of migrations; tests pass another to play a database behind the code. */
  migrationsFolder = defaultMigrations,
): Promise<DatabaseHandle> {
  if (target.kind === 'server') return openServer(target.url, migrationsFolder, target.poolSize);
  if (target.kind === 'embedded') return openEmbedded(target.dir, migrationsFolder);
  return openEmbedded(undefined, migrationsFolder, target.loadDataDir);
}

async function openServer(url: string, migrationsFolder: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not take the process down;
  // the pool replaces it and the next query reports any lasting failure.
  pool.on('error', () => {});
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [advisoryLocks.migrations]);
    if (!(await migrationsApplied(migrationsFolder, (text) => client.query(text)))) {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    }
    // The job queue's tables are made here too, under the same lock: pg-boss's own install, run by instances
    // starting together on an empty database, fails on all but one (its lock comes after the catalog was read).
    const { rows } = await client.query<{ installed: boolean }>(
      `select to_regclass('${QUEUE_SCHEMA}.version') is not null as installed`,
    );
    if (!rows[0]!.installed) await client.query(PgBoss.getConstructionPlans(QUEUE_SCHEMA));
    await client.query('select pg_advisory_unlock($1)', [advisoryLocks.migrations]);
  } finally {
    client.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return { db, kind: 'server', close: () => pool.end() };
}

async function openEmbedded(
  dir: string | undefined,
  migrationsFolder: string,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  let release: (() => Promise<void>) | undefined;
  let opened: PGlite | undefined;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    // Whoever holds the folder answers the backup's request for a copy (db/dump.ts).
    release = await lockFolder(
      dir,
      answerDumps(() => opened),
    );
    if (!release) throw new DatabaseInUseError(dir);
  }
  try {
    const { client, db } = await startPglite({ dataDir: dir, loadDataDir }, migrationsFolder);
    opened = client;
    return {
      db: db as unknown as Database,
      kind: 'embedded',
      close: async () => {
        await client.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

async function startPglite(options: { dataDir?: string; loadDataDir?: Blob }, migrationsFolder: string) {
  const client = new PGlite({ ...options, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  if (!(await migrationsApplied(migrationsFolder, (text) => client.query(text)))) {
    await migratePglite(db, { migrationsFolder });
  }
  return { client, db };
}

/**
 * Tests: a migrated in-memory database's data folder as a tarball. Each test file starts from a copy of it
 * (`{ kind: 'memory', loadDataDir }`) instead of applying every migration again.
 */
export async function dumpMigratedMemoryDatabase(): Promise<Blob> {
  const { client } = await startPglite({}, defaultMigrations);
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Resolves when the database answers a statement: the outage probe (errors/outages.ts). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
