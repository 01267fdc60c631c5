// The feed's read statements: a page of posts with everything presenting it needs, in one statement each.
import { and, eq, fillPlaceholders, getTableColumns, sql, type AnyColumn, type SQL, type Subquery } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { pageSizes } from '@gamefolk/contract';
import type { Database } from '../client.js';
import { follows, organizationFollows, organizations, postHits, posts, users, type UserRow } from '../schema.js';
import { blockedEitherWaySql, notBlockedSql } from './block-hides.js';
import type { OrganizationRow } from './organizations.js';
import { organizationStandsAs, userStandsAs } from './user-stands.js';

export type PostRow = typeof posts.$inferSelect;
/** A post as feeds show it: all but the plain-text copy of its content, which only search reads. */
export type FeedPostRow = Omit<PostRow, 'contentText'>;
export type Page = { page: number; limit: number };

/** The author fields a feed item shows, and what tells whether the account still stands. */
export type FeedAuthorRow = Pick<
  UserRow,
  'id' | 'username' | 'firstName' | 'lastName' | 'photoUrl' | 'frozenAt' | 'deletedAt' | 'standing'
>;

/** The organization fields a feed item shows, and what tells whether it still stands. */
export type FeedOrganizationRow = Pick<OrganizationRow, 'id' | 'code' | 'name' | 'logoUrl' | 'deletedAt'>;

/** What presenting a post needs besides the post, as one viewer sees it. */
export interface PostContext {
  author: FeedAuthorRow | null;
  /** The organization it was posted in the name of (null for none, or one no longer in the table). */
  organization: FeedOrganizationRow | null;
  /** Whether the viewer has hit it. */
  hit: boolean;
  /** The post a repost shares, with its own author, organization and hit. */
  related: {
    row: FeedPostRow;
    author: FeedAuthorRow | null;
    organization: FeedOrganizationRow | null;
    hit: boolean;
  } | null;
}

/** A post loaded with its context in the same statement: presenting a page of them costs no further query. */
export type PostInContext = FeedPostRow & { context: PostContext };

/** Written out, not bound, so that a prepared statement's generic plan can still use the partial indexes. */
export const listed = sql`${posts.kind} <> 'comment' and ${posts.deletedAt} is null`;

/** A post the viewer may see: its author is active and neither has blocked the other. */
export const visibleTo = (viewerId: number | null): SQL => {
  const active = sql`exists (select 1 from ${users} u where u.id = ${posts.userId} and ${userStandsAs('u')})`;
  return viewerId ? and(active, notBlockedSql(viewerId, posts.userId))! : active;
};

/** Prepared statements take their values at execution; in the SQL they stand where a number would. */
export const param = (name: string) => sql.placeholder(name) as unknown as number;

/** Discover looks this far back; older posts are found through profiles, tags and search. */
const DISCOVER_WINDOW = sql`interval '30 days'`;
/** Hits 1, comments 2, reposts 3: the same expression as posts_engagement_idx, so that index serves it. */
const engagement = sql`(${posts.hitCount} + 2 * ${posts.commentCount} + 3 * ${posts.repostCount})`;
/**
 * Discover's documented score: engagement (hits 1, comments 2, reposts 3, plus 1) divided by age in hours
 * (plus 2) to the power 1.5, so a fresh post with a few hits outranks an old one with many.
 */
const discoverScore = sql`((${engagement} + 1) / power(extract(epoch from (now() - ${posts.createdAt})) / 3600 + 2, 1.5))`;
/** How many of the newest posts Discover scores before bounding the engagement an older post needs. */
const DISCOVER_NEWEST = 100;
/**
 * At most this many older posts, the most engaged, are scored besides. The bound alone keeps them few while
 * the newest posts span some hours; when many arrive within minutes it lets nearly the whole window through,
 * and this cap keeps each page a bounded amount of work.
 */
const DISCOVER_ENGAGED = 300;

/**
 * The prepared feeds fetch this many rows from the page's offset and callers keep `limit` of them. A number
 * written in the SQL, so that even a prepared statement's generic plan knows a page is a handful of rows
 * (with a bound LIMIT it guesses a tenth of the table, and hashes whole tables to join authors and hits).
 */
export const PAGE_ROWS = pageSizes.feed;

const author = alias(users, 'author');
const related = alias(posts, 'related');
const relatedAuthor = alias(users, 'related_author');
const organization = alias(organizations, 'organization');
const relatedOrganization = alias(organizations, 'related_organization');
const hit = alias(postHits, 'hit');
const relatedHit = alias(postHits, 'related_hit');

