import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AppealStatus } from '@gamefolk/contract';
import type { Database } from '../client.js';
import { moderationAppeals, users } from '../schema.js';

export type AppealRow = typeof moderationAppeals.$inferSelect;

/**
 * What the moderators' screens read beside the log: appeals (one per log entry, moved from open only by the
 * compare-and-set of states/appeal-moves.ts), the names of the players in it, players looked up, and who manages.
 */
export function moderationRepository(db: Database) {
  return {
    users: (ids: number[]) =>
      ids.length
        ? db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids))
        : Promise.resolve([] as { id: number; username: string }[]),

    /** A manager other than `userId`: by the database flag, or an activated account of MANAGER_EMAILS. */
    otherManagerExists: (userId: number, managerEmails: readonly string[]) =>
      db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`${users.id} <> ${userId}`,
            or(
              eq(users.isManager, true),
              managerEmails.length
                ? and(isNotNull(users.activatedAt), inArray(sql`lower(${users.email})`, [...managerEmails]))
                : undefined,
            ),
          ),
        )
        .limit(1)
        .then((rows) => rows.length > 0),

    /** Players whose name starts with `q`, or whose mail is `q` (for managers looking a player up). */
    findPlayers: (q: string, limit: number) =>
      db
        .select()
        .from(users)
        .where(
          or(
            sql`lower(${users.username}) like ${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}`,
            eq(users.email, q.toLowerCase()),
          ),
        )
        .orderBy(asc(users.username))
        .limit(limit),

    appealInsert: (values: typeof moderationAppeals.$inferInsert) =>
      db
        .insert(moderationAppeals)
        .values(values)
        .onConflictDoNothing()
        .returning()
        .then((rows) => rows[0]),

    appealById: (id: number) =>
      db
        .select()
        .from(moderationAppeals)
        .where(eq(moderationAppeals.id, id))
        .then((rows) => rows[0]),

    appealsOfLogs: (logIds: number[]) =>
      logIds.length
        ? db.select().from(moderationAppeals).where(inArray(moderationAppeals.logId, logIds))
        : Promise.resolve([] as AppealRow[]),

    /** Appeals waiting, oldest first, or decided, newest first. */
    appealsPage: (decided: boolean, page: number, limit: number) =>
      db
        .select()
        .from(moderationAppeals)
        .where(decided ? sql`${moderationAppeals.status} <> 'open'` : eq(moderationAppeals.status, 'open'))
        .orderBy(decided ? desc(moderationAppeals.decidedAt) : asc(moderationAppeals.id))
        .limit(limit)
        .offset(page * limit),

    /** The one writer of an appeal's status: only from `from`, so of two managers deciding at once one lands. */
    moveAppeal: (id: number, from: readonly AppealStatus[], to: Partial<AppealRow>) =>
      db
        .update(moderationAppeals)
        .set(to)
        .where(and(eq(moderationAppeals.id, id), inArray(moderationAppeals.status, [...from])))
        .returning()
        .then((rows) => rows[0]),
  };
}
