// Statements PostgreSQL plans once per connection, on a server and on embedded PGlite alike.
import { parse, PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../client.js';
import { rawSql } from './raw-sql.js';

/**
 * Prepares a query under `name`. On a server drizzle sends it as a named statement, parsed and planned once
 * per pooled connection. Drizzle's PGlite driver would parse and plan it again on every call (for the feed,
 * most of the work), so there it runs as a named statement as well: parsed once, then bound and executed.
 */
export function prepared<P>(db: Database, query: { prepare(name: string): P }, name: string): P {
  const statement = query.prepare(name);
  const client = (db as { $client?: unknown }).$client;
  // Drizzle's prepared query calls `client.query(text, params, options)` and maps the rows itself.
  if (client instanceof PGlite) Object.assign(statement as object, { client: { query: namedOn(client, name) } });
  return statement;
}

/**
 * A statement written in SQL with $1, $2... parameters, for the few hot paths a query builder cannot
 * express as one statement. On a server it is sent named, so each pooled connection plans it once.
 */
export function preparedSql<Row>(db: Database, name: string, text: string): (values: unknown[]) => Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return (values) => client.query({ name, text, values }).then((result) => result.rows as Row[]);
  }
  if (client instanceof PGlite) return (values) => client.query<Row>(text, values).then((result) => result.rows);
  // Repositories bound to a transaction: its own connection (a pooled client, or PGlite's transaction).
  const sql = rawSql(db);
  return (values) => sql(text, values).then((result) => result.rows as Row[]);
}

/** Parameter types of each statement parsed on an embedded database, by name. */
const parsed = new WeakMap<PGlite, Map<string, { text: string; types: number[] }>>();

function concat(parts: Uint8Array[]) {
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

function namedOn(pglite: PGlite, name: string) {
  const { serialize } = protocol;
  const statements = parsed.get(pglite) ?? new Map<string, { text: string; types: number[] }>();
  parsed.set(pglite, statements);

  const parseOnce = async (text: string) => {
    const known = statements.get(name);
    if (known?.text === text) return known.types;
    const messages = [
      ...(known ? [serialize.close({ type: 'S', name })] : []),
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ];
    const { messages: described } = await pglite.execProtocol(concat(messages), { syncToFs: false });
    const types = parse.parseDescribeStatementResults(described);
    statements.set(name, { text, types });
    return types;
  };

  // As PGlite's own query(): after any open transaction, one statement at a time, then synced to its files.
  return async (text: string, params: unknown[], options: QueryOptions): Promise<Results> => {
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const types = await parseOnce(text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = options.serializers?.[types[i]!] ?? pglite.serializers[types[i]!];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await pglite.execProtocol(
          concat([
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await pglite.syncToFs();
        return parse.parseResults(messages, pglite.parsers, options)[0]!;
      }),
    );
  };
}
