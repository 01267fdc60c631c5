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

    /** Lobbies the player made, plus lobbies they were approved into, in [from, to). */
    lobbyCount: (userId: number, from: Date, to: Date) =>
      db
        .execute<{ count: number }>(
          sql`select ((select count(*) from lobbies l where l.owner_id = ${userId}
              and l.created_at >= ${from.toISOString()}::timestamptz and l.created_at < ${to.toISOString()}::timestamptz)
            + (select count(*) from lobby_applications a where a.user_id = ${userId} and a.status = 'approved'
              and a.updated_at >= ${from.toISOString()}::timestamptz and a.updated_at < ${to.toISOString()}::timestamptz))::int as count`,
        )
        .then((result) => Number(result.rows[0]!.count)),

    /** Events the player said "going" to (and still is) in [from, to). */
    goingCount: (userId: number, from: Date, to: Date) =>
      db
        .execute<{ count: number }>(
          sql`select count(*)::int as count from event_participants p where p.user_id = ${userId}
            and p.status = 'going' and p.updated_at >= ${from.toISOString()}::timestamptz
            and p.updated_at < ${to.toISOString()}::timestamptz`,
        )
        .then((result) => Number(result.rows[0]!.count)),

    /** Game accounts (Steam, Riot) the player linked in [from, to). */
    linkedCount: (userId: number, from: Date, to: Date) =>
      db
        .execute<{ count: number }>(
          sql`select ((select count(*) from steam_accounts s where s.user_id = ${userId}
              and s.created_at >= ${from.toISOString()}::timestamptz and s.created_at < ${to.toISOString()}::timestamptz)
            + (select count(*) from riot_accounts r where r.user_id = ${userId}
              and r.created_at >= ${from.toISOString()}::timestamptz and r.created_at < ${to.toISOString()}::timestamptz))::int as count`,
        )
        .then((result) => Number(result.rows[0]!.count)),

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
