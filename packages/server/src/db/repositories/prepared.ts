// Statements a PostgreSQL server plans once per connection. (Drizzle's own `query.prepare(name)` does the same for
// a query built with Drizzle.) Embedded PGlite parses and plans every call: its public `query` has no named
// statements, and a deployment whose load needs that saved runs on a PostgreSQL server.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../client.js';
import { withParameters } from './raw-sql.js';

/**
 * A statement written in SQL with $1, $2... parameters, for the few hot paths a query builder cannot
 * express as one statement. On a server it is sent named, so each pooled connection plans it once.
 */
export function preparedSql<Row extends object>(
  db: Database,
  name: string,
  text: string,
): (values: unknown[]) => Promise<Row[]> {
  const client = db.$client;
  if (client instanceof pg.Pool) {
    return (values) => client.query<Row & pg.QueryResultRow>({ name, text, values }).then((result) => result.rows);
  }
  if (client instanceof PGlite) return (values) => client.query<Row>(text, values).then((result) => result.rows);
  // Repositories bound to a transaction: on its connection, through Drizzle.
  return (values) =>
    db.execute<Row & Record<string, unknown>>(withParameters(text, values)).then((result) => result.rows);
}
