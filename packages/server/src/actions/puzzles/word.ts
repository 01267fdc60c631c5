import { completePuzzle, guessWord, hintWord, puzzleRules, todaysPuzzle, type Language } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { isWord } from '../../services/games/dictionaries.js';
import {
  guessWordMove,
  keptPuzzle,
  move,
  playablePuzzle,
  puzzleOfDay,
  wordOf,
} from '../../services/games/puzzle-play.js';
import { puzzleSolved } from '../../services/games/quests.js';
import { displayLetter, letters, normalizeWord, scoreGuess } from '../../services/games/wordle.js';
import { handle } from '../define.js';

/** The interface language when the player gives none. */
export const defaultLanguage: Language = 'en';

export const todaysPuzzleHandler = handle(todaysPuzzle, async ({ date, language }, { services }) => {
  const puzzle = await puzzleOfDay(services, date, language ?? defaultLanguage, 'word');
  return {
    id: puzzle.id,
    date: puzzle.day,
    language: puzzle.language as Language,
    length: letters(wordOf(puzzle)).length,
    maxGuesses: puzzleRules.maxGuesses,
    hints: puzzleRules.wordHints,
  };
});

export const guessWordHandler = handle(guessWord, async ({ puzzle_id, guess }, { services, session }) => {
  const userId = session.user.id;
  // The kept puzzle is tried first; should the guess write nothing, the puzzle is read again: unchanged, the game
  // is over; changed (a manager rescheduled it before anyone played), the guess is scored again against it.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const puzzle = await keptPuzzle(services, puzzle_id, 'word', attempt > 0);
    const language = puzzle.language as Language;
    const answer = wordOf(puzzle);
    const word = normalizeWord(guess, language);
    if (!word || letters(word).length !== letters(answer).length) throw new AppError('wordLength', 'guess');
    if (word !== answer && !(await isWord(word, language))) throw new AppError('notAWord', 'guess');

    const solved = word === answer;
    const saved = await guessWordMove(services, puzzle, userId, word, solved);
    if (!saved) {
      const stored = await services.repos.puzzles.byId(puzzle_id);
      if (stored && JSON.stringify(stored.answer) === JSON.stringify(puzzle.answer)) throw new AppError('puzzleOver');
      continue;
    }
    if (solved) await puzzleSolved(services, userId);
    const over = saved.status !== 'playing';
    return {
      letters: scoreGuess(word, answer, language),
      solved,
      guessesLeft: puzzleRules.maxGuesses - saved.guesses,
      ...(over ? { answer: displayWord(answer, language), points: saved.points } : {}),
    };
  }
  throw new AppError('tooManyRequests');
});

export const displayWord = (word: string, language: Language) =>
  letters(word)
    .map((c) => displayLetter(c, language))
    .join('');

/** Reveals one letter the player has not placed yet; each hint lowers the points of a solve. */
export const hintWordHandler = handle(hintWord, async ({ puzzle_id }, { services, session }) => {
  const puzzle = await playablePuzzle(services, puzzle_id, 'word', session.user.id);
  const language = puzzle.language as Language;
  const answer = letters(wordOf(puzzle));
  return move(services, puzzle, session.user.id, (play) => {
    if (play.hints.length >= puzzleRules.wordHints) throw new AppError('noHintsLeft');
    const placed = new Set(play.moves.flatMap((m) => letters(m).flatMap((c, i) => (c === answer[i] ? [i] : []))));
    const hinted = new Set(play.hints as number[]);
    const position = answer.findIndex((_, i) => !hinted.has(i) && !placed.has(i));
    const chosen = position >= 0 ? position : answer.findIndex((_, i) => !hinted.has(i));
    return {
      values: { hints: [...play.hints, chosen] },
      result: (saved) => ({
        position: chosen,
        letter: displayLetter(answer[chosen]!, language),
        hintsLeft: puzzleRules.wordHints - saved.hints.length,
      }),
    };
  });
});

/** Confirms a finished game and answers the points the server gave; what the client claims is ignored. */
export const completePuzzleHandler = handle(
  completePuzzle,
  async ({ puzzle_id, puzzle_key }, { services, session }) => {
    const puzzle = await services.repos.puzzles.byId(puzzle_id);
    if (!puzzle || puzzle.kind !== puzzle_key) throw new AppError('puzzleNotFound', 'puzzle_id');
    const play = await services.repos.puzzles.play(puzzle.id, session.user.id);
    if (!play || play.status === 'playing') throw new AppError('puzzleNotFinished');
    await services.repos.puzzles.markCompleted(play.id);
    return { points: play.points };
  },
);
