import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import lockfile from 'proper-lockfile';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'server';
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'server'; url: string }
  | { kind: 'embedded'; dir: string }
  /** In-memory embedded database: tests only. */
  | { kind: 'memory' };

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
/** Any fixed number: instances starting together on one server take turns migrating. */
const MIGRATION_LOCK_ID = 747_201;

export class DatabaseInUseError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is already open in another Gamefolk process. ` +
        'Stop that process, or set DATABASE_URL to share a PostgreSQL server between instances.',
    );
    this.name = 'DatabaseInUseError';
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'server') return openServer(target.url);
  return openEmbedded(target.kind === 'embedded' ? target.dir : undefined);
}

async function openServer(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not take the process down;
  // the pool replaces it and the next query reports any lasting failure.
  pool.on('error', () => {});
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  } finally {
    client.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return { db, kind: 'server', close: () => pool.end() };
}

async function openEmbedded(dir: string | undefined): Promise<DatabaseHandle> {
  let release: (() => Promise<void>) | undefined;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    // PGlite has no lock of its own: a second process on the same folder would corrupt it.
    try {
      release = await lockfile.lock(dir, {
        lockfilePath: path.join(dir, '.gamefolk.lock'),
        stale: 10_000,
        update: 2_000,
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'ELOCKED') throw new DatabaseInUseError(dir);
      throw error;
    }
  }
  try {
    const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
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
