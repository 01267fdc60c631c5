import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export type PuzzleKindValue = 'word' | 'category';
export interface CategoryGroupValue {
  label: string;
  items: string[];
}
/** What only the server knows: the word, or the three groups. */
export type PuzzleAnswer = { word: string } | { groups: CategoryGroupValue[] };

/** One puzzle per day, language and kind: a manager's, or the built-in pick stored the first time it is asked for. */
export const puzzles = pgTable(
  'puzzles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    kind: varchar('kind', { length: 10 }).$type<PuzzleKindValue>().notNull(),
    answer: jsonb('answer').$type<PuzzleAnswer>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('puzzles_day_language_kind_idx').on(t.day, t.language, t.kind)],
);

export type PlayStatus = 'playing' | 'solved' | 'failed';

/**
 * A player's game of one puzzle: every guess or checked trio, hints taken, and the points the server gave.
 * `day` and `kind` are copied from the puzzle so leaderboards read this table alone.
 */
export const puzzlePlays = pgTable(
  'puzzle_plays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    puzzleId: integer('puzzle_id')
      .notNull()
      .references(() => puzzles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 10 }).$type<PuzzleKindValue>().notNull(),
    status: varchar('status', { length: 10 }).$type<PlayStatus>().notNull().default('playing'),
    /** Word: the guesses as typed (normalized); category: the labels of the groups found. */
    moves: jsonb('moves')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Word: the positions revealed; category: the labels hinted. */
    hints: jsonb('hints')
      .$type<(number | string)[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    mistakes: smallint('mistakes').notNull().default(0),
    /** Moves made so far: each move is written only if no other landed first (compare and set). */
    turn: smallint('turn').notNull().default(0),
    points: integer('points').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('puzzle_plays_puzzle_user_idx').on(t.puzzleId, t.userId),
    // Leaderboards: a day's, a week's or all of a kind's points, summed per player.
    index('puzzle_plays_board_idx')
      .on(t.kind, t.day, t.userId, t.points)
      .where(sql`${t.points} > 0`),
    index('puzzle_plays_user_idx').on(t.userId, t.kind, t.day),
  ],
);

/** A quest a player finished in one period (a UTC day or ISO week), with the points it gave. */
export const questCompletions = pgTable(
  'quest_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questKey: varchar('quest_key', { length: 40 }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
    /** The UTC day it was completed on: which day's and week's boards its points count on. */
    day: date('day', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quest_completions_user_quest_period_idx').on(t.userId, t.questKey, t.periodStart),
    index('quest_completions_board_idx').on(t.day, t.userId, t.points),
  ],
);

export type ScoreBoard = 'word' | 'category' | 'total';
export type ScorePeriod = 'day' | 'week' | 'all';

/**
 * Each player's points per board and period (a day, an ISO week, all time), added to as games and quests finish:
 * a leaderboard reads its top rows from one index instead of summing every game of the period.
 */
export const puzzleScores = pgTable(
  'puzzle_scores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    board: varchar('board', { length: 10 }).$type<ScoreBoard>().notNull(),
    period: varchar('period', { length: 4 }).$type<ScorePeriod>().notNull(),
    /** The day, the Monday of the week, or 2000-01-01 for all time. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
    /** When the first of these points came: the earlier player ranks first on a tie. */
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.board, t.period, t.periodStart] }),
    // Every column of the order, so the top rows come in order even when many share points and time.
    index('puzzle_scores_top_idx').on(t.board, t.period, t.periodStart, t.points.desc(), t.firstAt, t.userId),
  ],
);
