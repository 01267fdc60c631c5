import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  follows,
  hashtags,
  postAttachments,
  postHashtags,
  postHits,
  posts,
  users,
  type Attachment,
} from '../schema.js';
import { notBlockedSql } from './graph.js';

export type PostRow = typeof posts.$inferSelect;
type Page = { page: number; limit: number };

/** Discover looks this far back; older posts are found through profiles, tags and search. */
const DISCOVER_WINDOW = sql`interval '30 days'`;

/**
 * Discover's documented score: engagement (hits 1, comments 2, reposts 3, plus 1) divided by age in hours
 * (plus 2) to the power 1.5, so a fresh post with a few hits outranks an old one with many.
 */
const discoverScore = sql`((${posts.hitCount} + 2 * ${posts.commentCount} + 3 * ${posts.repostCount} + 1)
  / power(extract(epoch from (now() - ${posts.createdAt})) / 3600 + 2, 1.5))`;

export function feedRepository(db: Database) {
  /** A post the viewer may see: its author is active and neither has blocked the other. */
  const visibleTo = (viewerId: number | null): SQL => {
    const active = sql`exists (select 1 from ${users} u where u.id = ${posts.userId} and u.frozen_at is null and u.deleted_at is null)`;
    return viewerId ? and(active, notBlockedSql(viewerId, posts.userId))! : active;
  };
  const listed = and(ne(posts.kind, 'comment'), isNull(posts.deletedAt))!;
  const paged = (
    query: { limit: (n: number) => { offset: (n: number) => Promise<PostRow[]> } },
    { page, limit }: Page,
  ) => query.limit(limit).offset(page * limit);

  return {
    insert: (values: typeof posts.$inferInsert) =>
      db
        .insert(posts)
        .values(values)
        .returning()
        .then((rows) => rows[0]!),

    byId: (id: number) =>
      db
        .select()
        .from(posts)
        .where(eq(posts.id, id))
        .then((rows) => rows[0]),

    byIds: (ids: number[]) =>
      ids.length ? db.select().from(posts).where(inArray(posts.id, ids)) : Promise.resolve([]),

    byShare: (share: string) =>
      db
        .select()
        .from(posts)
        .where(eq(posts.share, share))
        .then((rows) => rows[0]),

    isVisible: (id: number, viewerId: number | null) =>
      db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.id, id), visibleTo(viewerId)))
        .then((rows) => rows.length > 0),

    update: (id: number, values: Partial<typeof posts.$inferInsert>) =>
      db
        .update(posts)
        .set(values)
        .where(eq(posts.id, id))
        .returning()
        .then((rows) => rows[0]!),

    bump: (id: number, column: 'commentCount' | 'repostCount', delta: number) =>
      db
        .update(posts)
        .set({ [column]: sql`greatest(0, ${posts[column]} + ${delta})` })
        .where(eq(posts.id, id)),

    /** You and the people you follow, newest first. */
    myFeed: (viewerId: number, page: Page) =>
      paged(
        db
          .select()
          .from(posts)
          .where(
            and(
              listed,
              sql`(${posts.userId} = ${viewerId} or ${posts.userId} in (select ${follows.userId} from ${follows} where ${follows.followerId} = ${viewerId}))`,
              visibleTo(viewerId),
            ),
          )
          .orderBy(desc(posts.id)),
        page,
      ),

    discover: (viewerId: number, page: Page) =>
      paged(
        db
          .select()
          .from(posts)
          .where(and(listed, gt(posts.createdAt, sql`now() - ${DISCOVER_WINDOW}`), visibleTo(viewerId)))
          .orderBy(desc(discoverScore), desc(posts.id)),
        page,
      ),

    byAuthor: (authorId: number, viewerId: number, page: Page) =>
      paged(
        db
          .select()
          .from(posts)
          .where(and(listed, eq(posts.userId, authorId), visibleTo(viewerId)))
          .orderBy(desc(posts.id)),
        page,
      ),

    byOrganization: (organizationId: number, viewerId: number, page: Page) =>
      paged(
        db
          .select()
          .from(posts)
          .where(and(listed, eq(posts.organizationId, organizationId), visibleTo(viewerId)))
          .orderBy(desc(posts.id)),
        page,
      ),

    byHashtag: (tag: string, viewerId: number, page: Page) =>
      paged(
        db
          .select()
          .from(posts)
          .where(
            and(
              listed,
              sql`${posts.id} in (select ph.post_id from ${postHashtags} ph join ${hashtags} h on h.id = ph.hashtag_id where h.tag = ${tag})`,
              visibleTo(viewerId),
            ),
          )
          .orderBy(desc(posts.id)),
        page,
      ),

    search: (text: string, viewerId: number, page: Page) =>
      paged(
        db
          .select()
          .from(posts)
          .where(
            and(listed, sql`${posts.contentText} ilike ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}`, visibleTo(viewerId)),
          )
          .orderBy(desc(posts.id)),
        page,
      ),

    /** Comments of a post, or replies of a comment, oldest first (deleted ones stay, shown as deleted). */
    comments: (parentId: number, viewerId: number, page: Page) =>
      paged(
        db
          .select()
          .from(posts)
          .where(and(eq(posts.parentId, parentId), eq(posts.kind, 'comment'), visibleTo(viewerId)))
          .orderBy(asc(posts.id)),
        page,
      ),

    /** Hits or un-hits; the counter moves in the same transaction as the row. */
    toggleHit: (postId: number, userId: number) =>
      db.transaction(async (tx) => {
        const added = await tx.insert(postHits).values({ postId, userId }).onConflictDoNothing().returning();
        if (added.length === 0)
          await tx.delete(postHits).where(and(eq(postHits.postId, postId), eq(postHits.userId, userId)));
        const delta = added.length ? 1 : -1;
        const [row] = await tx
          .update(posts)
          .set({ hitCount: sql`greatest(0, ${posts.hitCount} + ${delta})` })
          .where(eq(posts.id, postId))
          .returning({ hitCount: posts.hitCount });
        return { hit: added.length > 0, hitCount: row!.hitCount };
      }),

    hitsBy: (userId: number, postIds: number[]) =>
      postIds.length
        ? db
            .select({ postId: postHits.postId })
            .from(postHits)
            .where(and(eq(postHits.userId, userId), inArray(postHits.postId, postIds)))
            .then((rows) => new Set(rows.map((r) => r.postId)))
        : Promise.resolve(new Set<number>()),

    likers: (postId: number, viewerId: number, { page, limit }: Page) =>
      db
        .select({
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          photoUrl: users.photoUrl,
        })
        .from(postHits)
        .innerJoin(users, eq(users.id, postHits.userId))
        .where(
          and(
            eq(postHits.postId, postId),
            isNull(users.frozenAt),
            isNull(users.deletedAt),
            notBlockedSql(viewerId, users.id),
          ),
        )
        .orderBy(desc(postHits.createdAt))
        .limit(limit)
        .offset(page * limit),

    setAttachments: (postId: number, userId: number, attachments: Attachment[]) =>
      db.transaction(async (tx) => {
        await tx.delete(postAttachments).where(eq(postAttachments.postId, postId));
        if (attachments.length) {
          await tx
            .insert(postAttachments)
            .values(attachments.map((a) => ({ postId, userId, type: a.type, url: a.attachmentUrl })));
        }
      }),

    /** A profile's gallery: attachments of its posts that still stand, newest first. */
    attachments: (userId: number, { page, limit }: { page: number; limit: number }) =>
      db
        .select({
          id: postAttachments.id,
          feedId: postAttachments.postId,
          type: postAttachments.type,
          attachmentUrl: postAttachments.url,
        })
        .from(postAttachments)
        .innerJoin(posts, eq(posts.id, postAttachments.postId))
        .where(and(eq(postAttachments.userId, userId), isNull(posts.deletedAt)))
        .orderBy(desc(postAttachments.id))
        .limit(limit)
        .offset((page - 1) * limit),

    /** Replaces a post's tags with these (lowercased, without #). */
    setHashtags: (postId: number, tags: string[]) =>
      db.transaction(async (tx) => {
        await tx.delete(postHashtags).where(eq(postHashtags.postId, postId));
        if (!tags.length) return;
        await tx
          .insert(hashtags)
          .values(tags.map((tag) => ({ tag })))
          .onConflictDoNothing();
        const rows = await tx.select({ id: hashtags.id }).from(hashtags).where(inArray(hashtags.tag, tags));
        await tx
          .insert(postHashtags)
          .values(rows.map((r) => ({ postId, hashtagId: r.id })))
          .onConflictDoNothing();
      }),

    /** Tags by how many live posts used them since `since`; promoted tags first. */
    trends: (since: Date, limit: number) =>
      db
        .select({
          id: hashtags.id,
          tag: hashtags.tag,
          promoted: hashtags.promoted,
          promotedLabel: hashtags.promotedLabel,
          count: count(postHashtags.postId),
        })
        .from(hashtags)
        .leftJoin(postHashtags, and(eq(postHashtags.hashtagId, hashtags.id), gt(postHashtags.createdAt, since)))
        .leftJoin(posts, and(eq(posts.id, postHashtags.postId), isNull(posts.deletedAt)))
        .groupBy(hashtags.id)
        .having(sql`count(${posts.id}) > 0 or ${hashtags.promoted}`)
        .orderBy(desc(hashtags.promoted), desc(count(posts.id)), asc(hashtags.tag))
        .limit(limit),

    promote: (tag: string, label: string | null) =>
      db
        .insert(hashtags)
        .values({ tag, promoted: label !== null, promotedLabel: label })
        .onConflictDoUpdate({ target: hashtags.tag, set: { promoted: label !== null, promotedLabel: label } })
        .returning()
        .then((rows) => rows[0]!),

    tagCount: (tagId: number, since: Date) =>
      db
        .select({ n: count() })
        .from(postHashtags)
        .innerJoin(posts, eq(posts.id, postHashtags.postId))
        .where(and(eq(postHashtags.hashtagId, tagId), gt(postHashtags.createdAt, since), isNull(posts.deletedAt)))
        .then((rows) => rows[0]?.n ?? 0),
  };
}
