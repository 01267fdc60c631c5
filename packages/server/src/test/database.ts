import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.js';

/** What the server project's global setup (test/global-setup.ts) migrated once for the whole run. */
export interface MigratedTemplate {
  /** A tarball of a migrated embedded database's data folder. */
  embedded?: string;
  /** A migrated database on the DATABASE_URL server, for `create database … template`. */
  server?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

let template: Promise<MigratedTemplate> | undefined;

/** Benchmarks run outside vitest, with no global setup: they migrate as before. */
function migratedTemplate(): Promise<MigratedTemplate> {
  template ??= process.env.VITEST
    ? import('vitest').then(({ inject }) => inject('migratedTemplate') ?? {})
    : Promise.resolve({});
  return template;
}

/** The name of a throwaway database on the server; only letters, digits and `_`, so it needs no quoting. */
export function throwawayDatabaseName(prefix: string) {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/**
 * A database for one test file: in-memory embedded PostgreSQL by default, or a throwaway database
 * on the server named by DATABASE_URL, dropped again when the file is done. Both start as a copy of the
 * run's migrated template when there is one; opening still applies any migration the copy lacks.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  const { embedded, server } = await migratedTemplate();
  if (!serverUrl) {
    const loadDataDir = embedded ? new Blob([await fs.readFile(embedded)]) : undefined;
    return openDatabase({ kind: 'memory', loadDataDir });
  }

  const name = throwawayDatabaseName('gf_test');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${server ? ` template ${server}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'server', url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
