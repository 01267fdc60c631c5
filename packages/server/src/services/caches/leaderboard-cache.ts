// Leaderboards are read on every feed page and change only when someone scores (a puzzle solved, a quest done): a
// board is kept (cache/cache.ts) under the `boards` tag, which `puzzles.addScore` names
// (db/repositories/cache-effects.ts), so a score drops every board on every instance once it is committed.
import type { Cache } from '../../cache/cache.js';
import { tags } from '../../cache/tags.js';
import type { Repositories } from '../../db/repositories/index.js';

/** A board is kept this long at most: a bound on a change made around the repositories (by hand in the database). */
export const LEADERBOARD_TTL_MS = 5_000;

/** The puzzles repository with everyone's boards kept in memory (composed in compose.ts). */
export function cachedLeaderboards(puzzles: Repositories['puzzles'], cache: Cache): Repositories['puzzles'] {
  const boards = cache.namespace('boards', { ttlMs: LEADERBOARD_TTL_MS, maxEntries: 1_000 });
  return {
    ...puzzles,
    // The boards of everyone are shared; a board of those someone follows is theirs alone, read each time.
    leaderboard: (query) =>
      query.followerId === undefined
        ? boards.read(
            JSON.stringify(query),
            () => puzzles.leaderboard(query),
            () => ({ tags: [tags.boards] }),
          )
        : puzzles.leaderboard(query),
  };
}
