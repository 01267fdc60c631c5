import { chatIdUnitsPerMs } from '@gamefolk/contract';
import type { Redis } from 'ioredis';

/**
 * Chat message ids are made by the instance that takes the message, before it is stored, so that the members
 * can be told at once (docs/decisions.md). An id is the time in milliseconds since 2026, then the instance's
 * number (6 bits), then a counter within the millisecond (6 bits): 53 bits, a safe JavaScript integer.
 * Ids grow with time on every instance, and within one instance strictly. Ids stored before this scheme
 * came from a sequence and are all smaller.
 */
export const CHAT_ID_EPOCH = Date.UTC(2026, 0, 1);
const INSTANCE_BITS = 64;
const PER_MS = chatIdUnitsPerMs / INSTANCE_BITS;

export interface ChatIds {
  next(): number;
  /** The greatest id that any instance (on a clock in step with this one) can have made before this millisecond. */
  madeBefore(): number;
}

export function createChatIds(instance: number, clock: () => number = Date.now): ChatIds {
  if (!Number.isInteger(instance) || instance < 0 || instance >= INSTANCE_BITS) throw new Error('bad instance');
  let lastMs = 0;
  let counter = 0;
  return {
    next() {
      const ms = Math.max(clock() - CHAT_ID_EPOCH, lastMs);
      if (ms === lastMs) {
        counter++;
        // More than 64 in one millisecond: borrow the next one, so ids still only grow.
        if (counter === PER_MS) {
          lastMs++;
          counter = 0;
        }
      } else {
        lastMs = ms;
        counter = 0;
      }
      return lastMs * chatIdUnitsPerMs + instance * PER_MS + counter;
    },
    madeBefore: () => (clock() - CHAT_ID_EPOCH) * chatIdUnitsPerMs - 1,
  };
}

/**
 * The instance's number: with Redis, the next of a shared counter (instances started within 64 of each other
 * differ); alone, 0. Two instances sharing a number could only collide on the same millisecond and counter,
 * and the database's primary key refuses the second (its sender is told, its members see it withdrawn).
 */
export async function instanceNumber(redis: Redis | undefined, prefix: string): Promise<number> {
  if (!redis) return 0;
  return (await redis.incr(`${prefix}chat-instance`)) % INSTANCE_BITS;
}
