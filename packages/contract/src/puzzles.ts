import { z } from 'zod';
import { defineAction } from './action.js';
import { languages } from './limits.js';

export const puzzleRules = {
  wordLength: 5,
  maxGuesses: 6,
  wordHints: 2,
  categoryGroups: 3,
  categoryGroupSize: 3,
  categoryMistakes: 3,
  categoryHints: 2,
  leaderboardRows: 5,
  leaderboardCompactRows: 3,
} as const;

export const puzzleKinds = ['word', 'category'] as const;
export type PuzzleKind = (typeof puzzleKinds)[number];
/** `total` adds both puzzles and quest points. */
export const leaderboardKeys = ['word', 'category', 'total'] as const;
export const leaderboardPeriods = ['day', 'week', 'all'] as const;

/** A calendar date as the player's device sees it. */
export const puzzleDate = z.string({ error: 'invalidDate' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidDate' });
const puzzleLanguage = z.enum(languages, { error: 'unsupportedLanguage' });
const puzzleId = z.number({ error: 'fieldRequired' }).int().positive().max(2_147_483_647);
const shortItem = z.string({ error: 'fieldRequired' }).trim().min(1, { error: 'fieldRequired' }).max(30, {
  error: 'textTooLong',
});

export const letterStates = ['correct', 'present', 'absent'] as const;
export const letterResult = z.object({ letter: z.string(), state: z.enum(letterStates) });
export type LetterResult = z.infer<typeof letterResult>;

export const setPuzzle = defineAction({
  name: 'setPuzzle',
  access: 'secured',
  input: z.discriminatedUnion(
    'kind',
    [
      z.object({
        date: puzzleDate,
        language: puzzleLanguage,
        kind: z.literal('word'),
        word: z.string({ error: 'fieldRequired' }).max(30, { error: 'textTooLong' }),
      }),
      z.object({
        date: puzzleDate,
        language: puzzleLanguage,
        kind: z.literal('category'),
        groups: z
          .array(z.object({ label: shortItem, items: z.array(shortItem).length(3, { error: 'selectThree' }) }))
          .length(3, { error: 'invalidInput' }),
      }),
    ],
    { error: 'invalidInput' },
  ),
  output: z.object({ id: z.number().int(), date: z.string(), language: z.enum(languages), kind: z.enum(puzzleKinds) }),
});

/** Managers: what is scheduled from a date on (their own and the built-in picks are not listed). */
export const scheduledPuzzles = defineAction({
  name: 'scheduledPuzzles',
  access: 'secured',
  input: z.object({ from: puzzleDate }),
  output: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      language: z.enum(languages),
      kind: z.enum(puzzleKinds),
      summary: z.string(),
      /** Somebody has played it: it can no longer change nor go. */
      played: z.boolean(),
      /** What the form needs to edit it. */
      word: z.string().optional(),
      groups: z.array(z.object({ label: z.string(), items: z.array(z.string()) })).optional(),
    }),
  ),
});

/** Managers: take a scheduled puzzle back while nobody has played it (the day then gets the built-in pick). */
export const removePuzzle = defineAction({
  name: 'removePuzzle',
  access: 'secured',
  input: z.object({ id: puzzleId }),
  output: z.object({ removed: z.literal(true) }),
});

const dayInput = z.object({ date: puzzleDate, language: puzzleLanguage.optional() });

export const todaysPuzzle = defineAction({
  name: 'todaysPuzzle',
  access: 'open',
  input: dayInput,
  output: z.object({
    id: z.number().int(),
    date: z.string(),
    language: z.enum(languages),
    length: z.number().int(),
    maxGuesses: z.number().int(),
    hints: z.number().int(),
  }),
});

export const todaysCategories = defineAction({
  name: 'todaysCategories',
  access: 'open',
  input: dayInput,
  output: z.object({
    id: z.number().int(),
    date: z.string(),
    language: z.enum(languages),
    items: z.array(z.string()),
    maxMistakes: z.number().int(),
    hints: z.number().int(),
  }),
});

const gameOver = {
  /** Only once the game is over. */
  answer: z.string().optional(),
  points: z.number().int().optional(),
};

export const guessWord = defineAction({
  name: 'guessWord',
  access: 'secured',
  input: z.object({
    puzzle_id: puzzleId,
    guess: z.string({ error: 'fieldRequired' }).max(100, { error: 'wordLength' }),
  }),
  output: z.object({
    letters: z.array(letterResult),
    solved: z.boolean(),
    guessesLeft: z.number().int(),
    ...gameOver,
  }),
});

