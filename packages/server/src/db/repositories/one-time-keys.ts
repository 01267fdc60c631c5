import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { oneTimeKeys, type OneTimeKeyPurpose } from '../schema.js';

export type KeyRedemption = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

export function oneTimeKeysRepository(db: Database) {
  return {
    create: (userId: number, purpose: OneTimeKeyPurpose, keyHash: string, expiresAt: Date) =>
      db.insert(oneTimeKeys).values({ userId, purpose, keyHash, expiresAt }),

    /** Marks the key used in the same statement that checks it, so two racing uses cannot both win. */
    async redeem(keyHash: string, purpose: OneTimeKeyPurpose): Promise<KeyRedemption> {
      const [used] = await db
        .update(oneTimeKeys)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeKeys.keyHash, keyHash),
            eq(oneTimeKeys.purpose, purpose),
            isNull(oneTimeKeys.usedAt),
            gt(oneTimeKeys.expiresAt, new Date()),
          ),
        )
        .returning({ userId: oneTimeKeys.userId });
      if (used) return { ok: true, userId: used.userId };
      const [found] = await db
        .select({ usedAt: oneTimeKeys.usedAt })
        .from(oneTimeKeys)
        .where(and(eq(oneTimeKeys.keyHash, keyHash), eq(oneTimeKeys.purpose, purpose)));
      return { ok: false, reason: found && !found.usedAt ? 'expired' : 'invalid' };
    },

    /** A fresh mail supersedes older links of the same purpose. */
    retireAll: (userId: number, purpose: OneTimeKeyPurpose) =>
      db
        .update(oneTimeKeys)
        .set({ usedAt: new Date() })
        .where(and(eq(oneTimeKeys.userId, userId), eq(oneTimeKeys.purpose, purpose), isNull(oneTimeKeys.usedAt))),
  };
}
