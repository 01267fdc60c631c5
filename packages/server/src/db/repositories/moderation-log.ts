import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { moderationLog } from '../schema.js';

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

    /** A page of entries, newest first, of one player or of all. */
    page: (page: number, limit: number, userId?: number) =>
      db
        .select()
        .from(moderationLog)
        .where(userId === undefined ? undefined : eq(moderationLog.userId, userId))
        .orderBy(desc(moderationLog.id))
        .limit(limit)
        .offset(page * limit),

    byIds: (ids: number[]) =>
      ids.length
        ? db.select().from(moderationLog).where(inArray(moderationLog.id, ids))
        : Promise.resolve([] as ModerationLogRow[]),
  };
}
