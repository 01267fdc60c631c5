import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { recoveryCodes, totpFactors } from '../schema.js';

export type TotpFactorRow = typeof totpFactors.$inferSelect;
/** A stored factor's status; no row is `off` (states/totp-moves.ts). */
export type TotpStoredStatus = TotpFactorRow['status'];

/** An account's authenticator and recovery codes. Status changes are compare-and-set, made by states/totp-moves.ts. */
export function totpRepository(db: Database) {
  return {
    factorOf: (userId: number) =>
      db
        .select()
        .from(totpFactors)
        .where(eq(totpFactors.userId, userId))
        .then((rows) => rows[0]),

    /** A new pending secret: stored where there is none, or replacing one whose status is still in `replacing`. */
    begin: (userId: number, sealedSecret: string, replacing: readonly TotpStoredStatus[]) =>
      db
        .insert(totpFactors)
        .values({ userId, status: 'pending', sealedSecret })
        .onConflictDoUpdate({
          target: totpFactors.userId,
          set: { status: 'pending', sealedSecret, lastTimeStep: null, confirmedAt: null, createdAt: sql`now()` },
          setWhere: replacing.length ? inArray(totpFactors.status, [...replacing]) : sql`false`,
        })
        .returning()
        .then((rows) => rows[0]),

    /**
     * Moves the status while it is one of `from` and the secret is still `sealedSecret` (the one a code was checked
     * against); true when it moved.
     */
    moveStatus: (
      userId: number,
      from: readonly TotpStoredStatus[],
      sealedSecret: string,
      to: { status: TotpStoredStatus; lastTimeStep?: number; confirmedAt?: Date },
    ) =>
      db
        .update(totpFactors)
        .set(to)
        .where(
          and(
            eq(totpFactors.userId, userId),
            inArray(totpFactors.status, [...from]),
            eq(totpFactors.sealedSecret, sealedSecret),
          ),
        )
        .returning({ userId: totpFactors.userId })
        .then((rows) => rows.length > 0),

    /** Turns the factor off while its status is one of `from`, with its recovery codes; true when it did. */
    remove: async (userId: number, from: readonly TotpStoredStatus[]) => {
      const removed = await db
        .delete(totpFactors)
        .where(and(eq(totpFactors.userId, userId), inArray(totpFactors.status, [...from])))
        .returning({ userId: totpFactors.userId });
      if (removed.length) await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      return removed.length > 0;
    },

    /**
     * Spends the time step a code matched: true only for the first use of a step later than any used before, so
     * of two sign-ins with one code (or codes of one window) exactly one passes.
     */
    takeTimeStep: (userId: number, step: number) =>
      db
        .update(totpFactors)
        .set({ lastTimeStep: step })
        .where(
          and(
            eq(totpFactors.userId, userId),
            eq(totpFactors.status, 'on'),
            or(isNull(totpFactors.lastTimeStep), lt(totpFactors.lastTimeStep, step)),
          ),
        )
        .returning({ userId: totpFactors.userId })
        .then((rows) => rows.length > 0),

    replaceRecoveryCodes: async (userId: number, codeHashes: string[]) => {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      if (codeHashes.length)
        await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Marks the code used in the statement that finds it: true once, for the first use only. */
    useRecoveryCode: (userId: number, codeHash: string) =>
      db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
        )
        .returning({ id: recoveryCodes.id })
        .then((rows) => rows.length > 0),

    recoveryCodesLeft: (userId: number) =>
      db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
        .then((rows) => rows[0]?.left ?? 0),
  };
}
