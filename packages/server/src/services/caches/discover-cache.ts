// Discover (the default feed) is the first page every signed-in player opens, and it is the same ranking for
// everyone but for whom each viewer blocks. So the ranking is made once per instance (`discoverShared`: its first
// DISCOVER_SHARED posts with their context), and a viewer's page is cut from it: their blocked authors taken out,
// their hits marked. What a viewer adds (blocks, hits on the listed posts) is one small statement, kept until the
// viewer's blocks or those hits change. Pages past what the ranking covers are ranked in the database, as before.
//
// What is listed is fresh: every write that changes which posts are listed or how one shows in the list (an edit, a
// delete, an author's or organization's standing) names the `ranking` tag (db/repositories/cache-effects.ts); its
// news reaches every instance (cache/cache.ts), and the next read after it ranks again. A ranking made before that
// news is never used after it. A new post or repost names `newPosts` instead: the next read takes the posts made
// since into the ranking where their score puts them (one small read by id, shared by every viewer), so a new post
// shows at once without ranking everything again (at 750 players a ranking per new post was 61 % of PostgreSQL's
// time). A viewer's blocks are judged by news on them.
// Counts are fresh: a hit, comment or repost is news on its post only; a listed post with news since it was read is
// read again by id (`discoverRows`, shared by every viewer), and the viewer's hits on it too.
// Order follows the clock: scores move with age and with counts, so a ranking is used for FRESH_MS, then up to
// STALE_MS in all while a new one is made in the background. A hit moves its post within seconds, not at once: under
// play every hit dropping the ranking had the database ranking back to back (64 % of its time at 500 players,
// docs/capacity.md), and nobody reads a feed's order to the second.
import { asNow, type Cache } from '../../cache/cache.js';
import { tags } from '../../cache/tags.js';
import { DISCOVER_SHARED, discoverScoreAt, type Page, type PostInContext } from '../../db/repositories/feed-queries.js';
import type { Repositories } from '../../db/repositories/index.js';

const FRESH_MS = 5_000;
const STALE_MS = 10_000;
/** Viewers whose blocks and hits are kept; beyond it the oldest are dropped. */
const MAX_VIEWERS = 20_000;
/** A listed post shows its own counts and those of the post it reposts. */
const postTags = (row: PostInContext) =>
  row.context.related ? [tags.post(row.id), tags.post(row.context.related.row.id)] : [tags.post(row.id)];
/** The ids a viewer's hits are read for: the listed posts and the posts they repost. */
const idsOf = (rows: PostInContext[]) =>
  rows.flatMap((r) => (r.context.related ? [r.id, r.context.related.row.id] : [r.id]));

interface Ranking {
  rows: PostInContext[];
  /** Every post of the window is in `rows` (a quiet world): no page needs the database. */
  whole: boolean;
  /** The ids a viewer's hits are read for: the listed posts and the posts they repost. */
  ids: number[];
  /** The news count when it began: news numbered above it makes it stale. */
  since: number;
  /** The news count when it last took in new posts, and the newest post id it has looked at. */
  takenIn: number;
  newestId: number;
  at: number;
  /** Listed posts read again after news on them (or on what they repost), with the news count before each read. */
  reread: Map<number, { row: PostInContext; seq: number }>;
}

/** What is the viewer's own: kept across rankings, each part read again only once news makes it stale. */
interface Viewer {
  /** The news count when their blocks were read. */
  seq: number;
  blocked: Set<number>;
  hits: Set<number>;
  /** Post id → the news count when the viewer's hit on it was read. */
  checked: Map<number, number>;
}

export interface DiscoverCache {
  discover: Repositories['feed']['discover'];
}

