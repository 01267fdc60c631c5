import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { moderationLog, users } from '../schema.js';

export type ModerationLogRow = typeof moderationLog.$inferSelect;

/** The moderation log: entries are appended and read, never changed or removed (moderation.test.ts holds it). */
export function moderationLogRepository(db: Database) {
  return {
    append: (values: typeof moderationLog.$inferInsert) =>
      db
        .insert(moderationLog)
        .values(values)
        .returning()
        .then((rows) => rows[0]!),

    /** A page of entries, newest first, of one player, by one moderator, or of all. */
    page: (page: number, limit: number, userId?: number, moderatorId?: number) =>
      db
        .select()
        .from(moderationLog)
        .where(
          and(
            userId === undefined ? undefined : eq(moderationLog.userId, userId),
            moderatorId === undefined ? undefined : eq(moderationLog.moderatorId, moderatorId),
          ),
        )
        .orderBy(desc(moderationLog.id))
        .limit(limit)
        .offset(page * limit),

    byIds: (ids: number[]) =>
      ids.length
        ? db.select().from(moderationLog).where(inArray(moderationLog.id, ids))
        : Promise.resolve([] as ModerationLogRow[]),

    /** Which of these subjects a manager removed. */
    removedOf: (subjects: { type: string; id: number }[]) =>
      subjects.length
        ? db
            .select({ type: moderationLog.subjectType, id: moderationLog.subjectId })
            .from(moderationLog)
            .where(
              and(
                eq(moderationLog.action, 'remove'),
                isNotNull(moderationLog.subjectId),
                or(
                  ...subjects.map((s) =>
                    and(sql`${moderationLog.subjectType} = ${s.type}`, eq(moderationLog.subjectId, s.id)),
                  ),
                ),
              ),
            )
        : Promise.resolve([]),

    /** The newest entry that moved the player's standing (warn, suspend, ban, lift, or a granted appeal). */
    lastStandingMove: (userId: number) =>
      db
        .select()
        .from(moderationLog)
        .where(
          and(
            eq(moderationLog.userId, userId),
            inArray(moderationLog.action, ['warn', 'suspend', 'ban', 'lift', 'granted']),
          ),
        )
        .orderBy(desc(moderationLog.id))
        .limit(1)
        .then((rows) => rows[0]),

    /** Players banned before `before` and banned still (their newest standing entry is the ban). */
    bannedBefore: (before: Date) =>
      db.execute<{ id: number }>(sql`
        select u.id from ${users} u
        where u.standing = 'banned' and (
          select l.created_at from ${moderationLog} l
          where l.user_id = u.id and l.action in ('ban', 'suspend', 'lift', 'granted')
          order by l.id desc limit 1
        ) < ${before.toISOString()}::timestamptz
        limit 100`),
  };
}
