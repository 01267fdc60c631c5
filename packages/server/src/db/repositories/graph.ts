import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { blocks, follows, organizationFollows, users } from '../schema.js';
import { blockedEitherWay } from './block-hides.js';

/** A block between the two, whoever made it. */
const eitherWay = (a: number, b: number) =>
  or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)));

export function graphRepository(db: Database) {
  /** The blocks between `viewerId` and any of `ids`, either way. */
  const blockRowsAmong = (viewerId: number, ids: number[]) =>
    ids.length
      ? db
          .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
          .from(blocks)
          .where(
            or(
              and(eq(blocks.blockerId, viewerId), inArray(blocks.blockedId, ids)),
              and(eq(blocks.blockedId, viewerId), inArray(blocks.blockerId, ids)),
            ),
          )
      : Promise.resolve([] as { blockerId: number; blockedId: number }[]);

  return {
    isBlockedEitherWay: (a: number, b: number) =>
      db
        .select({ x: blocks.blockerId })
        .from(blocks)
        .where(eitherWay(a, b))
        .limit(1)
        .then((rows) => rows.length > 0),
    /** Who of the two blocked the other, if either did: `viewerId`'s own block counts first. */
    blockBetween: (viewerId: number, otherId: number) =>
      db
        .select({ blockerId: blocks.blockerId })
        .from(blocks)
        .where(eitherWay(viewerId, otherId))
        .then((rows): 'mine' | 'theirs' | undefined =>
          rows.some((row) => row.blockerId === viewerId) ? 'mine' : rows.length ? 'theirs' : undefined,
        ),

    /** Follows, or unfollows when already following; answers the new state. */
    toggleFollow: (followerId: number, userId: number) =>
      db.transaction(async (tx) => {
        const added = await tx.insert(follows).values({ followerId, userId }).onConflictDoNothing().returning();
        if (added.length) return true;
        await tx.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.userId, userId)));
        return false;
      }),

    /** A block also ends any follow between the two, both ways. */
    block: (blockerId: number, blockedId: number) =>
      db.transaction(async (tx) => {
        await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
        await tx
          .delete(follows)
          .where(
            or(
              and(eq(follows.followerId, blockerId), eq(follows.userId, blockedId)),
              and(eq(follows.followerId, blockedId), eq(follows.userId, blockerId)),
            ),
          );
      }),

    unblock: (blockerId: number, blockedId: number) =>
      db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .returning()
        .then((rows) => rows.length > 0),

    blockedBy: (blockerId: number) =>
      db
        .select({ user: users, createdAt: blocks.createdAt })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt)),

    /** Everyone who has a block with `userId`, either way. */
    blockedWithAnyone: (userId: number) => blockedEitherWay(db, userId),

    /** For each of `ids` with a block with `viewerId`: who made it (`blockBetween`'s answer), the viewer's first. */
    blocksAmong: (viewerId: number, ids: number[]) =>
      blockRowsAmong(viewerId, ids).then((rows) => {
        const made = new Map<number, 'mine' | 'theirs'>();
        for (const row of rows) {
          const mine = row.blockerId === viewerId;
          const other = mine ? row.blockedId : row.blockerId;
          if (mine || !made.has(other)) made.set(other, mine ? 'mine' : 'theirs');
        }
        return made;
      }),

    /** Which of `ids` have a block with `viewerId`, either way. */
    blockedAmong: (viewerId: number, ids: number[]) =>
      blockRowsAmong(viewerId, ids).then(
        (rows) => new Set(rows.map((r) => (r.blockerId === viewerId ? r.blockedId : r.blockerId))),
      ),

    /** Whom a viewer follows, people and organizations: what My feed is made of. */
    feedSources: async (viewerId: number) => {
      const result = await db.execute<{ users: number[]; organizations: number[] }>(sql`
        select array(select ${follows.userId} from ${follows} where ${follows.followerId} = ${viewerId}) as users,
          array(select ${organizationFollows.organizationId} from ${organizationFollows}
            where ${organizationFollows.userId} = ${viewerId}) as organizations`);
      const row = result.rows[0]!;
      return { users: row.users.map(Number), organizations: row.organizations.map(Number) };
    },

    followLists: async (userId: number) => {
      const [followers, following] = await Promise.all([
        db
          .select({ id: follows.followerId })
          .from(follows)
          .where(eq(follows.userId, userId))
          .orderBy(desc(follows.createdAt)),
        db
          .select({ id: follows.userId })
          .from(follows)
          .where(eq(follows.followerId, userId))
          .orderBy(desc(follows.createdAt)),
      ]);
      return { followers: followers.map((r) => r.id), following: following.map((r) => r.id) };
    },

    isFollowing: (followerId: number, userId: number) =>
      db
        .select({ x: follows.followerId })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.userId, userId)))
        .then((rows) => rows.length > 0),
  };
}
