import { followingLeaderboards, puzzleLeaderboards, puzzleRules } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { ALL_TIME, type BoardQuery, type LeaderboardRow } from '../../db/repositories/puzzles.js';
import { AppError } from '../../errors/app-error.js';
import { isCalendarDate, isoDay, weekStart } from '../../services/games/puzzle-days.js';
import { handle } from '../define.js';

type BoardInput = { puzzle_key: BoardQuery['key']; date?: string; period: 'day' | 'week' | 'all' };

/** Day: that date; week: the ISO week holding it; all: every day. The date defaults to today in UTC. */
function boardQuery(services: Services, { puzzle_key, date, period }: BoardInput): BoardQuery {
  if (date !== undefined && !isCalendarDate(date)) throw new AppError('invalidDate', 'date');
  const day = date ?? isoDay(services.now());
  const periodStart = period === 'day' ? day : period === 'week' ? weekStart(day) : ALL_TIME;
  return { key: puzzle_key, period, periodStart, limit: puzzleRules.leaderboardRows };
}

const present = (rows: LeaderboardRow[]) =>
  rows.map((r) => ({
    userId: r.userId,
    username: r.username,
    fullname: [r.firstName, r.lastName].filter(Boolean).join(' ').trim() || r.username,
    photoUrl: r.photoUrl,
    point: Number(r.point),
  }));

export const puzzleLeaderboardsHandler = handle(puzzleLeaderboards, async (input, { services }) => {
  const query = boardQuery(services, input);
  return present(await services.repos.puzzles.leaderboard(query));
});

export const followingLeaderboardsHandler = handle(followingLeaderboards, async (input, { services, session }) => {
  const query = { ...boardQuery(services, input), followerId: session.user.id };
  return present(await services.repos.puzzles.leaderboard(query));
});
