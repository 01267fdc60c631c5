// Leaderboards are kept in each instance's memory (services/caches/leaderboard-cache.ts): a puzzle solved through one
// instance shows on a board another instance had kept, at once rather than after the board's TTL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '@gamefolk/contract';
import type { DatabaseHandle } from '../../db/client.js';
import { openTestDatabase } from '../../test/database.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

// Instances of one deployment hear each other through Redis: without REDIS_URL (the embedded run) this is skipped.
const redisUrl = process.env.REDIS_URL;
const today = new Date().toISOString().slice(0, 10);
let database: DatabaseHandle;
let instances: TestServer[];

beforeAll(async () => {
  if (!redisUrl) return;
  database = await openTestDatabase();
  const shared = {
    redisPrefix: `gf:test:${randomBytes(4).toString('hex')}:`,
    redisUrl,
    managerEmails: ['boss@example.com'],
  };
  instances = [await startTestServer(shared, { database }), await startTestServer(shared, { database })];
}, 60_000);
afterAll(async () => {
  if (!redisUrl) return;
  for (const instance of instances) await instance.close();
  await database.close();
});

describe.skipIf(!redisUrl)('leaderboards across instances', () => {
  it('shows a solve made through one instance on the board the other kept, at once', async () => {
    const [a, b] = instances as [TestServer, TestServer];
    const boss = await signUp(a, 'boss');
    await a.secured(boss.token, 'setPuzzle', { date: today, language: 'en', kind: 'word', word: 'spawn' });
    const puzzle = await a.open<{ id: number }>('todaysPuzzle', { date: today, language: 'en' });
    const board = async (instance: TestServer) =>
      (
        await instance.open<LeaderboardEntry[]>('puzzleLeaderboards', {
          puzzle_key: 'word',
          period: 'day',
          date: today,
        })
      ).data;

    // Both instances read (and keep) today's board before anyone has points.
    expect(await board(a)).toEqual([]);
    expect(await board(b)).toEqual([]);

    const player = await signUp(a, 'solver');
    for (const guess of ['crane', 'spawn']) {
      expect((await a.secured(player.token, 'guessWord', { puzzle_id: puzzle.data.id, guess })).status).toBe(202);
    }
    // Instance b hears of the finish through Redis; a short wait covers the hop, far below the 5 s the board is kept.
    await expect
      .poll(async () => (await board(b)).map((e) => [e.username, e.point]), { timeout: 1_000, interval: 50 })
      .toEqual([['solver', 180]]);
    expect((await board(a)).map((e) => e.username)).toEqual(['solver']);
  });
});
