import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

type Guess = {
  letters: { letter: string; state: string }[];
  solved: boolean;
  guessesLeft: number;
  answer?: string;
  points?: number;
};
type Puzzle = { id: number; length: number; maxGuesses: number };

// Noon UTC on 15 June: it is the 15th from UTC-12 to UTC+11 and the 16th from UTC+12 on.
const NOW = Date.parse('2026-06-15T12:00:00Z');
let server: TestServer;
let boss: Awaited<ReturnType<typeof signUp>>;
let ali: Awaited<ReturnType<typeof signUp>>;
let bora: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer({ managerEmails: ['boss@example.com'] }, { now: () => new Date(NOW) });
  [boss, ali, bora] = [await signUp(server, 'boss'), await signUp(server, 'ali'), await signUp(server, 'bora')];
});
afterAll(() => server.close());

const schedule = (date: string, language: string, word: string, token = boss.token) =>
  server.secured<{ id: number }>(token, 'setPuzzle', { date, language, kind: 'word', word });
const today = (date: string, language: string) => server.open<Puzzle>('todaysPuzzle', { date, language });
const guess = (token: string, puzzle_id: number, word: string) =>
  server.secured<Guess>(token, 'guessWord', { puzzle_id, guess: word });
const states = (g: Guess) => g.letters.map((l) => l.state[0]).join('');

