import { puzzleRules, removePuzzle, scheduledPuzzles, setPuzzle, type Language } from '@gamefolk/contract';
import type { PuzzleAnswer } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { assertSiteManager } from '../../policies/manager.js';
import { isWord } from '../../services/games/dictionaries.js';
import { isCalendarDate, todaysOnEarth } from '../../services/games/puzzle-days.js';
import { letters, normalizeWord } from '../../services/games/wordle.js';
import { handle } from '../define.js';

/** Managers schedule a day's word or category set; once anyone has played it, it stays as it is. */
export const setPuzzleHandler = handle(setPuzzle, async (input, { services, session }) => {
  assertSiteManager(services, session.user);
  if (!isCalendarDate(input.date)) throw new AppError('invalidDate', 'date');
  if (input.date < todaysOnEarth(services.now()).earliest) throw new AppError('puzzleDateInPast', 'date');
  let answer: PuzzleAnswer;
  if (input.kind === 'word') {
    const word = normalizeWord(input.word, input.language);
    if (!word || letters(word).length !== puzzleRules.wordLength) throw new AppError('wordLength', 'word');
    if (!(await isWord(word, input.language))) throw new AppError('notAWord', 'word');
    answer = { word };
  } else {
    const groups = input.groups.map((g) => ({ label: g.label.trim(), items: g.items.map((i) => i.trim()) }));
    const all = groups.flatMap((g) => g.items.map((i) => i.toLocaleLowerCase(input.language)));
    if (new Set(all).size !== all.length) throw new AppError('duplicateItems', 'groups');
    answer = { groups };
  }
  const outcome = await services.repos.puzzles.schedule({
    day: input.date,
    language: input.language,
    kind: input.kind,
    answer,
    createdBy: session.user.id,
  });
  if (outcome.played) throw new AppError('puzzleAlreadyPlayed');
  const { row } = outcome;
  return { id: row.id, date: row.day, language: row.language as Language, kind: row.kind };
});

export const scheduledPuzzlesHandler = handle(scheduledPuzzles, async ({ from }, { services, session }) => {
  assertSiteManager(services, session.user);
  if (!isCalendarDate(from)) throw new AppError('invalidDate', 'from');
  const rows = await services.repos.puzzles.scheduledFrom(from);
  return rows.map(({ puzzle, played }) => ({
    id: puzzle.id,
    date: puzzle.day,
    language: puzzle.language as Language,
    kind: puzzle.kind,
    summary: 'word' in puzzle.answer ? puzzle.answer.word : puzzle.answer.groups.map((g) => g.label).join(' · '),
    played: Boolean(played),
    ...('word' in puzzle.answer
      ? { word: puzzle.answer.word }
      : { groups: puzzle.answer.groups.map((g) => ({ label: g.label, items: g.items })) }),
  }));
});

export const removePuzzleHandler = handle(removePuzzle, async ({ id }, { services, session }) => {
  assertSiteManager(services, session.user);
  const outcome = await services.repos.puzzles.unschedule(id);
  if (outcome === 'gone') throw new AppError('puzzleNotFound');
  if (outcome === 'played') throw new AppError('puzzleAlreadyPlayed');
  return { removed: true as const };
});
