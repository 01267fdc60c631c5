import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../http/app-error.js';

/** Points per window for each limited step; multiplied by RATE_LIMIT_SCALE. */
const budgets = {
  loginByIp: { points: 30, duration: 60 },
  loginByName: { points: 10, duration: 15 * 60 },
  registerByIp: { points: 10, duration: 60 * 60 },
  resetByIp: { points: 5, duration: 15 * 60 },
  resetByEmail: { points: 3, duration: 60 * 60 },
  mailCodeByUser: { points: 5, duration: 15 * 60 },
  codeAttemptByUser: { points: 10, duration: 15 * 60 },
  googleByIp: { points: 30, duration: 60 },
} as const;

export type RateLimitName = keyof typeof budgets;

export interface RateLimits {
  /** Takes one point for `key` or throws `tooManyRequests`; call it before any expensive work. */
  consume(name: RateLimitName, key: string): Promise<void>;
}

export function createRateLimits(scale: number, prefix: string, redis?: Redis): RateLimits {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const [name, budget] of Object.entries(budgets) as [RateLimitName, { points: number; duration: number }][]) {
    const opts = {
      keyPrefix: `${prefix}rl:${name}`,
      points: Math.max(1, Math.round(budget.points * scale)),
      duration: budget.duration,
    };
    limiters.set(name, redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts));
  }
  return {
    async consume(name, key) {
      try {
        await limiters.get(name)!.consume(key.toLowerCase());
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new AppError('tooManyRequests', undefined, {
            'retry-after': String(Math.ceil(error.msBeforeNext / 1000)),
          });
        }
        throw error;
      }
    },
  };
}
