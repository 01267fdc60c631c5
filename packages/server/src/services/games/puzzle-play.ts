// Finding the day's puzzle and playing it: every rule the server holds so the browser cannot cheat.
import { puzzleRules, type Language, type PuzzleKind } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { GuessedRow, PlayRow, PuzzleRow } from '../../db/repositories/puzzles.js';
import type { CategoryGroupValue } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { builtInPuzzle } from '../../catalog/puzzles/index.js';
import { newSecret } from '../account/keys.js';
import { isCalendarDate, isTodaySomewhere, seededShuffle, weekStart } from './puzzle-days.js';

/** The puzzle of a player's local day, stored the first time anyone asks for a built-in one. */
export async function puzzleOfDay(services: Services, day: string, language: Language, kind: PuzzleKind) {
  if (!isCalendarDate(day)) throw new AppError('invalidDate', 'date');
  if (!isTodaySomewhere(day, services.now())) throw new AppError('notTodayOnEarth', 'date');
  const stored = await services.repos.puzzles.byDay(day, language, kind);
  if (stored) return stored;
  const answer = builtInPuzzle(kind, language, day, await puzzleSecret(services));
  if (!answer) throw new AppError('noPuzzleToday');
  return services.repos.puzzles.insertIfAbsent({ day, language, kind, answer });
}

const secrets = new WeakMap<Services, Promise<string>>();

/**
 * The key of the built-in picks: made on first start and kept in the database (app_settings), so every instance
 * uses the same one and it survives restarts; read once per instance.
 */
export function puzzleSecret(services: Services): Promise<string> {
  let secret = secrets.get(services);
  if (!secret) {
    secret = services.repos.settings.getOrCreate('puzzleSecret', () => newSecret());
    secrets.set(services, secret);
    secret.catch(() => secrets.delete(services));
  }
  return secret;
}

/** The player's play as read with its puzzle, for the move that follows (saves reading it again). */
const readPlays = new WeakMap<PuzzleRow, PlayRow>();

/**
 * A puzzle a player may still move in: it exists, is of that kind, and its day is today somewhere. Read together
 * with `userId`'s play of it, which the next `move` starts from.
 */
export async function playablePuzzle(services: Services, puzzleId: number, kind: PuzzleKind, userId: number) {
  const found = await services.repos.puzzles.withPlay(puzzleId, userId);
  const puzzle = playable(services, found?.puzzle, kind);
  readPlays.set(puzzle, found!.play);
  return puzzle;
}

/** The puzzle, when it exists, is of that kind and its day is today somewhere; refused otherwise. */
function playable(services: Services, puzzle: PuzzleRow | undefined, kind: PuzzleKind): PuzzleRow {
  if (!puzzle || puzzle.kind !== kind) throw new AppError('puzzleNotFound', 'puzzle_id');
  if (!isTodaySomewhere(puzzle.day, services.now())) throw new AppError('puzzleNotToday', 'puzzle_id');
  return puzzle;
}

/** Puzzles as read, by id, per server: a guess is scored against one without reading it again. */
const keptPuzzles = new WeakMap<Services, Map<number, PuzzleRow>>();
const KEPT_PUZZLES = 1_000;

/**
 * A puzzle a player may still guess in, kept in memory once read. Its day, kind and language never change; its
 * answer may, until someone has played it (`setPuzzle`), which `guessWordMove` checks in the statement that writes
 * (so a kept copy is never trusted for the answer): `fresh` reads it again after such a change.
 */
export async function keptPuzzle(services: Services, puzzleId: number, kind: PuzzleKind, fresh = false) {
  let kept = keptPuzzles.get(services);
  if (!kept) keptPuzzles.set(services, (kept = new Map()));
  let puzzle = fresh ? undefined : kept.get(puzzleId);
  if (!puzzle) {
    kept.delete(puzzleId);
    puzzle = await services.repos.puzzles.byId(puzzleId);
    if (puzzle) {
      if (kept.size >= KEPT_PUZZLES) kept.delete(kept.keys().next().value!);
      kept.set(puzzleId, puzzle);
    }
  }
  return playable(services, puzzle, kind);
}

