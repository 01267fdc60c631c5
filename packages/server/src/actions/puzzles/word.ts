import { completePuzzle, guessWord, hintWord, puzzleRules, todaysPuzzle, type Language } from '@gamefolk/contract';
import { AppError } from '../../http/app-error.js';
import { isWord } from '../../services/dictionaries.js';
import { move, playablePuzzle, puzzleOfDay, wordOf, wordPoints } from '../../services/puzzle-play.js';
import { puzzleSolved } from '../../services/quests.js';
import { displayLetter, letters, normalizeWord, scoreGuess } from '../../services/wordle.js';
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
  const puzzle = await playablePuzzle(services, puzzle_id, 'word', session.user.id);
  const language = puzzle.language as Language;
  const answer = wordOf(puzzle);
  const word = normalizeWord(guess, language);
  if (!word || letters(word).length !== letters(answer).length) throw new AppError('wordLength', 'guess');
  if (word !== answer && !(await isWord(word, language))) throw new AppError('notAWord', 'guess');

  const outcome = await move(services, puzzle, session.user.id, (play) => {
    const moves = [...play.moves, word];
    const solved = word === answer;
    const over = solved || moves.length >= puzzleRules.maxGuesses;
    return {
      values: {
        moves,
        ...(over
          ? {
              status: solved ? ('solved' as const) : ('failed' as const),
              points: solved ? wordPoints(moves.length, play.hints.length) : 0,
              finishedAt: services.now(),
            }
          : {}),
      },
      result: (saved) => ({ saved, solved, over }),
    };
  });
  if (outcome.solved) await puzzleSolved(services, session.user.id);
  return {
    letters: scoreGuess(word, answer, language),
    solved: outcome.solved,
    guessesLeft: puzzleRules.maxGuesses - outcome.saved.moves.length,
    ...(outcome.over ? { answer: displayWord(answer, language), points: outcome.saved.points } : {}),
  };
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
