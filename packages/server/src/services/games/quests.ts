// Daily and weekly quests, counted from what the server saw the player do. Days are UTC days, weeks ISO weeks.
import type { Quest, QuestKey } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { addDays, isoDay, weekStart } from './puzzle-days.js';

interface Period {
  /** First and last day, inclusive. */
  from: string;
  to: string;
  start: Date;
  end: Date;
}

interface QuestDef {
  key: QuestKey;
  period: 'daily' | 'weekly';
  target: number;
  points: number;
  count: (services: Services, userId: number, period: Period) => Promise<number>;
}

const solved = (kind: 'word' | 'category') => (services: Services, userId: number, p: Period) =>
  services.repos.puzzles.solvedCount(userId, kind, p.from, p.to);
const written = (kind: 'post' | 'comment') => (services: Services, userId: number, p: Period) =>
  services.repos.quests.writtenCount(userId, kind, p.start, p.end);

/**
 * Every quest counts stored activity: posts and comments, solved puzzles, lobbies made or joined (approved),
 * "going" answers to events, and game accounts linked (Steam, Riot), within the period.
 */
export const questCatalog: QuestDef[] = [
  { key: 'dailyWordPuzzle', period: 'daily', target: 1, points: 20, count: solved('word') },
  { key: 'dailyCategoryPuzzle', period: 'daily', target: 1, points: 20, count: solved('category') },
  { key: 'dailyPost', period: 'daily', target: 1, points: 10, count: written('post') },
  { key: 'dailyComments', period: 'daily', target: 3, points: 15, count: written('comment') },
  { key: 'weeklyWordPuzzles', period: 'weekly', target: 5, points: 50, count: solved('word') },
  { key: 'weeklyPosts', period: 'weekly', target: 5, points: 40, count: written('post') },
  { key: 'weeklyComments', period: 'weekly', target: 10, points: 40, count: written('comment') },
  {
    key: 'weeklyLobby',
    period: 'weekly',
    target: 1,
    points: 25,
    count: (services, userId, p) => services.repos.quests.lobbyCount(userId, p.start, p.end),
  },
  {
    key: 'weeklyEvent',
    period: 'weekly',
    target: 1,
    points: 25,
    count: (services, userId, p) => services.repos.quests.goingCount(userId, p.start, p.end),
  },
  {
    key: 'weeklyGameAccount',
    period: 'weekly',
    target: 1,
    points: 30,
    count: (services, userId, p) => services.repos.quests.linkedCount(userId, p.start, p.end),
  },
];

function periodOf(kind: 'daily' | 'weekly', now: Date): Period {
  const from = kind === 'daily' ? isoDay(now) : weekStart(isoDay(now));
  const to = kind === 'daily' ? from : addDays(from, 6);
  return { from, to, start: new Date(`${from}T00:00:00Z`), end: new Date(`${addDays(to, 1)}T00:00:00Z`) };
}

/**
 * Each quest's progress in its current period; a quest that reached its target is recorded once per period,
 * and its points count on the leaderboards from then.
 */
export async function questsOf(services: Services, userId: number): Promise<Quest[]> {
  const now = services.now();
  const quests = await Promise.all(
    questCatalog.map(async (def) => {
      const period = periodOf(def.period, now);
      const progress = Math.min(def.target, await def.count(services, userId, period));
      const completed = progress >= def.target;
      if (completed) {
        const day = isoDay(now);
        // Recorded once per period, with its points on the total board, in one transaction.
        await services.repos.transaction(async (tx) => {
          const first = await tx.quests.complete({
            userId,
            questKey: def.key,
            periodStart: period.from,
            points: def.points,
            day,
          });
          if (first) await tx.puzzles.addScore(userId, ['total'], day, weekStart(day), def.points);
          return first;
        });
      }
      return {
        key: def.key,
        period: def.period,
        target: def.target,
        progress,
        points: def.points,
        completed,
        endsAt: period.end.toISOString(),
      };
    }),
  );
  return quests;
}

/** A solve may finish a quest (its score drops the boards: cache-effects.ts). */
export async function puzzleSolved(services: Services, userId: number) {
  await questsOf(services, userId);
}