describe('word puzzle', () => {
  it('lets a manager schedule a word, and nobody else', async () => {
    expect(
      (await server.open<{ manager: boolean }>('auth', { login: 'boss', password: boss.password })).data,
    ).toMatchObject({ user: { manager: true } });
    const refused = await schedule('2026-06-15', 'en', 'spawn', ali.token);
    expect(refused.error?.code).toBe('unauthorized');
    expect((await schedule('2026-06-15', 'en', 'spawn')).status).toBe(202);
    expect((await schedule('2026-06-16', 'en', 'xqzvw')).error?.code).toBe('notAWord');
    expect((await schedule('2026-06-14', 'en', 'crane')).error?.code).toBe('puzzleDateInPast');
  });

  it('serves the day without its answer, only for a date that is today somewhere on Earth', async () => {
    const puzzle = await today('2026-06-15', 'en');
    expect(puzzle.data).toMatchObject({ length: 5, maxGuesses: 6 });
    expect(JSON.stringify(puzzle.data)).not.toContain('spawn');
    expect((await today('2026-06-16', 'en')).status).toBe(202);
    for (const date of ['2026-06-14', '2026-06-17', '2026-02-30', 'yesterday', "x'; drop table puzzles;--"]) {
      const answer = await today(date, 'en');
      expect(answer.status, date).toBe(400);
      expect(['notTodayOnEarth', 'invalidDate']).toContain(answer.error?.code);
    }
  });

  it('counts repeated letters as Wordle does (answer spawn, guess sassy)', async () => {
    const { id } = (await today('2026-06-15', 'en')).data;
    const table: [string, string][] = [
      ['sassy', 'cpaaa'],
      ['swaps', 'cpcpa'],
      ['pawns', 'ppppp'],
      ['spawn', 'ccccc'],
    ];
    const results = [];
    for (const [word] of table) results.push((await guess(ali.token, id, word)).data);
    expect(results.map(states)).toEqual(table.map(([, s]) => s));
    expect(results[0]!.letters.map((l) => l.letter).join('')).toBe('SASSY');
    expect(results[0]).not.toHaveProperty('answer');
    expect(results[3]).toMatchObject({ solved: true, guessesLeft: 2, answer: 'SPAWN', points: 140 });
    expect((await guess(ali.token, id, 'crane')).error?.code).toBe('puzzleOver');
  });

  it('refuses words that are not words, and wrong lengths, without spending a guess', async () => {
    const { id } = (await today('2026-06-15', 'en')).data;
    for (const [word, code] of [
      ['xqzvw', 'notAWord'],
      ['crân', 'wordLength'],
      ['cranes', 'wordLength'],
      ['cr\u0000ne', 'invalidCharacters'],
      ['a'.repeat(1_000_000), 'wordLength'],
    ]) {
      const answer = await guess(bora.token, id, word!);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      if (answer.status === 400 && code !== 'invalidCharacters') expect(answer.error?.code).toBe(code);
    }
    expect((await guess(bora.token, id, 'crane')).data.guessesLeft).toBe(5);
  });

  it('ends after the sixth guess, reveals the answer then, and refuses a seventh', async () => {
    const { id } = (await today('2026-06-15', 'en')).data;
    const carol = await signUp(server, 'carol');
    const words = ['crane', 'bloat', 'fight', 'mucky', 'dwelt', 'jumbo'];
    let last: Guess | undefined;
    for (const [i, word] of words.entries()) {
      last = (await guess(carol.token, id, word)).data;
      if (i < 5) expect(last.answer).toBeUndefined();
    }
    expect(last).toMatchObject({ solved: false, guessesLeft: 0, answer: 'SPAWN', points: 0 });
    const seventh = await guess(carol.token, id, 'spawn');
    expect(seventh.error?.code).toBe('puzzleOver');
  });

  it('does not let parallel guesses make a seventh', async () => {
    const { id } = (await today('2026-06-15', 'en')).data;
    const dan = await signUp(server, 'dan');
    const answers = await Promise.all(
      ['crane', 'bloat', 'fight', 'mucky', 'dwelt', 'jumbo', 'crane', 'bloat'].map((w) => guess(dan.token, id, w)),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(6);
    expect(answers.filter((a) => a.error?.code === 'puzzleOver')).toHaveLength(2);
  });

  it('lets exactly one of six guesses sent together be the sixth, when five are in', async () => {
    const { id } = (await today('2026-06-15', 'en')).data;
    const fay = await signUp(server, 'fay');
    for (const word of ['crane', 'bloat', 'fight', 'mucky', 'dwelt']) {
      expect((await guess(fay.token, id, word)).status).toBe(202);
    }
    const answers = await Promise.all(
      ['jumbo', 'spawn', 'crane', 'bloat', 'fight', 'mucky'].map((w) => guess(fay.token, id, w)),
    );
    const landed = answers.filter((a) => a.status === 202);
    expect(landed).toHaveLength(1);
    expect(landed[0]!.data).toMatchObject({ guessesLeft: 0, answer: 'SPAWN' });
    expect(answers.filter((a) => a.error?.code === 'puzzleOver')).toHaveLength(5);
    const progress = await server.secured<{ status: string; guesses: unknown[] }>(fay.token, 'puzzleProgress', {
      puzzle_id: id,
    });
    expect(progress.data.guesses).toHaveLength(6);
    expect(progress.data.status).toBe(landed[0]!.data.solved ? 'solved' : 'failed');
  });

  it('counts hints and guesses sent together once each, and scores the solve after them', async () => {
    const { id } = (await today('2026-06-15', 'en')).data;
    const gus = await signUp(server, 'gus');
    const hint = () => server.secured<{ hintsLeft: number }>(gus.token, 'hintWord', { puzzle_id: id });
    const answers = await Promise.all([
      hint(),
      guess(gus.token, id, 'crane'),
      hint(),
      guess(gus.token, id, 'bloat'),
      guess(gus.token, id, 'fight'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    const progress = await server.secured<{ guesses: unknown[]; hintsLeft: number }>(gus.token, 'puzzleProgress', {
      puzzle_id: id,
    });
    expect(progress.data).toMatchObject({ hintsLeft: 0 });
    expect(progress.data.guesses).toHaveLength(3);
    // The fourth guess with two hints: 100 + 20 × 2 − 25 × 2.
    expect((await guess(gus.token, id, 'spawn')).data).toMatchObject({ solved: true, guessesLeft: 2, points: 90 });
  });

  it('limits hints, takes points for them, and never trusts the points a client sends', async () => {
    const { id } = (await today('2026-06-15', 'en')).data;
    const erin = await signUp(server, 'erin');
    const early = await server.secured(erin.token, 'completePuzzle', {
      puzzle_id: id,
      puzzle_point: 9999,
      puzzle_key: 'word',
    });
    expect(early.error).toMatchObject({ code: 'puzzleNotFinished' });
    const first = await server.secured<{ position: number; letter: string; hintsLeft: number }>(
      erin.token,
      'hintWord',
      {
        puzzle_id: id,
      },
    );
    expect(first.data).toMatchObject({ position: 0, letter: 'S', hintsLeft: 1 });
    expect((await server.secured(erin.token, 'hintWord', { puzzle_id: id })).data).toMatchObject({ hintsLeft: 0 });
    const none = await server.secured(erin.token, 'hintWord', { puzzle_id: id });
    expect(none.error).toMatchObject({ code: 'noHintsLeft', description: 'No more hints left!' });
    const solved = (await guess(erin.token, id, 'spawn')).data;
    expect(solved.points).toBe(200 - 50);
    const done = await server.secured<{ points: number }>(erin.token, 'completePuzzle', {
      puzzle_id: id,
      puzzle_point: 9999,
      puzzle_key: 'word',
    });
    expect(done.data.points).toBe(150);
    const completed = await server.secured(erin.token, 'isCompletedWordPuzzle', { date: '2026-06-15', language: 'en' });
    expect(completed.data).toEqual({ completed: true, solved: true, points: 150 });
    const progress = await server.secured<{ status: string; guesses: unknown[]; answer: string }>(
      erin.token,
      'puzzleProgress',
      { puzzle_id: id },
    );
    expect(progress.data).toMatchObject({ status: 'solved', answer: 'SPAWN' });
    expect(progress.data.guesses).toHaveLength(1);
  });

  it('reads Turkish with Turkish casing: I is ı, İ is i', async () => {
    expect((await schedule('2026-06-15', 'tr', 'KİRAZ')).status).toBe(202);
    expect((await schedule('2026-06-16', 'tr', 'ISLAK')).status).toBe(202);
    const kiraz = (await today('2026-06-15', 'tr')).data;
    // Upper-case I is dotless ı in Turkish: KIRAZ reads kıraz, which is no word.
    expect((await guess(ali.token, kiraz.id, 'KIRAZ')).error?.code).toBe('notAWord');
    const close = (await guess(ali.token, kiraz.id, 'kitap')).data;
    expect(close.letters.map((l) => l.letter).join('')).toBe('KİTAP');
    expect(states(close)).toBe('ccaca');
    const right = (await guess(ali.token, kiraz.id, 'KİRAZ')).data;
    expect(right).toMatchObject({ solved: true, answer: 'KİRAZ' });
    const islak = (await today('2026-06-16', 'tr')).data;
    expect((await guess(ali.token, islak.id, 'islak')).error?.code).toBe('notAWord');
    const dotless = (await guess(ali.token, islak.id, 'ISLAK')).data;
    expect(dotless).toMatchObject({ solved: true, answer: 'ISLAK' });
  });

  it('refuses to change a puzzle once someone has played it', async () => {
    const changed = await schedule('2026-06-15', 'en', 'crane');
    expect(changed.error?.code).toBe('puzzleAlreadyPlayed');
    expect((await schedule('2026-06-16', 'en', 'crane')).status).toBe(202);
    expect((await schedule('2026-06-16', 'en', 'bloat')).status).toBe(202);
  });

  it('scores a guess against the word a manager put in after the puzzle was last read', async () => {
    const { id } = (await today('2026-06-16', 'en')).data;
    // Refused, so nobody has played it yet; this server has read (and kept) the puzzle as it was: bloat.
    expect((await guess(bora.token, id, 'xqzvw')).error?.code).toBe('notAWord');
    expect((await schedule('2026-06-16', 'en', 'crane')).data.id).toBe(id);
    expect((await guess(bora.token, id, 'crane')).data).toMatchObject({ solved: true, answer: 'CRANE' });
  });

  it('picks a built-in word for a day no manager scheduled, the same for everyone', async () => {
    const es = await today('2026-06-15', 'es');
    expect(es.data).toMatchObject({ length: 5 });
    expect((await today('2026-06-15', 'es')).data.id).toBe(es.data.id);
    const played = await guess(bora.token, es.data.id, 'perro');
    expect(played.status).toBe(202);
    expect(played.data.letters).toHaveLength(5);
  });
  it('lists what is scheduled with its word and whether anyone played it, and takes an unplayed one back', async () => {
    type Scheduled = { id: number; date: string; language: string; played: boolean; word?: string };
    const listed = async () =>
      (await server.secured<Scheduled[]>(boss.token, 'scheduledPuzzles', { from: '2026-06-15' })).data;
    const later = (await schedule('2026-06-20', 'en', 'bloat')).data;
    const rows = await listed();
    expect(rows.find((r) => r.date === '2026-06-15' && r.language === 'en')).toMatchObject({
      played: true,
      word: 'spawn',
    });
    expect(rows.find((r) => r.id === later.id)).toMatchObject({ date: '2026-06-20', played: false, word: 'bloat' });

    const remove = (id: number, token = boss.token) => server.secured(token, 'removePuzzle', { id });
    expect((await remove(later.id, ali.token)).error?.code).toBe('unauthorized');
    const played = rows.find((r) => r.date === '2026-06-15' && r.language === 'en')!;
    expect((await remove(played.id)).error?.code).toBe('puzzleAlreadyPlayed');
    expect((await remove(later.id)).data).toEqual({ removed: true });
    expect((await remove(later.id)).error?.code).toBe('puzzleNotFound');
    expect((await listed()).map((r) => r.id)).not.toContain(later.id);
    expect((await listed()).map((r) => r.id)).toContain(played.id);
  });
});