const authorFields = (t: typeof author | typeof relatedAuthor) => ({
  id: t.id,
  username: t.username,
  firstName: t.firstName,
  lastName: t.lastName,
  photoUrl: t.photoUrl,
  frozenAt: t.frozenAt,
  deletedAt: t.deletedAt,
  standing: t.standing,
});

const organizationFields = (t: typeof organization | typeof relatedOrganization) => ({
  id: t.id,
  code: t.code,
  name: t.name,
  logoUrl: t.logoUrl,
  deletedAt: t.deletedAt,
});

/** Joins the viewer's hit on a post: at most one row, by the primary key. */
const hitOn = (table: typeof hit | typeof relatedHit, postId: AnyColumn | SQL, viewerId: number | null) =>
  viewerId === null ? sql`false` : and(eq(table.postId, postId), eq(table.userId, viewerId));

interface ContextRow {
  author: FeedAuthorRow | null;
  organization: FeedOrganizationRow | null;
  hit: boolean;
  related: FeedPostRow | null;
  relatedAuthor: FeedAuthorRow | null;
  relatedOrganization: FeedOrganizationRow | null;
  relatedHit: boolean;
}

/** Drizzle answers null for a left-joined object that matched nothing; its types only say each field may be null. */
const asRows = <T>(rows: unknown[]) => rows as T[];

const contextOf = (r: ContextRow): PostContext => ({
  author: r.author,
  organization: r.organization,
  hit: r.hit,
  related: r.related
    ? { row: r.related, author: r.relatedAuthor, organization: r.relatedOrganization, hit: r.relatedHit }
    : null,
});

const feedColumns = <T extends typeof posts | typeof related>(t: T) => {
  const { contentText: _, ...columns } = getTableColumns(t);
  return columns;
};

const contextFields = {
  author: authorFields(author),
  organization: organizationFields(organization),
  hit: sql<boolean>`${hit.userId} is not null`,
  related: feedColumns(related),
  relatedAuthor: authorFields(relatedAuthor),
  relatedOrganization: organizationFields(relatedOrganization),
  relatedHit: sql<boolean>`${relatedHit.userId} is not null`,
};

/**
 * Joins what `contextFields` reads onto a query yielding posts: their authors and organizations, reposted
 * posts, the viewer's hits. Every join is by a primary key: at most one row each.
 */
function joinContext<Q extends PgSelect>(
  query: Q,
  post: { id: AnyColumn | SQL; userId: AnyColumn | SQL; organizationId: AnyColumn | SQL; relatedId: AnyColumn | SQL },
  viewer: number | null,
) {
  return query
    .leftJoin(author, eq(author.id, post.userId))
    .leftJoin(organization, eq(organization.id, post.organizationId))
    .leftJoin(hit, hitOn(hit, post.id, viewer))
    .leftJoin(related, eq(related.id, post.relatedId))
    .leftJoin(relatedAuthor, eq(relatedAuthor.id, related.userId))
    .leftJoin(relatedOrganization, eq(relatedOrganization.id, related.organizationId))
    .leftJoin(relatedHit, hitOn(relatedHit, related.id, viewer));
}

/** A repost's parent; null for anything else, so only reposts join one. */
const repostOf = sql`case when ${posts.kind} = 'repost' then ${posts.parentId} end`;

/** The posts of a page (a source of `id`s), in `order`, each with its context for `viewer`. */
export function pageInContext(
  db: Database,
  page: SQL | Subquery,
  pageId: AnyColumn | SQL,
  viewer: number | null,
  order: SQL[],
) {
  const query = db
    .select({ post: feedColumns(posts), ...contextFields })
    .from(page)
    .innerJoin(posts, eq(posts.id, pageId))
    .$dynamic();
  return joinContext(
    query,
    { id: posts.id, userId: posts.userId, organizationId: posts.organizationId, relatedId: repostOf },
    viewer,
  ).orderBy(...order);
}

export const inContext = (rows: unknown[]) =>
  asRows<ContextRow & { post: FeedPostRow }>(rows).map((r): PostInContext =>
    Object.assign(r.post, { context: contextOf(r) }),
  );

/** The context of posts loaded on their own, in their order: one statement, whatever their number. */
export async function contextsOf(db: Database, rows: FeedPostRow[], viewerId: number | null): Promise<PostContext[]> {
  if (!rows.length) return [];
  const values = rows.map(
    (r, i) =>
      sql`(${i}::int, ${r.id}::int, ${r.userId}::int, ${r.organizationId}::int, ${r.kind === 'repost' ? r.parentId : null}::int)`,
  );
  const query = db
    .select(contextFields)
    .from(sql`(values ${sql.join(values, sql`, `)}) as source (ord, id, user_id, organization_id, related_id)`)
    .$dynamic();
  const found = await joinContext(
    query,
    {
      id: sql`source.id`,
      userId: sql`source.user_id`,
      organizationId: sql`source.organization_id`,
      relatedId: sql`source.related_id`,
    },
    viewerId,
  ).orderBy(sql`source.ord`);
  return asRows<ContextRow>(found).map(contextOf);
}

