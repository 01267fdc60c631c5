import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { alias } from 'drizzle-orm/pg-core';
import {
  hashtags,
  organizations,
  postAttachments,
  postHashtags,
  postHits,
  posts,
  users,
  type Attachment,
} from '../schema.js';
import {
  contextsOf,
  discoverQuery,
  discoverSharedQuery,
  discoverNewerQuery,
  inContext,
  listed,
  myFeedQuery,
  feedValues,
  pageInContext,
  postsInContext,
  visibleTo,
  type FeedPostRow,
  type Page,
} from './feed-queries.js';
import { blockedEitherWaySql, notBlockedSql } from './block-hides.js';
import { organizationStands, userStands } from './user-stands.js';

export type {
  FeedAuthorRow,
  FeedOrganizationRow,
  FeedPostRow,
  PostContext,
  PostInContext,
  PostRow,
} from './feed-queries.js';

const threadRoot = alias(posts, 'thread_root');

/** The same predicate as posts_plain_repost_idx, which keeps one such repost per speaker and post. */
const plainRepost = sql`${posts.kind} = 'repost' and ${posts.deletedAt} is null and ${posts.contentText} = '' and ${posts.attachments} = '[]'::jsonb`;

export function feedRepository(db: Database) {
  const order = { newest: sql`${posts.id} desc`, oldest: sql`${posts.id} asc` };
  /** One page of the posts `where` selects, each with its context: a single statement. */
  const list = (where: SQL, by: keyof typeof order, viewerId: number, { page, limit }: Page) => {
    const ids = db
      .select({ id: posts.id })
      .from(posts)
      .where(where)
      .orderBy(order[by])
      .limit(limit)
      .offset(page * limit)
      .as('page');
    return pageInContext(db, ids, ids.id, viewerId, [order[by]]).then(inContext);
  };

  // The two feeds run on every visit: prepared, so the server plans each once per connection. Built on first use
  // (building them takes milliseconds, and repositories bound to a transaction are made for every transaction).
  const once = <T>(make: () => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const myFeed = {
    first: once(() => myFeedQuery(db, true).prepare('feed_my_feed_first')),
    later: once(() => myFeedQuery(db, false).prepare('feed_my_feed')),
  };
  const discover = {
    first: once(() => discoverQuery(db, true).prepare('feed_discover_first')),
    later: once(() => discoverQuery(db, false).prepare('feed_discover')),
  };
  const discoverShared = once(() => discoverSharedQuery(db).prepare('feed_discover_shared'));
  const discoverNewer = once(() => discoverNewerQuery(db).prepare('feed_discover_newer'));
  const run = (statements: typeof myFeed, viewerId: number, page: Page) =>
    (page.page === 0 ? statements.first() : statements.later())
      .execute(feedValues(viewerId, page))
      .then((rows) => inContext(rows).slice(0, page.limit));

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

    /** The post, when the viewer may see it (its author stands, no block either way): one statement. */
    visibleById: (id: number, viewerId: number | null) =>
      db
        .select()
        .from(posts)
        .where(and(eq(posts.id, id), visibleTo(viewerId)))
        .then((rows) => rows[0]),

    update: (id: number, values: Partial<typeof posts.$inferInsert>) =>
      db
        .update(posts)
        .set(values)
        .where(eq(posts.id, id))
        .returning()
        .then((rows) => rows[0]!),

    /** The live plain repost (no quote, no media) of `parentId` by `userId`, speaking for `organizationId` or themselves. */
    plainRepost: (userId: number, parentId: number, organizationId: number | null) =>
      db
        .select()
        .from(posts)
        .where(
          and(
            eq(posts.userId, userId),
            eq(posts.parentId, parentId),
            sql`coalesce(${posts.organizationId}, 0) = ${organizationId ?? 0}`,
            plainRepost,
          ),
        )
        .then((rows) => rows[0]),

    /** Deletes a live post; answers it only if this call deleted it (two racing take-backs count once). */
    takeBack: (id: number, at: Date) =>
      db
        .update(posts)
        .set({ deletedAt: at })
        .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
        .returning()
        .then((rows) => rows[0]),

    bump: (id: number, column: 'commentCount' | 'repostCount', delta: number) =>
      db
        .update(posts)
        .set({ [column]: sql`greatest(0, ${posts[column]} + ${delta})` })
        .where(eq(posts.id, id))
        .then(() => undefined),

    /** You and the people you follow, newest first. */
    myFeed: (viewerId: number, page: Page) => run(myFeed, viewerId, page),

    discover: (viewerId: number, page: Page) => run(discover, viewerId, page),

    /** Discover's shared ranking: its first posts for everyone, with context but without anyone's hits. */
    discoverShared: () =>
      discoverShared()
        .execute({})
        .then((rows) => inContext(rows)),

    /** Posts made after `afterId` that Discover may list, newest first (the shared ranking takes them in). */
    discoverNewer: (afterId: number) =>
      discoverNewer()
        .execute({ after: afterId })
        .then((rows) => inContext(rows)),

    /** Posts of the shared ranking read again by id (their counts, after a hit or comment), as it holds them. */
    discoverRows: (ids: number[]) =>
      ids.length ? postsInContext(db, ids).then((rows) => inContext(rows)) : Promise.resolve([]),

    /** Whom the viewer blocks or is blocked by, and which of `postIds` they have hit: one statement. */
    discoverViewer: async (viewerId: number, postIds: number[]) => {
      const result = await db.execute<{ blocked: number[]; hits: number[] }>(sql`
        select ${blockedEitherWaySql(viewerId)} as blocked,
          array(select ${postHits.postId} from ${postHits}
            where ${postHits.userId} = ${viewerId} and ${postHits.postId} = any(${`{${postIds.join(',')}}`}::int[])) as hits`);
      const row = result.rows[0]!;
      return { blocked: row.blocked.map(Number), hits: row.hits.map(Number) };
    },

    byAuthor: (authorId: number, viewerId: number, page: Page) =>
      list(and(listed, eq(posts.userId, authorId), visibleTo(viewerId))!, 'newest', viewerId, page),

    byOrganization: (organizationId: number, viewerId: number, page: Page) =>
      list(and(listed, eq(posts.organizationId, organizationId), visibleTo(viewerId))!, 'newest', viewerId, page),

    byHashtag: (tag: string, viewerId: number, page: Page) =>
      list(
        and(
          listed,
          sql`${posts.id} in (select ph.post_id from ${postHashtags} ph join ${hashtags} h on h.id = ph.hashtag_id where h.tag = ${tag})`,
          visibleTo(viewerId),
        )!,
        'newest',
        viewerId,
        page,
      ),

    search: (text: string, viewerId: number, page: Page) =>
      list(
        and(listed, sql`${posts.contentText} ilike ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}`, visibleTo(viewerId))!,
        'newest',
        viewerId,
        page,
      ),

    /** Comments of a post, or replies of a comment, oldest first (deleted ones stay, shown as deleted). */
    comments: (parentId: number, viewerId: number, page: Page) =>
      list(
        and(eq(posts.parentId, parentId), eq(posts.kind, 'comment'), visibleTo(viewerId))!,
        'oldest',
        viewerId,
        page,
      ),

    /** The context of posts loaded on their own (one statement, whatever their number). */
    contextOf: (rows: FeedPostRow[], viewerId: number | null) => contextsOf(db, rows, viewerId),

    /** For each post, the live organization its thread speaks for: a comment's root post's, or its own. */
    threadOrganizations: (postIds: number[]) =>
      postIds.length
        ? db
            .select({ postId: posts.id, id: organizations.id, code: organizations.code, name: organizations.name })
            .from(posts)
            .leftJoin(threadRoot, eq(threadRoot.id, posts.rootId))
            .innerJoin(
              organizations,
              and(
                eq(organizations.id, sql`coalesce(${threadRoot.organizationId}, ${posts.organizationId})`),
                organizationStands,
              ),
            )
            .where(inArray(posts.id, postIds))
        : Promise.resolve([]),

    /**
     * Hits or un-hits in one statement: the hit row is added, or taken away when it was there, and the counter moves
     * with it (the statement is its own transaction, or part of the caller's).
     */
    toggleHit: (postId: number, userId: number) =>
      db
        .execute<{ hit: boolean; hit_count: number }>(
          sql`with added as (
              insert into ${postHits} (post_id, user_id) values (${postId}, ${userId})
              on conflict do nothing returning post_id
            ), removed as (
              delete from ${postHits} where post_id = ${postId} and user_id = ${userId}
                and not exists (select 1 from added)
              returning post_id
            ), counted as (
              update ${posts} set hit_count = greatest(0, hit_count + case when exists (select 1 from added) then 1 else -1 end)
              where id = ${postId} and (exists (select 1 from added) or exists (select 1 from removed))
              returning hit_count
            )
            select exists (select 1 from added) as hit,
              coalesce((select hit_count from counted), (select hit_count from ${posts} where id = ${postId}))::int as hit_count`,
        )
        .then(({ rows: [row] }) => ({ hit: row!.hit, hitCount: Number(row!.hit_count) })),

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
        .where(and(eq(postHits.postId, postId), userStands, notBlockedSql(viewerId, users.id)))
        .orderBy(desc(postHits.createdAt))
        .limit(limit)
        .offset(page * limit),

    setAttachments: (postId: number, userId: number, attachments: Attachment[]) =>
      db.transaction(async (tx) => {
        await tx.delete(postAttachments).where(eq(postAttachments.postId, postId));
        if (attachments.length) {
          await tx
            .insert(postAttachments)
            .values(
              attachments.map((a) => ({ postId, userId, type: a.type, url: a.attachmentUrl, alt: a.alt ?? null })),
            );
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
          alt: postAttachments.alt,
        })
        .from(postAttachments)
        .innerJoin(posts, eq(posts.id, postAttachments.postId))
        .where(and(eq(postAttachments.userId, userId), isNull(posts.deletedAt)))
        .orderBy(desc(postAttachments.id))
        .limit(limit)
        .offset((page - 1) * limit),

    /** Replaces a post's tags with these (`tag` lowercased, without #; `spelling` as the post wrote it). */
    setHashtags: (postId: number, tags: { tag: string; spelling: string }[]) =>
      db.transaction(async (tx) => {
        await tx.delete(postHashtags).where(eq(postHashtags.postId, postId));
        if (!tags.length) return;
        await tx
          .insert(hashtags)
          .values(tags.map(({ tag }) => ({ tag })))
          .onConflictDoNothing();
        const spelling = new Map(tags.map((t) => [t.tag, t.spelling]));
        const rows = await tx
          .select({ id: hashtags.id, tag: hashtags.tag })
          .from(hashtags)
          .where(inArray(hashtags.tag, [...spelling.keys()]));
        await tx
          .insert(postHashtags)
          .values(rows.map((r) => ({ postId, hashtagId: r.id, spelling: spelling.get(r.tag) ?? null })))
          .onConflictDoNothing();
      }),

    /** Tags by how many live posts used them since `since`; promoted tags first. */
    trends: (since: Date, limit: number) =>
      db
        .select({
          id: hashtags.id,
          tag: hashtags.tag,
          // The spelling most of the window's live posts wrote (`ValorantTR` over `valoranttr`).
          spelling: sql<
            string | null
          >`mode() within group (order by ${postHashtags.spelling}) filter (where ${posts.id} is not null)`,
          promoted: hashtags.promoted,
          promotedLabel: hashtags.promotedLabel,
          count: count(posts.id),
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
