import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../client.js';

/** What a job queue needs of a connection: text with $1, $2... parameters, and rows back. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * `text`'s $1, $2... as Drizzle parameters, each `$n` where it stands. Only for statements whose text we know (our
 * prepared SQL, pg-boss's job insert): a `$n` inside a quoted string or a dollar-quoted body would be taken too.
 */
export function withParameters(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/u);
  return sql.join(
    parts.map((part, i) => (i % 2 ? sql.param(values[Number(part) - 1]) : sql.raw(part))),
    sql.raw(''),
  );
}

/**
 * Plain SQL on the connection under a Drizzle database or transaction, so that a library speaking plain SQL (the
 * job queue) writes inside the same transaction as the repositories: the driver we opened (a pool, or PGlite)
 * for a database, Drizzle's own `execute` for a transaction.
 */
export function rawSql(db: Database): ExecuteSql {
  const client = db.$client;
  if (client instanceof pg.Pool) return (text, values) => client.query(text, values);
  // PGlite's `query` takes one statement; `exec` several (pg-boss installs its schema so), without parameters.
  if (client instanceof PGlite) {
    return async (text, values) =>
      values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] });
  }
  return (text, values = []) => db.execute(withParameters(text, values));
}
