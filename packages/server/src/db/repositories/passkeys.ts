import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { passkeyChallenges, passkeys } from '../schema.js';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type PasskeyPurpose = (typeof passkeyChallenges.$inferSelect)['purpose'];

/** Passkeys and the challenges handed out for them. */
export function passkeysRepository(db: Database) {
  return {
    ofUser: (userId: number) => db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id)),

    countOfUser: (userId: number) =>
      db
        .select({ n: count() })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .then((rows) => rows[0]?.n ?? 0),

    byId: (id: number) =>
      db
        .select()
        .from(passkeys)
        .where(eq(passkeys.id, id))
        .then((rows) => rows[0]),

    byCredentialId: (credentialId: string) =>
      db
        .select()
        .from(passkeys)
        .where(eq(passkeys.credentialId, credentialId))
        .then((rows) => rows[0]),

    /** Undefined when the credential is already registered (to any account). */
    insert: (row: typeof passkeys.$inferInsert) =>
      db
        .insert(passkeys)
        .values(row)
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning()
        .then((rows) => rows[0]),

    rename: (id: number, userId: number, name: string) =>
      db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning()
        .then((rows) => rows[0]),

    remove: (id: number, userId: number) =>
      db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id })
        .then((rows) => rows.length > 0),

    /** Its counter moves forward only: of two sign-ins racing with one counter value, one moves it. */
    markUsed: (id: number, counter: number, at: Date) =>
      db
        .update(passkeys)
        .set({ counter, lastUsedAt: at })
        .where(and(eq(passkeys.id, id), sql`(${passkeys.counter} < ${counter} or ${counter} = 0)`))
        .returning({ id: passkeys.id })
        .then((rows) => rows.length > 0),

    /** Stores a challenge, dropping the expired ones on the way (they are few: each lives two minutes). */
    async addChallenge(
      challengeHash: string,
      purpose: PasskeyPurpose,
      userId: number | null,
      expiresAt: Date,
      now: Date,
    ) {
      await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, now));
      await db.insert(passkeyChallenges).values({ challengeHash, purpose, userId, expiresAt });
    },

    /** Takes a live challenge in the statement that checks it: it is gone after this, whatever the answer. */
    takeChallenge: (challengeHash: string, purpose: PasskeyPurpose, userId: number | null, now: Date) =>
      db
        .delete(passkeyChallenges)
        .where(
          and(
            eq(passkeyChallenges.challengeHash, challengeHash),
            eq(passkeyChallenges.purpose, purpose),
            userId === null ? sql`${passkeyChallenges.userId} is null` : eq(passkeyChallenges.userId, userId),
            gt(passkeyChallenges.expiresAt, now),
          ),
        )
        .returning({ hash: passkeyChallenges.challengeHash })
        .then((rows) => rows.length > 0),
  };
}
