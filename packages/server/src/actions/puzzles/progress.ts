import {
  isCompletedCategoryPuzzle,
  isCompletedWordPuzzle,
  puzzleProgress,
  puzzleRules,
  puzzleStats,
  type Language,
  type PuzzleKind,
} from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { PlayStatus } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { addDays, isoDay } from '../../services/games/puzzle-days.js';
import { groupsOf, puzzleOfDay, wordOf } from '../../services/games/puzzle-play.js';
import { displayLetter, letters, scoreGuess } from '../../services/games/wordle.js';
import { handle } from '../define.js';
import { defaultLanguage, displayWord } from './word.js';

export const puzzleProgressHandler = handle(puzzleProgress, async ({ puzzle_id }, { services, session }) => {
  const puzzle = await services.repos.puzzles.byId(puzzle_id);
  if (!puzzle) throw new AppError('puzzleNotFound', 'puzzle_id');
  const play = await services.repos.puzzles.play(puzzle.id, session.user.id);
  const language = puzzle.language as Language;
  const status: PlayStatus | 'new' = play?.status ?? 'new';
  const over = status === 'solved' || status === 'failed';
  const moves = play?.moves ?? [];
  const hints = play?.hints ?? [];
  if (puzzle.kind === 'word') {
    const answer = wordOf(puzzle);
    return {
      kind: 'word' as const,
      status,
      guesses: moves.map((m) => scoreGuess(m, answer, language)),
      hints: (hints as number[]).map((position) => ({
        position,
        letter: displayLetter(letters(answer)[position]!, language),
      })),
      found: [],
      categoryHints: [],
      mistakesLeft: 0,
      hintsLeft: puzzleRules.wordHints - hints.length,
      ...(over ? { answer: displayWord(answer, language), points: play!.points } : {}),
    };
  }
  const groups = groupsOf(puzzle);
  return {
    kind: 'category' as const,
    status,
    guesses: [],
    hints: [],
    found: groups.filter((g) => moves.includes(g.label)),
    categoryHints: groups.filter((g) => hints.includes(g.label)).map((g) => ({ label: g.label, item: g.items[0]! })),
    mistakesLeft: puzzleRules.categoryMistakes - (play?.mistakes ?? 0),
    hintsLeft: puzzleRules.categoryHints - hints.length,
    ...(over ? { groups, points: play!.points } : {}),
  };
});

async function completedOn(
  services: Services,
  userId: number,
  day: string,
  language: Language | undefined,
  kind: PuzzleKind,
) {
  const puzzle = await puzzleOfDay(services, day, language ?? defaultLanguage, kind);
  const play = await services.repos.puzzles.play(puzzle.id, userId);
  const completed = play !== undefined && play.status !== 'playing';
  return { completed, solved: play?.status === 'solved', points: play?.points ?? 0 };
}

export const isCompletedWordPuzzleHandler = handle(isCompletedWordPuzzle, ({ date, language }, { services, session }) =>
  completedOn(services, session.user.id, date, language, 'word'),
);

export const isCompletedCategoryPuzzleHandler = handle(
  isCompletedCategoryPuzzle,
  ({ date, language }, { services, session }) => completedOn(services, session.user.id, date, language, 'category'),
);

/** Played, won, streaks (consecutive days solved, in any language) and, for words, the guess distribution. */
export const puzzleStatsHandler = handle(puzzleStats, async ({ puzzle_key, date }, { services, session }) => {
  const rows = await services.repos.puzzles.finishedOf(session.user.id, puzzle_key);
  const solvedDays = [...new Set(rows.filter((r) => r.status === 'solved').map((r) => r.day))].sort();
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of solvedDays) {
    run = previous && addDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  // The streak is current while its last day is today or yesterday (today's puzzle may not be played yet).
  const today = date ?? isoDay(services.now());
  const current = previous && (previous === today || addDays(previous, 1) === today) ? run : 0;
  const won = rows.filter((r) => r.status === 'solved');
  const distribution = Array.from({ length: puzzleRules.maxGuesses }, () => 0);
  if (puzzle_key === 'word') for (const r of won) distribution[r.moves.length - 1]! += 1;
  return {
    played: rows.length,
    won: won.length,
    winRate: rows.length ? Math.round((100 * won.length) / rows.length) : 0,
    currentStreak: current,
    bestStreak: best,
    distribution: puzzle_key === 'word' ? distribution : [],
    points: rows.reduce((sum, r) => sum + r.points, 0),
  };
});