/**
 * A page's numbers. The first page, most of all visits, gets them written out: with nothing unknown but the
 * viewer, PostgreSQL settles on one plan for its prepared statement. (Offsets left as placeholders make it
 * guess a tenth of the rows, cost that plan higher, and plan every call afresh.) Later pages bind `offset`,
 * `take` (offset + PAGE_ROWS) and `last` (offset + PAGE_ROWS - 1).
 */
const pageBounds = (first: boolean) =>
  first
    ? { offset: sql.raw('0'), take: sql.raw(String(PAGE_ROWS)), last: sql.raw(String(PAGE_ROWS - 1)) }
    : { offset: sql`${param('offset')}`, take: sql`${param('take')}`, last: sql`${param('last')}` };

/** A prepared feed's page, in rows from its offset; it serves pages of up to PAGE_ROWS. */
function offsetOf({ page, limit }: Page) {
  if (limit > PAGE_ROWS) throw new RangeError(`feed pages hold at most ${PAGE_ROWS} posts`);
  return page * limit;
}

export const feedValues = (viewerId: number, page: Page) => {
  const offset = offsetOf(page);
  return { viewer: viewerId, offset, take: offset + PAGE_ROWS, last: offset + PAGE_ROWS - 1 };
};

/**
 * One page of My feed: the viewer, whom they follow and the organizations they follow, newest first. Each
 * author's newest posts come straight from posts_author_feed_idx (an index probe per author followed,
 * whatever the table's size), each live organization's from posts_org_feed_idx, then merge. An author's
 * standing and blocks are checked once per author rather than once per post; an organization's posts are
 * written by several people, so there they are checked per post, inside the probe, so that the `take` rows
 * it yields are all visible. `union` keeps a post once when both its author and its organization are
 * followed; each branch still yields its first `take`, so the merged page stays exact.
 * (`desc nulls last` is the indexes' own order: with plain `desc` PostgreSQL would sort instead.)
 */
export function myFeedQuery(db: Database, first: boolean) {
  const viewer = param('viewer');
  const { offset, take } = pageBounds(first);
  const page = sql`(
    select merged.id from (
      select latest.id from ${users} followed
      cross join lateral (
        select ${posts.id} as id from ${posts}
        where ${posts.userId} = followed.id and ${listed}
        order by ${posts.id} desc nulls last
        limit ${take}
      ) latest
      where followed.id = any(array(
          select ${follows.userId} from ${follows} where ${follows.followerId} = ${viewer} union all select ${viewer}::int
        ))
        and ${userStandsAs('followed')}
        and ${notBlockedSql(viewer, sql`followed.id`)}
      union
      select latest.id from ${organizations} followed
      cross join lateral (
        select ${posts.id} as id from ${posts}
        where ${posts.organizationId} = followed.id and ${listed} and ${visibleTo(viewer)}
        order by ${posts.id} desc nulls last
        limit ${take}
      ) latest
      where followed.id = any(array(
          select ${organizationFollows.organizationId} from ${organizationFollows}
          where ${organizationFollows.userId} = ${viewer}
        ))
        and ${organizationStandsAs('followed')}
    ) merged
    order by merged.id desc
    limit ${sql.raw(String(PAGE_ROWS))} offset ${offset}
  ) page`;
  return pageInContext(db, page, sql`page.id`, viewer, [sql`${posts.id} desc`]);
}

/** My feed's first page as SQL and values, for running it straight on the database (bench). */
export function myFeedStatement(db: Database) {
  const query = myFeedQuery(db, true).toSQL();
  return {
    sql: query.sql,
    params: (viewerId: number) => fillPlaceholders(query.params, feedValues(viewerId, { page: 0, limit: PAGE_ROWS })),
  };
}

/**
 * Discover's candidates ranked as scoring every post of the window would rank them, without scoring them all:
 * the `newest` posts passing `visible` are scored first; the score at position `last` among them bounds the
 * engagement any older post needs to reach that position (it is at least as old as all of them), so only those
 * few are looked up, through posts_engagement_idx: the same ranking as scoring the whole window, unless more than
 * `engaged` older posts pass the bound, when the most engaged of them are scored.
 */
