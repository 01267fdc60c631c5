import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { systemMs } from '../clock.js';

const TTL_S = 90;

/**
 * Who has an open tab anywhere, so push goes only to people who would otherwise miss a notification.
 * Each instance writes its own count per user into Redis with a heartbeat; a crashed instance's entry
 * goes stale and stops counting after the TTL.
 */
export interface Presence {
  add(userId: number): void;
  remove(userId: number): void;
  isOnline(userId: number): Promise<boolean>;
  close(): void;
}

export function createPresence(redis: Redis | undefined, prefix: string): Presence {
  const counts = new Map<number, number>();
  const instance = randomUUID();
  const key = (userId: number) => `${prefix}online:${userId}`;
  const write = (userId: number) => {
    if (!redis) return;
    const n = counts.get(userId) ?? 0;
    const value = `${n}:${systemMs()}`;
    void redis
      .multi()
      .hset(key(userId), instance, value)
      .expire(key(userId), TTL_S)
      .exec()
      .catch(() => undefined);
  };
  const heartbeat = setInterval(() => counts.forEach((_n, userId) => write(userId)), (TTL_S / 3) * 1000);
  heartbeat.unref();

  return {
    add(userId) {
      counts.set(userId, (counts.get(userId) ?? 0) + 1);
      write(userId);
    },
    remove(userId) {
      const n = (counts.get(userId) ?? 1) - 1;
      if (n > 0) counts.set(userId, n);
      else counts.delete(userId);
      write(userId);
    },
    async isOnline(userId) {
      if ((counts.get(userId) ?? 0) > 0) return true;
      if (!redis) return false;
      const entries = await redis.hvals(key(userId)).catch(() => [] as string[]);
      // Real time, whatever clock a test gives the app: the entry also expires in Redis (EXPIRE), which runs on it.
      const fresh = systemMs() - TTL_S * 1000;
      return entries.some((v) => {
        const [n, at] = v.split(':').map(Number);
        return (n ?? 0) > 0 && (at ?? 0) > fresh;
      });
    },
    close() {
      clearInterval(heartbeat);
      if (redis) counts.forEach((_n, userId) => void redis.hdel(key(userId), instance).catch(() => undefined));
    },
  };
}
