import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

type Check = { correct: boolean; label?: string; mistakesLeft: number; solved: boolean; points?: number };

const NOW = Date.parse('2026-06-15T12:00:00Z');
let server: TestServer;
let boss: Awaited<ReturnType<typeof signUp>>;
let ali: Awaited<ReturnType<typeof signUp>>;
let id: number;

const groups = [
  { label: 'Fruits', items: ['Apple', 'Pear', 'Plum'] },
  { label: 'Planets', items: ['Mars', 'Venus', 'Saturn'] },
  { label: 'Metals', items: ['Iron', 'Gold', 'Tin'] },
];

beforeAll(async () => {
  server = await startTestServer({ managerEmails: ['boss@example.com'] }, { now: () => new Date(NOW) });
  [boss, ali] = [await signUp(server, 'boss'), await signUp(server, 'ali')];
  const set = await server.secured(boss.token, 'setPuzzle', {
    date: '2026-06-15',
    language: 'en',
    kind: 'category',
    groups,
  });
  expect(set.status).toBe(202);
  id = (await server.open<{ id: number }>('todaysCategories', { date: '2026-06-15', language: 'en' })).data.id;
});
afterAll(() => server.close());

const check = (token: string, items: unknown) =>
  server.secured<Check>(token, 'checkCategory', { puzzle_id: id, items });

describe('category match', () => {
  it('shows nine items, mixed, without their groups', async () => {
    const puzzle = await server.open<{ items: string[] }>('todaysCategories', { date: '2026-06-15', language: 'en' });
    expect([...puzzle.data.items].sort()).toEqual(groups.flatMap((g) => g.items).sort());
    expect(puzzle.data.items).not.toEqual(groups.flatMap((g) => g.items));
    expect(JSON.stringify(puzzle.data)).not.toContain('Fruits');
    const other = await server.open('todaysCategories', { date: '2026-06-13', language: 'en' });
    expect(other.error?.code).toBe('notTodayOnEarth');
  });

  it('needs exactly three items', async () => {
    for (const items of [[], ['Apple'], ['Apple', 'Pear'], ['Apple', 'Pear', 'Plum', 'Mars'], 'Apple', null]) {
      const answer = await check(ali.token, items);
      expect(answer.error).toMatchObject({ code: 'selectThree', description: 'Please select exactly 3 items' });
    }
    expect((await check(ali.token, ['Apple', 'Apple', 'Pear'])).error?.code).toBe('duplicateItems');
    expect((await check(ali.token, ['Apple', 'Pear', 'Banana'])).error?.code).toBe('unknownItem');
  });

  it('costs a mistake for an unrelated trio, reveals a right one, and scores the solve on the server', async () => {
    const wrong = await check(ali.token, ['Apple', 'Mars', 'Iron']);
    expect(wrong.data).toMatchObject({ correct: false, mistakesLeft: 2, solved: false });
    expect(wrong.data).not.toHaveProperty('label');
    const right = await check(ali.token, ['venus', 'SATURN', 'Mars']);
    expect(right.data).toMatchObject({ correct: true, label: 'Planets', mistakesLeft: 2 });
    expect((await check(ali.token, ['Mars', 'Venus', 'Saturn'])).error?.code).toBe('itemsAlreadyFound');
    const hint = await server.secured<{ label: string; hintsLeft: number }>(ali.token, 'hintCategory', {
      puzzle_id: id,
    });
    expect(hint.data).toMatchObject({ label: 'Fruits', hintsLeft: 1 });
    await server.secured(ali.token, 'hintCategory', { puzzle_id: id });
    const none = await server.secured(ali.token, 'hintCategory', { puzzle_id: id });
    expect(none.error?.description).toBe('No more hints left!');
    expect((await check(ali.token, ['Apple', 'Pear', 'Plum'])).data.correct).toBe(true);
    const last = await check(ali.token, ['Iron', 'Gold', 'Tin']);
    // 100, +20 for each of the 2 mistakes left, -25 for each of 2 hints.
    expect(last.data).toMatchObject({ correct: true, solved: true, points: 90 });
    const done = await server.secured(ali.token, 'completePuzzle', {
      puzzle_id: id,
      puzzle_point: 1_000_000,
      puzzle_key: 'category',
    });
    expect(done.data).toEqual({ points: 90 });
    const completed = await server.secured(ali.token, 'isCompletedCategoryPuzzle', {
      date: '2026-06-15',
      language: 'en',
    });
    expect(completed.data).toEqual({ completed: true, solved: true, points: 90 });
  });

  it('ends the game after three mistakes and shows every group', async () => {
    const bora = await signUp(server, 'bora');
    await check(bora.token, ['Apple', 'Mars', 'Iron']);
    await check(bora.token, ['Pear', 'Venus', 'Gold']);
    const third = await check(bora.token, ['Plum', 'Saturn', 'Tin']);
    expect(third.data).toMatchObject({ correct: false, mistakesLeft: 0, solved: false, points: 0 });
    expect((third.data as { groups?: unknown[] }).groups).toHaveLength(3);
    expect((await check(bora.token, ['Apple', 'Pear', 'Plum'])).error?.code).toBe('puzzleOver');
  });

  it('serves a built-in set in each language for a day nobody scheduled', async () => {
    for (const language of ['tr', 'en', 'es']) {
      const puzzle = await server.open<{ items: string[] }>('todaysCategories', { date: '2026-06-16', language });
      expect(puzzle.data.items).toHaveLength(9);
      expect(new Set(puzzle.data.items).size).toBe(9);
    }
  });
});