export function discoverCache(feed: Repositories['feed'], cache: Cache, now = cache.now): DiscoverCache {
  let current: Ranking | undefined;
  let pending: { seq: number; ranking: Promise<Ranking> } | undefined;
  const viewers = new Map<number, Viewer>();
  /** Whether a ranking begun at count `seq` still holds (no news on any post's place since). */
  const holds = (seq: number) => !cache.changedSince(tags.ranking, seq);

  let queued: Promise<Ranking> | undefined;
  const rank = (): Promise<Ranking> => {
    // One ranking at a time, shared by every request that knows no news newer than its start. News during one
    // queues a single next ranking for everyone waiting, begun once it ends: under a stream of writes the
    // database ranks one at a time, never once per request.
    if (pending && holds(pending.seq)) return pending.ranking;
    if (pending) {
      queued ??= pending.ranking
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          return rank();
        });
      return queued;
    }
    const startedAt = cache.seq();
    const at = now();
    const ranking = feed.discoverShared().then((rows): Ranking => {
      const made: Ranking = {
        rows,
        whole: rows.length < DISCOVER_SHARED,
        ids: idsOf(rows),
        since: startedAt,
        takenIn: startedAt,
        newestId: Math.max(0, ...rows.map((r) => r.id)),
        at,
        reread: new Map(),
      };
      if (!current || current.since <= startedAt) current = made;
      return made;
    });
    const entry = { seq: startedAt, ranking };
    pending = entry;
    const done = () => {
      if (pending === entry) pending = undefined;
    };
    ranking.then(done, done);
    return ranking;
  };

  /**
   * Takes the posts made since `of` last looked into it, each where its score puts it among the listed posts (scored
   * at this moment, with the counts last read). One read at a time, shared by every request that knows no news
   * newer than its start. A post scoring below the last listed one stays out, unless the ranking is `whole`.
   */
  let taking: { of: Ranking; seq: number; ranking: Promise<Ranking> } | undefined;
  const takeIn = (of: Ranking): Promise<Ranking> => {
    if (taking?.of === of && !cache.changedSince(tags.newPosts, taking.seq)) return taking.ranking;
    const startedAt = cache.seq();
    const made = feed.discoverNewer(of.newestId).then((found): Ranking => {
      const at = now();
      const seen = (row: PostInContext) => of.reread.get(row.id)?.row ?? row;
      const listed = new Set(of.rows.map((r) => r.id));
      const last = of.rows.at(-1);
      const floor = of.whole || !last ? -Infinity : discoverScoreAt(seen(last), at);
      let rows = of.rows;
      for (const row of found) {
        const score = discoverScoreAt(row, at);
        if (!listed.has(row.id) && score <= floor) continue;
        // Listed or taken in: shown as just read.
        of.reread.set(row.id, { row, seq: startedAt });
        if (listed.has(row.id)) continue;
        const place = rows.findIndex((r) => discoverScoreAt(seen(r), at) < score);
        rows = place === -1 ? [...rows, row] : [...rows.slice(0, place), row, ...rows.slice(place)];
      }
      const taken: Ranking = {
        ...of,
        rows,
        ids: idsOf(rows),
        takenIn: startedAt,
        newestId: Math.max(of.newestId, ...found.map((r) => r.id)),
      };
      if (current === of) current = taken;
      return taken;
    });
    const entry = { of, seq: startedAt, ranking: made };
    taking = entry;
    const done = () => {
      if (taking === entry) taking = undefined;
    };
    made.then(done, done);
    return made;
  };

  const ranking = async (): Promise<Ranking | undefined> => {
    let kept = current;
    if (kept && holds(kept.since) && cache.changedSince(tags.newPosts, kept.takenIn)) {
      kept = await takeIn(kept);
      // Replaced meanwhile (a ranking made or another taking in): judged again as it stands now.
      if (kept !== current) return ranking();
    }
    if (kept && holds(kept.since)) {
      const age = now() - kept.at;
      if (age < FRESH_MS) return kept;
      if (age < STALE_MS) {
        rank().catch(() => undefined);
        return kept;
      }
      return rank();
    }
    if (!pending || holds(pending.seq)) return rank();
    // News since the ranking under way began: rather than wait behind it and the next one, this request is ranked
    // for its viewer in the database (as fresh), while the next shared ranking is queued.
    rank().catch(() => undefined);
    return undefined;
  };

  /** The viewer's blocks, and their hits on the ranking's posts when first read. */
  const viewerOf = async (viewerId: number, of: Ranking): Promise<Viewer> => {
    const kept = viewers.get(viewerId);
    if (kept && !cache.changedSince(tags.viewer(viewerId), kept.seq)) return kept;
    const startedAt = cache.seq();
    const { blocked, hits } = await feed.discoverViewer(viewerId, of.ids);
    const made: Viewer = {
      seq: startedAt,
      blocked: new Set(blocked),
      hits: new Set(hits),
      checked: new Map(of.ids.map((id) => [id, startedAt])),
    };
    viewers.delete(viewerId);
    if (viewers.size >= MAX_VIEWERS) viewers.delete(viewers.keys().next().value!);
    viewers.set(viewerId, made);
    return made;
  };

  /** Reads again the viewer's hits on those of `ids` never read, or changed since (a hit is news on its post). */
  const refreshHits = async (viewerId: number, viewer: Viewer, ids: number[]) => {
    const stale = ids.filter((id) => {
      const at = viewer.checked.get(id);
      return at === undefined || cache.changedSince(tags.post(id), at);
    });
    if (!stale.length) return;
    const startedAt = cache.seq();
    const { hits } = await feed.discoverViewer(viewerId, stale);
    for (const id of stale) {
      viewer.hits.delete(id);
      viewer.checked.set(id, startedAt);
    }
    for (const id of hits) viewer.hits.add(id);
  };

  /** A listed post as the viewer sees it: their hits on it and on what it reposts (rows are shared: copied). */
  const asSeenBy = (row: PostInContext, viewer: Viewer): PostInContext => {
    const { related } = row.context;
    return {
      ...row,
      context: {
        ...row.context,
        hit: viewer.hits.has(row.id),
        related: related && { ...related, hit: viewer.hits.has(related.row.id) },
      },
    };
  };

  // Viewers read before the last prune are read again when next seen (the cache forgets old marks on the same clock).
  let mark = 0;
  const prune = setInterval(() => {
    for (const [id, viewer] of viewers) if (viewer.seq <= mark) viewers.delete(id);
    mark = cache.seq();
  }, 60_000);
  prune.unref();

  return {
    async discover(viewerId: number, page: Page) {
      const shared = await ranking();
      if (!shared) return feed.discover(viewerId, page);
      const viewer = await viewerOf(viewerId, shared);
      const end = (page.page + 1) * page.limit;
      const seen = shared.rows.filter((row) => !viewer.blocked.has(row.userId));
      // Past the shared ranking, minus the viewer's blocks, the database ranks the page for the viewer.
      if (seen.length < end && !shared.whole) return feed.discover(viewerId, page);
      // Listed posts with news since they were read (a hit, a comment) are read again: their counts are fresh.
      const rows = await asNow(cache, shared, seen.slice(page.page * page.limit, end), postTags, feed.discoverRows);
      await refreshHits(
        viewerId,
        viewer,
        rows.flatMap((r) => (r.context.related ? [r.id, r.context.related.row.id] : [r.id])),
      );
      return rows.map((row) => asSeenBy(row, viewer));
    },
  };
}
