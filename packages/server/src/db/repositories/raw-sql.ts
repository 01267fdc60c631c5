import type { Database } from '../client.js';

/** What a job queue needs of a connection: text with $1, $2... parameters, and rows back. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: several statements in one text, which its `query` refuses. */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * The connection under a Drizzle database or transaction (a pool, PGlite, or the transaction's own client), so
 * that a library speaking plain SQL (the job queue) writes inside the same transaction as the repositories.
 */
export function rawSql(db: Database): ExecuteSql {
  const client = (db as unknown as { session: { client: RawClient } }).session.client;
  return async (text, values) => {
    if (values?.length || !client.exec) return client.query(text, values);
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
}