export const hintWord = defineAction({
  name: 'hintWord',
  access: 'secured',
  input: z.object({ puzzle_id: puzzleId }),
  output: z.object({ position: z.number().int(), letter: z.string(), hintsLeft: z.number().int() }),
});

export const categoryGroup = z.object({ label: z.string(), items: z.array(z.string()) });

export const checkCategory = defineAction({
  name: 'checkCategory',
  access: 'secured',
  input: z.object({
    puzzle_id: puzzleId,
    items: z.array(z.string().max(100, { error: 'selectThree' }), { error: 'selectThree' }).length(3, {
      error: 'selectThree',
    }),
  }),
  output: z.object({
    correct: z.boolean(),
    label: z.string().optional(),
    mistakesLeft: z.number().int(),
    solved: z.boolean(),
    /** Every group, once the game is over. */
    groups: z.array(categoryGroup).optional(),
    points: z.number().int().optional(),
  }),
});

export const hintCategory = defineAction({
  name: 'hintCategory',
  access: 'secured',
  input: z.object({ puzzle_id: puzzleId }),
  output: z.object({ label: z.string(), item: z.string(), hintsLeft: z.number().int() }),
});

/** Where the signed-in player stands on a puzzle, to draw the board again after a reload. */
export const puzzleProgress = defineAction({
  name: 'puzzleProgress',
  access: 'secured',
  input: z.object({ puzzle_id: puzzleId }),
  output: z.object({
    kind: z.enum(puzzleKinds),
    status: z.enum(['new', 'playing', 'solved', 'failed']),
    guesses: z.array(z.array(letterResult)),
    hints: z.array(z.object({ position: z.number().int(), letter: z.string() })),
    found: z.array(categoryGroup),
    categoryHints: z.array(z.object({ label: z.string(), item: z.string() })),
    mistakesLeft: z.number().int(),
    hintsLeft: z.number().int(),
    answer: z.string().optional(),
    groups: z.array(categoryGroup).optional(),
    points: z.number().int().optional(),
  }),
});

export const completePuzzle = defineAction({
  name: 'completePuzzle',
  access: 'secured',
  input: z.object({
    puzzle_id: puzzleId,
    /** Ignored: the server computes the points. */
    puzzle_point: z.unknown().optional(),
    puzzle_key: z.enum(puzzleKinds, { error: 'invalidInput' }),
  }),
  output: z.object({ points: z.number().int() }),
});

const completedOutput = z.object({
  completed: z.boolean(),
  solved: z.boolean(),
  points: z.number().int(),
});

export const isCompletedWordPuzzle = defineAction({
  name: 'isCompletedWordPuzzle',
  access: 'secured',
  input: dayInput,
  output: completedOutput,
});

export const isCompletedCategoryPuzzle = defineAction({
  name: 'isCompletedCategoryPuzzle',
  access: 'secured',
  input: dayInput,
  output: completedOutput,
});

export const leaderboardEntry = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  photoUrl: z.string().nullable(),
  point: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

const leaderboardInput = z.object({
  puzzle_key: z.enum(leaderboardKeys, { error: 'invalidInput' }),
  date: puzzleDate.optional(),
  period: z.enum(leaderboardPeriods, { error: 'invalidInput' }).default('day'),
});

export const puzzleLeaderboards = defineAction({
  name: 'puzzleLeaderboards',
  access: 'open',
  input: leaderboardInput,
  output: z.array(leaderboardEntry),
});

/** The same board among the people the player follows, and the player. */
export const followingLeaderboards = defineAction({
  name: 'followingLeaderboards',
  access: 'secured',
  input: leaderboardInput,
  output: z.array(leaderboardEntry),
});

export const puzzleStats = defineAction({
  name: 'puzzleStats',
  access: 'secured',
  input: z.object({ puzzle_key: z.enum(puzzleKinds, { error: 'invalidInput' }), date: puzzleDate.optional() }),
  output: z.object({
    played: z.number().int(),
    won: z.number().int(),
    winRate: z.number().int(),
    currentStreak: z.number().int(),
    bestStreak: z.number().int(),
    /** Word puzzle: solves in 1…6 guesses. */
    distribution: z.array(z.number().int()),
    points: z.number().int(),
  }),
});

export const puzzleActions = {
  setPuzzle,
  scheduledPuzzles,
  removePuzzle,
  todaysPuzzle,
  todaysCategories,
  guessWord,
  hintWord,
  checkCategory,
  hintCategory,
  puzzleProgress,
  completePuzzle,
  isCompletedWordPuzzle,
  isCompletedCategoryPuzzle,
  puzzleLeaderboards,
  followingLeaderboards,
  puzzleStats,
};
