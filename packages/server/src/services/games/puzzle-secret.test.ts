import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, puzzleKinds } from '@gamefolk/contract';
import { builtInPuzzle } from '../../catalog/puzzles/index.js';
import { openTestDatabase } from '../../test/database.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { isoDay } from './puzzle-days.js';

// Issue 30: built-in answers were a formula of the date, so anyone with the source solved tomorrow in one guess.
// They are now picked with a secret made once and kept in the database, the same for every instance.
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  database = await openTestDatabase();
  [a, b] = [await startTestServer({}, { database }), await startTestServer({}, { database })];
});
afterAll(async () => {
  await b.close();
  await a.close();
  await database.close();
});

describe('the built-in puzzle secret', () => {
  it('is stored once for every instance, and the day is picked with it', async () => {
    const day = isoDay(new Date());
    for (const language of languages) {
      const word = await a.open<{ id: number }>('todaysPuzzle', { date: day, language });
      const category = await b.open<{ id: number }>('todaysCategories', { date: day, language });
      expect([word.status, category.status]).toEqual([202, 202]);
    }
    const read = (server: TestServer) =>
      server.app.services.repos.settings.getOrCreate<string>('puzzleSecret', () => {
        throw new Error('the servers made no secret');
      });
    const secret = await read(a);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await read(b)).toBe(secret);

    let otherwise = 0;
    for (const language of languages) {
      for (const kind of puzzleKinds) {
        const stored = await b.app.services.repos.puzzles.byDay(day, language, kind);
        expect(stored?.answer).toEqual(builtInPuzzle(kind, language, day, secret));
        const withAnother = builtInPuzzle(kind, language, day, 'another secret');
        if (!isDeepStrictEqual(withAnother, stored?.answer)) otherwise++;
      }
    }
    expect(otherwise).toBeGreaterThan(0);
  });
});
