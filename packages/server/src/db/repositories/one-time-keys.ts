import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { oneTimeKeys, type OneTimeKeyPurpose } from '../schema.js';
import { systemClock, type Clock } from '../../clock.js';

export type KeyRedemption =
  | { ok: true; userId: number; target: string | null }
  /** `usedBy`: the key was real and already spent (or superseded) by this user's account. */
  | { ok: false; reason: 'invalid' | 'expired'; usedBy?: number };

export function oneTimeKeysRepository(db: Database, clock: Clock = systemClock) {
  return {
    create: (userId: number, purpose: OneTimeKeyPurpose, keyHash: string, expiresAt: Date, target?: string) =>
      db.insert(oneTimeKeys).values({ userId, purpose, keyHash, expiresAt, target }),

    /** Short codes can repeat over time, so a new one replaces every earlier row of its purpose. */
    removeAll: (userId: number, purpose: OneTimeKeyPurpose) =>
      db.delete(oneTimeKeys).where(and(eq(oneTimeKeys.userId, userId), eq(oneTimeKeys.purpose, purpose))),

    /** The owner of a key that is unused and unexpired at `now`, without using it. */
    findLive: (keyHash: string, purpose: OneTimeKeyPurpose, now: Date) =>
      db
        .select({ userId: oneTimeKeys.userId })
        .from(oneTimeKeys)
        .where(
          and(
            eq(oneTimeKeys.keyHash, keyHash),
            eq(oneTimeKeys.purpose, purpose),
            isNull(oneTimeKeys.usedAt),
            gt(oneTimeKeys.expiresAt, now),
          ),
        )
        .then((rows) => rows[0]),

    /** Marks the key used in the same statement that checks it, so two racing uses cannot both win. */
    async redeem(keyHash: string, purpose: OneTimeKeyPurpose, now = clock()): Promise<KeyRedemption> {
      const [used] = await db
        .update(oneTimeKeys)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeKeys.keyHash, keyHash),
            eq(oneTimeKeys.purpose, purpose),
            isNull(oneTimeKeys.usedAt),
            gt(oneTimeKeys.expiresAt, now),
          ),
        )
        .returning({ userId: oneTimeKeys.userId, target: oneTimeKeys.target });
      if (used) return { ok: true, userId: used.userId, target: used.target };
      const [found] = await db
        .select({ usedAt: oneTimeKeys.usedAt, userId: oneTimeKeys.userId })
        .from(oneTimeKeys)
        .where(and(eq(oneTimeKeys.keyHash, keyHash), eq(oneTimeKeys.purpose, purpose)));
      if (found?.usedAt) return { ok: false, reason: 'invalid', usedBy: found.userId };
      return { ok: false, reason: found ? 'expired' : 'invalid' };
    },

    /** A fresh mail supersedes older links of the same purpose. */
    retireAll: (userId: number, purpose: OneTimeKeyPurpose) =>
      db
        .update(oneTimeKeys)
        .set({ usedAt: clock() })
        .where(and(eq(oneTimeKeys.userId, userId), eq(oneTimeKeys.purpose, purpose), isNull(oneTimeKeys.usedAt))),
  };
}