function rankedPosts(o: { visible: SQL; newest: number; last: SQL; engaged: number; rows: number; offset: SQL }) {
  const inWindow = sql`${listed} and ${posts.createdAt} > now() - ${DISCOVER_WINDOW}`;
  // Rounded down and shaded, so that float rounding can only let more posts through, never fewer.
  const neededEngagement = sql`floor(coalesce((select score from newest order by score desc limit 1 offset ${o.last}), 0)
    * power(extract(epoch from (now() - (select min(created_at) from newest))) / 3600 + 2, 1.5) * 0.999999 - 1)::int`;
  return sql`(
    with newest as (
      select ${posts.id} as id, ${posts.createdAt} as created_at, ${discoverScore} as score from ${posts}
      where ${inWindow} and ${o.visible}
      order by ${posts.createdAt} desc nulls last
      limit ${sql.raw(String(o.newest))}
    )
    select ${posts.id} as id, ${discoverScore} as score from ${posts}
    where ${posts.id} = any(array(
        select id from newest union all (
          select ${posts.id} from ${posts} where ${inWindow} and ${engagement} >= ${neededEngagement}
          order by ${engagement} desc limit ${sql.raw(String(o.engaged))}
        )
      ))
      and ${o.visible}
    order by score desc, id desc
    limit ${sql.raw(String(o.rows))} offset ${o.offset}
  ) page`;
}

/** An author whose account stands (db/repositories/user-stands.ts). */
const activeAuthor = sql`exists (select 1 from ${users} u where u.id = ${posts.userId} and ${userStandsAs('u')})`;

/** One page of Discover for one viewer, ranked in the database (pages past the shared ranking; FEED_CACHE=off). */
export function discoverQuery(db: Database, first: boolean) {
  const viewer = param('viewer');
  // Checked against every candidate: the viewer's blocks, either way, are read once for the statement.
  const visible = sql`${activeAuthor} and ${posts.userId} <> all(${blockedEitherWaySql(viewer)})`;
  const { offset, last } = pageBounds(first);
  const page = rankedPosts({
    visible,
    newest: DISCOVER_NEWEST,
    last,
    engaged: DISCOVER_ENGAGED,
    rows: PAGE_ROWS,
    offset,
  });
  return pageInContext(db, page, sql`page.id`, viewer, [sql`page.score desc`, sql`${posts.id} desc`]);
}

/** Posts by id with their context and no viewer's hits (rows of the shared Discover ranking read again after news). */
export function postsInContext(db: Database, ids: number[]) {
  const page = sql`(select unnest(${`{${ids.join(',')}}`}::int[]) as id) page`;
  return pageInContext(db, page, sql`page.id`, null, [sql`page.id`]);
}

/** How many posts the shared Discover ranking holds: every viewer's first pages are cut from it. */
export const DISCOVER_SHARED = 100;

/**
 * Discover's first DISCOVER_SHARED posts for everyone: ranked as `discoverQuery` ranks, over every active author
 * (a viewer's blocks are left to the caller), with their context but no viewer's hits. A viewer's ranking is
 * this one with their blocked authors taken out, so its first posts are this list's, filtered.
 */
export function discoverSharedQuery(db: Database) {
  const page = rankedPosts({
    visible: activeAuthor,
    newest: 3 * DISCOVER_SHARED,
    last: sql.raw(String(DISCOVER_SHARED - 1)),
    engaged: 10 * DISCOVER_SHARED,
    rows: DISCOVER_SHARED,
    offset: sql.raw('0'),
  });
  return pageInContext(db, page, sql`page.id`, null, [sql`page.score desc`, sql`${posts.id} desc`]);
}

/**
 * Posts made after `afterId` that Discover may list (listed, in its window, by an active author), newest first, with
 * their context and no viewer's hits: what the shared ranking takes in without ranking again.
 */
export function discoverNewerQuery(db: Database) {
  const page = sql`(
    select ${posts.id} as id from ${posts}
    where ${listed} and ${posts.id} > ${param('after')} and ${posts.createdAt} > now() - ${DISCOVER_WINDOW}
      and ${activeAuthor}
    order by ${posts.id} desc
    limit ${sql.raw(String(DISCOVER_SHARED))}
  ) page`;
  return pageInContext(db, page, sql`page.id`, null, [sql`${posts.id} desc`]);
}

/** Discover's score of a post at `nowMs`, as discoverScore computes it in SQL (the ranking's order between rankings). */
export const discoverScoreAt = (
  row: Pick<FeedPostRow, 'hitCount' | 'commentCount' | 'repostCount' | 'createdAt'>,
  nowMs: number,
) =>
  (row.hitCount + 2 * row.commentCount + 3 * row.repostCount + 1) /
  Math.pow(Math.max(0, nowMs - new Date(row.createdAt).getTime()) / 3_600_000 + 2, 1.5);
