// My feed is the page most visits open. A page is kept (cache/cache.ts) for its viewer under the tags of everything it
// shows or depends on: each post on it (edit, delete, hit, comment, repost), each author and organization the viewer
// follows or sees (a new post, a name, a standing), and the viewer's own follows and blocks. The writes that change
// them are declared in db/repositories/cache-effects.ts; their news reaches every instance through the hub.
import type { Cache } from '../../cache/cache.js';
import { tags } from '../../cache/tags.js';
import type { Repositories } from '../../db/repositories/index.js';
import { discoverCache } from './discover-cache.js';

type MyFeed = Repositories['feed']['myFeed'];

/** A bound on how long a page lives even if no news reaches it (say, while Redis is unreachable). */
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * The feed repository with My feed's pages and Discover's ranking kept in memory (composed in compose.ts); `graph`
 * says whose posts a viewer's page depends on.
 */
export function cachedFeed(
  feed: Repositories['feed'],
  graph: Repositories['graph'],
  cache: Cache,
): Repositories['feed'] {
  const pages = cache.namespace('my-feed', { ttlMs: TTL_MS, maxEntries: MAX_ENTRIES });

  const myFeed: MyFeed = async (viewerId, page) => {
    const made = await pages.read(
      `${viewerId}:${page.page}:${page.limit}`,
      async () => {
        const [rows, sources] = await Promise.all([feed.myFeed(viewerId, page), graph.feedSources(viewerId)]);
        const shown = rows.flatMap((row) => (row.context.related ? [row, row.context.related.row] : [row]));
        const organizations = new Set([
          ...sources.organizations,
          ...shown.flatMap((r) => (r.organizationId ? [r.organizationId] : [])),
        ]);
        const named = new Set([
          tags.viewer(viewerId),
          ...shown.map((r) => tags.post(r.id)),
          ...[viewerId, ...sources.users, ...shown.map((r) => r.userId)].map(tags.author),
          ...[...organizations].map(tags.organization),
        ]);
        return { rows, tags: [...named] };
      },
      (made) => ({ tags: made.tags }),
    );
    return made.rows;
  };

  // Discover is cut from a ranking shared by every viewer (services/caches/discover-cache.ts), judged by the same news.
  const discover = discoverCache(feed, cache);
  return { ...feed, myFeed, discover: discover.discover };
}

/**
 * The attention repository with each player's facts (mutes, muted words, channels) kept in memory (composed in
 * compose.ts, with the feed's cache): what is cut from their pages after the shared caches (services/views/feed-view.ts)
 * and what the attention rule asks out of transactions, so neither costs a read in the steady state.
 */
export function cachedAttention(attention: Repositories['attention'], cache: Cache): Repositories['attention'] {
  const facts = cache.namespace('attention-facts', { ttlMs: TTL_MS, maxEntries: MAX_ENTRIES });
  type Facts = Awaited<ReturnType<Repositories['attention']['factsOf']>>[number];
  return {
    ...attention,
    // Each player's facts kept until their mutes, words or channels change; the players not kept are read together
    // (one statement), whoever asked first. Mutes are judged by the clock where they are used, so a kept one that
    // runs out stops counting.
    factsOf: (userIds, now) => {
      let missing: number[] = [];
      let batch: Promise<Map<number, Facts>> | undefined;
      const load = (id: number) => {
        missing.push(id);
        batch ??= Promise.resolve().then(async () => {
          const ids = missing;
          missing = [];
          return new Map((await attention.factsOf(ids, now)).map((f) => [f.userId, f]));
        });
        return batch.then((found) => found.get(id)!);
      };
      return Promise.all(
        [...new Set(userIds)].map((id) =>
          facts.read(
            String(id),
            () => load(id),
            () => ({ tags: [tags.viewer(id)] }),
          ),
        ),
      );
    },
  };
}
