// My feed is the page most visits open. A page is kept in memory for its viewer until anything it shows or
// depends on changes: a post on it (edit, delete, hit, comment, repost), a new post by someone the viewer
// follows, the viewer's follows or blocks, an author's or organization's standing. Every write that can
// change a page goes through the repository methods wrapped here, and other instances hear of it through
// the hub, so a page is never served stale beyond the moment a change takes to cross Redis.
import type { Repositories } from '../db/repositories/index.js';
import type { RealtimeHub } from '../realtime/hub.js';
import { discoverCache } from './discover-cache.js';

type MyFeed = Repositories['feed']['myFeed'];
type Rows = Awaited<ReturnType<MyFeed>>;

/** What a write changed, by kind of thing. */
interface Change {
  posts?: number[];
  authors?: number[];
  organizations?: number[];
  viewers?: number[];
  all?: true;
}

interface Entry {
  rows: Rows;
  /** The change sequence when its query started: a change numbered above it makes the entry stale. */
  seq: number;
  until: number;
  posts: number[];
  authors: number[];
  organizations: number[];
}

/** A bound on how long a page lives even if no change reaches it (say, while Redis is unreachable). */
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;
const TOPIC = 'cache:feed';
const kinds = ['posts', 'authors', 'organizations', 'viewers'] as const;

export function withFeedCache(repos: Repositories, hub: RealtimeHub, now = () => Date.now()): Repositories {
  const entries = new Map<string, Entry>();
  let seq = 0;
  let allChangedAt = 0;
  const changedAt = Object.fromEntries(kinds.map((k) => [k, new Map<number, number>()])) as Record<
    (typeof kinds)[number],
    Map<number, number>
  >;

  const { feed, graph } = repos;
  // Discover is served from a ranking shared by every viewer (services/discover-cache.ts), told the same news.
  const discover = discoverCache(feed, now);
  const apply = (change: Change) => {
    seq++;
    if (change.all) allChangedAt = seq;
    for (const kind of kinds) for (const id of change[kind] ?? []) if (id) changedAt[kind].set(id, seq);
    discover.news(seq, {
      ranking: Boolean(change.all || change.posts?.length || change.authors?.length || change.organizations?.length),
      posts: change.posts ?? [],
      viewers: change.viewers ?? [],
      all: Boolean(change.all),
    });
  };
  hub.subscribe(TOPIC, (payload) => apply(payload as Change));
  // News possibly missed (Redis was unreachable a while): nothing kept is trusted.
  hub.onGap(() => apply({ all: true }));
  // Applied here at once (the hub also delivers locally), then on every other instance.
  const changed = (change: Change) => hub.publish(TOPIC, change);

  // Marks older than the oldest live entry can no longer make anything stale.
  let mark = 0;
  const prune = setInterval(() => {
    for (const map of Object.values(changedAt)) for (const [id, at] of map) if (at <= mark) map.delete(id);
    mark = seq;
    for (const [key, entry] of entries) if (entry.until <= now()) entries.delete(key);
  }, TTL_MS);
  prune.unref();

  const stale = (entry: Entry, viewerId: number) => {
    const after = (kind: (typeof kinds)[number], id: number) => (changedAt[kind].get(id) ?? 0) > entry.seq;
    return (
      entry.until <= now() ||
      allChangedAt > entry.seq ||
      after('viewers', viewerId) ||
      entry.posts.some((id) => after('posts', id)) ||
      entry.authors.some((id) => after('authors', id)) ||
      entry.organizations.some((id) => after('organizations', id))
    );
  };

  const myFeed: MyFeed = async (viewerId, page) => {
    const key = `${viewerId}:${page.page}:${page.limit}`;
    const cached = entries.get(key);
    if (cached && !stale(cached, viewerId)) return cached.rows;
    const startedAt = seq;
    const [rows, sources] = await Promise.all([feed.myFeed(viewerId, page), graph.feedSources(viewerId)]);
    const shown = rows.flatMap((row) => (row.context.related ? [row, row.context.related.row] : [row]));
    const entry: Entry = {
      rows,
      seq: startedAt,
      until: now() + TTL_MS,
      posts: shown.map((r) => r.id),
      authors: [viewerId, ...sources.users, ...shown.map((r) => r.userId)],
      organizations: [...sources.organizations, ...shown.flatMap((r) => (r.organizationId ? [r.organizationId] : []))],
    };
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    return rows;
  };

  /** The writes that change what a page shows, each announcing its change through `announce` once done. */
  const writes = (r: Repositories, announce: (change: Change) => Promise<void>) => {
    const after =
      <A extends unknown[], R>(write: (...args: A) => Promise<R>, change: (result: R, ...args: A) => Change) =>
      async (...args: A) => {
        const result = await write(...args);
        await announce(change(result, ...args));
        return result;
      };
    const { feed, graph, organizations, users } = r;
    return {
      ...r,
      feed: {
        ...feed,
        insert: after(feed.insert, (row) => ({ authors: [row.userId], organizations: [row.organizationId ?? 0] })),
        update: after(feed.update, (row, id) => ({ posts: [id], authors: [row?.userId ?? 0] })),
        bump: after(feed.bump, (_r, id) => ({ posts: [id] })),
        // Undoing a plain repost deletes it.
        takeBack: after(feed.takeBack, (row, id) => ({ posts: [id], authors: [row?.userId ?? 0] })),
        toggleHit: after(feed.toggleHit, (_r, postId) => ({ posts: [postId] })),
        setAttachments: after(feed.setAttachments, (_r, postId) => ({ posts: [postId] })),
      },
      graph: {
        ...graph,
        toggleFollow: after(graph.toggleFollow, (_r, followerId) => ({ viewers: [followerId] })),
        block: after(graph.block, (_r, a, b) => ({ viewers: [a, b] })),
        unblock: after(graph.unblock, (_r, a, b) => ({ viewers: [a, b] })),
      },
      organizations: {
        ...organizations,
        update: after(organizations.update, (_r, id) => ({ organizations: [id] })),
        toggleFollow: after(organizations.toggleFollow, (_r, _organizationId, userId) => ({ viewers: [userId] })),
      },
      users: {
        ...users,
        // A name, photo or standing shows on every page the user's posts are on, and decides what they see.
        update: after(users.update, (_r, id) => ({ authors: [id], viewers: [id] })),
        purgeDeletedBefore: after(users.purgeDeletedBefore, () => ({ all: true })),
      },
    };
  };

  const outside = writes(repos, changed);
  return {
    ...outside,
    feed: { ...outside.feed, myFeed, discover: discover.discover },
    // Inside a transaction the news waits for the commit: announced before it, a page read in between would be
    // cached as it was, and one rolled back would announce a change that never happened.
    transaction: async (work) => {
      const news: Change[] = [];
      const result = await repos.transaction((tx) => work(writes(tx, async (change) => void news.push(change))));
      for (const change of news) await changed(change);
      return result;
    },
  };
}
