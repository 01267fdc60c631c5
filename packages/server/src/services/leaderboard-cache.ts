// Leaderboards are read on every feed page and change only when someone finishes a puzzle or a quest.
import type { Services } from '../context.js';
import type { BoardQuery, LeaderboardRow } from '../db/repositories/puzzles.js';

/**
 * A board is kept this long at most. A finish on this instance drops every board at once; on another instance
 * it shows within this bound, which is what a leaderboard can afford.
 */
const TTL_MS = 5_000;
type Boards = Map<string, { at: number; rows: Promise<LeaderboardRow[]> }>;
const byServer = new WeakMap<Services, Boards>();

export function cachedBoard(services: Services, query: BoardQuery, load: () => Promise<LeaderboardRow[]>) {
  let boards = byServer.get(services);
  if (!boards) byServer.set(services, (boards = new Map()));
  const key = JSON.stringify(query);
  const now = Date.now();
  const kept = boards.get(key);
  if (kept && now - kept.at < TTL_MS) return kept.rows;
  const rows = load();
  boards.set(key, { at: now, rows });
  rows.catch(() => boards.delete(key));
  if (boards.size > 1_000) boards.delete(boards.keys().next().value!);
  return rows;
}

export function dropBoards(services: Services) {
  byServer.get(services)?.clear();
}
