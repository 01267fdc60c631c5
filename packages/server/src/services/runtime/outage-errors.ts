import { databaseUnreachable, NETWORK_GONE } from '../../db/errors.js';
import { AppError } from '../../errors/app-error.js';
import { RETRY_AFTER_S, type Dependency, type Outages } from '../../errors/outages.js';

/** What ioredis rejects a command with while Redis is away (queued too long, or the connection closed under it). */
const REDIS_GONE =
  /^(Connection is closed\.|Command aborted due to connection close|Stream isn't writeable|Reached the max retries per request limit)/;

type Link = {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  $metadata?: unknown;
  $fault?: unknown;
};

/**
 * The dependency an error says is down, if any: PostgreSQL stopped or unreachable (db/errors.ts), Redis away
 * (ioredis's MaxRetriesPerRequestError, a closed connection), S3 unreachable or failing on its side (the AWS SDK's
 * errors carry `$metadata`). Providers answer their own 503 (`ProviderUnavailable`); anything else is a bug (500).
 */
export function unavailableDependency(error: unknown): Dependency | undefined {
  for (let e = error as Link | undefined; e && typeof e === 'object'; e = e.cause as Link | undefined) {
    if (e.name === 'MaxRetriesPerRequestError' || (typeof e.message === 'string' && REDIS_GONE.test(e.message))) {
      return 'redis';
    }
    if (
      e.$metadata &&
      ((typeof e.code === 'string' && NETWORK_GONE.has(e.code)) || e.name === 'TimeoutError' || e.$fault === 'server')
    ) {
      return 'storage';
    }
  }
  // Last: a refused connect is PostgreSQL's only when no other client (S3's carry `$metadata`) claimed it.
  return databaseUnreachable(error) ? 'database' : undefined;
}

/** The client's answer to a call that met an outage: 503 with Retry-After, the outage noted (and logged once). */
export function outageError(error: unknown, outages: Outages | undefined): AppError | undefined {
  const dependency = unavailableDependency(error);
  if (!dependency) return undefined;
  outages?.down(dependency, error);
  return new AppError('serviceUnavailable', undefined, { 'retry-after': String(RETRY_AFTER_S) });
}
