// Leaderboards are read on every feed page and change only when someone finishes a puzzle or a quest.
import type { Services } from '../context.js';
import type { BoardQuery, LeaderboardRow } from '../db/repositories/puzzles.js';

/**
 * A board is kept this long at most. A finish drops every board at once, on this instance and (through the hub)
 * on every other; the bound only covers a change made around this code (by hand in the database) or news lost.
 */
export const LEADERBOARD_TTL_MS = 5_000;
const TOPIC = 'cache:leaderboards';

interface Boards {
  rows: Map<string, { at: number; rows: Promise<LeaderboardRow[]> }>;
  /** Moves on every drop: a read under way while one happened may predate the change, so it is not kept. */
  generation: number;
}
const byServer = new WeakMap<Services, Boards>();

function boardsOf(services: Services): Boards {
  let boards = byServer.get(services);
  if (!boards) {
    const made: Boards = { rows: new Map(), generation: 0 };
    const drop = () => {
      made.generation++;
      made.rows.clear();
    };
    services.hub.subscribe(TOPIC, drop);
    services.hub.onGap(drop);
    byServer.set(services, (boards = made));
  }
  return boards;
}

export function cachedBoard(services: Services, query: BoardQuery, load: () => Promise<LeaderboardRow[]>) {
  const boards = boardsOf(services);
  const key = JSON.stringify(query);
  const now = Date.now();
  const kept = boards.rows.get(key);
  if (kept && now - kept.at < LEADERBOARD_TTL_MS) return kept.rows;
  const entry = { at: now, rows: load() };
  const generation = boards.generation;
  boards.rows.set(key, entry);
  const forget = () => {
    if (boards.rows.get(key) === entry) boards.rows.delete(key);
  };
  entry.rows.then(() => generation !== boards.generation && forget(), forget);
  if (boards.rows.size > 1_000) boards.rows.delete(boards.rows.keys().next().value!);
  return entry.rows;
}

/**
 * Called once points have been committed: every instance reads its boards again. The move is stored by then, so a
 * news that cannot reach the others (Redis away) is logged rather than failing it; they catch up within the TTL.
 */
export async function dropBoards(services: Services) {
  await services.hub.publish(TOPIC, {}).catch((error: unknown) => {
    services.log.warn({ err: error }, 'leaderboard news not published');
  });
}
