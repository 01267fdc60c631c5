import type { Redis } from 'ioredis';

/** ioredis is imported only with REDIS_URL: a start on one machine without Redis does not load it. */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  // Fail commands fast while Redis is away instead of queueing them for ever.
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
