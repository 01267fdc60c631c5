import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { posts, questCompletions } from '../schema.js';

export function questsRepository(db: Database) {
  return {
    /** Live posts (kind `post`) or comments a player wrote in [from, to). */
    writtenCount: (userId: number, kind: 'post' | 'comment', from: Date, to: Date) =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(posts)
        .where(
          and(
            eq(posts.userId, userId),
            eq(posts.kind, kind),
            sql`${posts.deletedAt} is null`,
            gte(posts.createdAt, from),
            lt(posts.createdAt, to),
          ),
        )
        .then((rows) => rows[0]!.count),

    /** Records a completion once per period; answers whether this call recorded it. */
    complete: (values: typeof questCompletions.$inferInsert) =>
      db
        .insert(questCompletions)
        .values(values)
        .onConflictDoNothing()
        .returning({ key: questCompletions.questKey })
        .then((rows) => rows.length > 0),

    /** How many periods the player completed each quest in. */
    completedCounts: (userId: number) =>
      db
        .select({ key: questCompletions.questKey, count: sql<number>`count(*)::int` })
        .from(questCompletions)
        .where(eq(questCompletions.userId, userId))
        .groupBy(questCompletions.questKey),

    pointsOf: (userId: number) =>
      db
        .select({ points: sql<number>`coalesce(sum(${questCompletions.points}), 0)::int` })
        .from(questCompletions)
        .where(eq(questCompletions.userId, userId))
        .then((rows) => rows[0]!.points),
  };
}
