import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Services } from '../../context.js';
import { AppError } from '../../errors/app-error.js';

/** Uploads one user may send at once; a third is refused with 429 until one ends. */
export const uploadsInFlight = 2;
/** How long a slot or counted bytes outlive an instance that died mid-upload. */
const STALE_SECONDS = 30 * 60;

interface Counters {
  slots: RateLimiterAbstract;
  bytes: RateLimiterAbstract;
}
const counters = new WeakMap<Services, Counters>();

/** Counted with rate-limiter-flexible: in Redis, shared by every instance, when REDIS_URL is set. */
function countersOf(services: Services): Counters {
  let found = counters.get(services);
  if (!found) {
    const prefix = `${services.config.redisPrefix}uploads:`;
    const make = (name: string, points: number) => {
      const opts = { keyPrefix: prefix + name, points, duration: STALE_SECONDS };
      return services.redis
        ? new RateLimiterRedis({ ...opts, storeClient: services.redis })
        : new RateLimiterMemory(opts);
    };
    found = { slots: make('inFlight', uploadsInFlight), bytes: make('bytes', Number.MAX_SAFE_INTEGER) };
    counters.set(services, found);
  }
  return found;
}

/**
 * One of the user's upload slots (and one of their uploads this hour), held while a file is received and stored; the bytes received so far count
 * toward the user's quota (`count` answers the user's bytes in flight, theirs and their other uploads').
 */
export async function takeUploadSlot(services: Services, userId: number) {
  const { slots, bytes } = countersOf(services);
  const key = String(userId);
  // Every upload starts here, by either road (POST /api/upload, uploadFile): the player's hourly count first.
  await services.rateLimits.consume('uploadByUser', key);
  try {
    await slots.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      // A refused take counted too: given back, so that the slots free again when the two uploads end.
      await slots.reward(key, 1);
      throw new AppError('tooManyRequests', 'file', { 'retry-after': '5' });
    }
    throw error;
  }
  let counted = 0;
  return {
    async count(received: number): Promise<number> {
      counted += received;
      return (await bytes.penalty(key, received)).consumedPoints;
    },
    async release() {
      await Promise.all([slots.reward(key, 1), counted ? bytes.reward(key, counted) : undefined]);
    },
  };
}
