import { DrizzleQueryError } from 'drizzle-orm';

/** The PostgreSQL unique-violation behind an error, if any (drizzle wraps the driver's error in `cause`). */
export function uniqueViolation(error: unknown): { constraint: string } | undefined {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return { constraint: e.constraint ?? '' };
  }
  return undefined;
}

/** PostgreSQL's connection exceptions (class 08) and a server shutting down, crashed or starting up (57P01–57P03). */
const SERVER_GONE = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** What the socket under a client (the database driver, S3's) reports when its server cannot be reached. */
export const NETWORK_GONE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres's own words for a connection lost or never made. */
const DRIVER_GONE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether an error says the PostgreSQL server is down or unreachable (stopped, restarting, cut off), rather than
 * that a statement failed: a query against the in-process PGlite never says so. A network code counts under drizzle's
 * query error, or thrown as it is by a connect (a transaction takes its connection from the pool without drizzle's
 * wrapper); another client's refused connection (a fetch, SMTP) arrives wrapped in its own error.
 */
export function databaseUnreachable(error: unknown): boolean {
  let underQuery = (error as { syscall?: unknown } | undefined)?.syscall === 'connect';
  for (
    let e = error as { name?: string; code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e && typeof e === 'object';
    e = e.cause as typeof e
  ) {
    if ((e as unknown) instanceof DrizzleQueryError) underQuery = true;
    if (typeof e.code === 'string' && (SERVER_GONE.test(e.code) || (underQuery && NETWORK_GONE.has(e.code))))
      return true;
    if (typeof e.message === 'string' && DRIVER_GONE.test(e.message)) return true;
  }
  return false;
}
