import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

type Entry = { username: string; point: number };
type Quest = {
  key: string;
  progress: number;
  target: number;
  completed: boolean;
  points: number;
  completedCount?: number;
};

// Real time: quests count posts by when the database stored them. UTC's date is always today somewhere.
const today = new Date().toISOString().slice(0, 10);
let server: TestServer;
let boss: Awaited<ReturnType<typeof signUp>>;
let id: number;

beforeAll(async () => {
  server = await startTestServer({ managerEmails: ['boss@example.com'] });
  boss = await signUp(server, 'boss');
  await server.secured(boss.token, 'setPuzzle', { date: today, language: 'en', kind: 'word', word: 'spawn' });
  id = (await server.open<{ id: number }>('todaysPuzzle', { date: today, language: 'en' })).data.id;
});
afterAll(() => server.close());

/** Solves today's word in the given guesses (the last one right). */
async function solve(token: string, misses: string[]) {
  for (const word of [...misses, 'spawn']) {
    const answer = await server.secured(token, 'guessWord', { puzzle_id: id, guess: word });
    expect(answer.status).toBe(202);
  }
}
const board = (payload: object) => server.open<Entry[]>('puzzleLeaderboards', { puzzle_key: 'word', ...payload });

describe('leaderboards and quests', () => {
  it('ranks players by the points the server gave, best first, five rows', async () => {
    const players = [];
    for (const [i, name] of ['ana', 'ben', 'cem', 'dia', 'eda', 'fox'].entries()) {
      const player = await signUp(server, name);
      players.push(player);
      // ana solves in 6 guesses (100 points), fox in 1 (200).
      await solve(player.token, ['crane', 'bloat', 'fight', 'mucky', 'dwelt'].slice(0, 5 - i));
      await server.secured(player.token, 'completePuzzle', {
        puzzle_id: id,
        puzzle_point: 100_000,
        puzzle_key: 'word',
      });
    }
    const day = await board({ date: today });
    expect(day.data.map((e) => [e.username, e.point])).toEqual([
      ['fox', 200],
      ['eda', 180],
      ['dia', 160],
      ['cem', 140],
      ['ben', 120],
    ]);
    expect((await board({ date: today, period: 'week' })).data).toHaveLength(5);
    expect((await board({ period: 'all' })).data[0]?.username).toBe('fox');
    expect((await board({ date: '2020-01-01' })).data).toEqual([]);
    expect((await board({ date: '2026-13-45' })).error?.code).toBe('invalidDate');
    expect((await server.open('puzzleLeaderboards', { puzzle_key: 'chess' })).status).toBe(400);

    // Among the people ana follows: ana and cem only.
    const [ana, , cem] = players;
    await server.secured(ana!.token, 'followUser', { userId: cem!.id });
    const circle = await server.secured<Entry[]>(ana!.token, 'followingLeaderboards', {
      puzzle_key: 'word',
      date: today,
    });
    expect(circle.data.map((e) => e.username)).toEqual(['cem', 'ana']);
  });

  it('moves quests with a real post and a solved puzzle, and their points count on the total board', async () => {
    const gul = await signUp(server, 'gul');
    const before = await server.secured<Quest[]>(gul.token, 'getQuests', {});
    expect(before.data.find((q) => q.key === 'dailyPost')).toMatchObject({ progress: 0, completed: false });

    const posted = await server.secured(gul.token, 'post', { content: '<p>gg all</p>' });
    expect(posted.status, JSON.stringify(posted.error)).toBe(202);
    await solve(gul.token, []);
    const after = await server.secured<Quest[]>(gul.token, 'getQuestsWithCompletedCount', {});
    expect(after.data.find((q) => q.key === 'dailyPost')).toMatchObject({
      progress: 1,
      completed: true,
      completedCount: 1,
    });
    expect(after.data.find((q) => q.key === 'dailyWordPuzzle')).toMatchObject({ completed: true, completedCount: 1 });
    expect(after.data.find((q) => q.key === 'weeklyPosts')).toMatchObject({ progress: 1, target: 5, completed: false });

    // gul: 200 for the word, 20 for the daily puzzle quest, 10 for the daily post.
    const total = await server.open<Entry[]>('puzzleLeaderboards', { puzzle_key: 'total', date: today });
    expect(total.data.find((e) => e.username === 'gul')?.point).toBe(230);
    expect(total.data[0]?.username).toBe('gul');
    // Reading quests again records nothing twice.
    await server.secured(gul.token, 'getQuests', {});
    const again = await server.open<Entry[]>('puzzleLeaderboards', {
      puzzle_key: 'total',
      date: today,
      period: 'week',
    });
    expect(again.data.find((e) => e.username === 'gul')?.point).toBe(230);
  });

  it('tells a player their stats: played, wins, streaks and guess distribution', async () => {
    const hal = await signUp(server, 'hal');
    await solve(hal.token, ['crane', 'bloat']);
    const stats = await server.secured(hal.token, 'puzzleStats', { puzzle_key: 'word', date: today });
    expect(stats.data).toMatchObject({
      played: 1,
      won: 1,
      winRate: 100,
      currentStreak: 1,
      bestStreak: 1,
      distribution: [0, 0, 1, 0, 0, 0],
    });
  });
});
