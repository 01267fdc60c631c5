import type { Redis } from 'ioredis';

/** ioredis is imported only with REDIS_URL: a start on one machine without Redis does not load it. */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  // Fail commands fast while Redis is away instead of queueing them for ever: a command waits for at most two
  // reconnects, tried at most a quarter of a second apart (so Redis back is also noticed within that time).
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 50, 250),
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}