export const wordOf = (puzzle: PuzzleRow) => ('word' in puzzle.answer ? puzzle.answer.word : '');
export const groupsOf = (puzzle: PuzzleRow): CategoryGroupValue[] =>
  'groups' in puzzle.answer ? puzzle.answer.groups : [];

/** The nine items in the order every player sees them. */
export const categoryItems = (puzzle: PuzzleRow) =>
  seededShuffle(
    groupsOf(puzzle).flatMap((g) => g.items),
    puzzle.id * 2654435761,
  );

/** Points of a solved word puzzle: fewer guesses and hints score more; a lost game scores nothing. */
export function wordPoints(guesses: number, hints: number): number {
  return Math.max(10, 100 + 20 * (puzzleRules.maxGuesses - guesses) - 25 * hints);
}

/** wordPoints of a solve by the guesses before it and the hints taken, as the guess statement reads them. */
const wordPointsTable = JSON.stringify(
  Array.from({ length: puzzleRules.maxGuesses }, (_, before) =>
    Array.from({ length: puzzleRules.wordHints + 1 }, (_, hints) => wordPoints(before + 1, hints)),
  ),
);

/**
 * A word guess as one statement and one commit (see `puzzles.guess`): no read first, no lost race to retry.
 * A solve lands together with its points on the boards, or neither does. Undefined when nothing was written: the
 * game is over, or the puzzle's answer is no longer `puzzle`'s.
 */
export async function guessWordMove(
  services: Services,
  puzzle: PuzzleRow,
  userId: number,
  word: string,
  solved: boolean,
): Promise<GuessedRow | undefined> {
  const guess = {
    puzzle,
    userId,
    word,
    solved,
    maxGuesses: puzzleRules.maxGuesses,
    pointsTable: wordPointsTable,
    at: services.now(),
  };
  if (!solved) return services.repos.puzzles.guess(guess);
  return services.repos.transaction(async (tx) => {
    const saved = await tx.puzzles.guess(guess);
    if (!saved) return undefined;
    await tx.puzzles.addScore(userId, [puzzle.kind, 'total'], puzzle.day, weekStart(puzzle.day), saved.points);
    return saved;
  });
}

export function categoryPoints(mistakes: number, hints: number): number {
  return Math.max(10, 100 + 20 * (puzzleRules.categoryMistakes - mistakes) - 25 * hints);
}

/**
 * Applies one move with compare-and-set: two moves sent at once cannot both be the sixth guess. `decide` sees
 * the play as stored and returns the change, or throws; a lost race reads the play again and decides again.
 */
export async function move<T>(
  services: Services,
  puzzle: PuzzleRow,
  userId: number,
  decide: (play: PlayRow) => { values: Partial<PlayRow>; result: (play: PlayRow) => T },
): Promise<T> {
  // A lost race means another move landed, and a game holds at most 8 (6 guesses and 2 hints; 3 groups, 3 mistakes
  // and 2 hints): past that many the play is over and `decide` answers for good.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const read = attempt === 0 ? readPlays.get(puzzle) : undefined;
    const play = read?.userId === userId ? read : await services.repos.puzzles.startPlay(puzzle, userId);
    if (play.status !== 'playing') throw new AppError('puzzleOver');
    const { values, result } = decide(play);
    // A move that ends the game with points lands together with them, or neither does; any other move is one
    // statement (a transaction binds every repository anew: not worth it for a guess that changes one row).
    const scores = values.points !== undefined && values.points > 0;
    const saved = scores
      ? await services.repos.transaction(async (tx) => {
          const moved = await tx.puzzles.moveIfAt(play, values);
          if (moved) {
            await tx.puzzles.addScore(userId, [moved.kind, 'total'], moved.day, weekStart(moved.day), moved.points);
          }
          return moved;
        })
      : await services.repos.puzzles.moveIfAt(play, values);
    if (saved) return result(saved);
  }
  throw new AppError('tooManyRequests');
}
