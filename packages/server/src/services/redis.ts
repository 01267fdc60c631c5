import { Redis } from 'ioredis';

export function connectRedis(url: string): Redis {
  // Fail commands fast while Redis is away instead of queueing them for ever.
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
