import { outer } from './outer-column.js';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  type PlayStatus,
  puzzlePlays,
  puzzleScores,
  puzzles,
  type PuzzleKindValue,
  type ScoreBoard,
  type ScorePeriod,
} from '../schema.js';
import { preparedSql } from './prepared.js';
import { userStandsAs } from './user-stands.js';
import { systemClock, type Clock } from '../../clock.js';

export type PuzzleRow = typeof puzzles.$inferSelect;
export type PlayRow = typeof puzzlePlays.$inferSelect;
export type LeaderboardRow = {
  userId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
  point: number;
};
/** A play not stored yet: what the table's defaults would make of it. */
const newPlay = (puzzle: PuzzleRow, userId: number, createdAt: Date): PlayRow => ({
  id: 0,
  puzzleId: puzzle.id,
  userId,
  day: puzzle.day,
  kind: puzzle.kind,
  status: 'playing',
  moves: [],
  hints: [],
  mistakes: 0,
  turn: 0,
  points: 0,
  finishedAt: null,
  completedAt: null,
  createdAt,
});

/** A word guess as stored: the guesses made so far (this one included), and how the game stands. */
export type GuessedRow = { guesses: number; status: PlayStatus; points: number };

/** How a word guess leaves the game, `moves` and `hints` being how many there were before it (SQL expressions). */
const guessOutcome = (moves: string, hints: string) => ({
  status: `case when $4::boolean then 'solved' when ${moves} + 1 >= $5::int then 'failed' else 'playing' end`,
  points: `case when $4::boolean then ($6::text::jsonb -> ${moves} -> ${hints})::int else 0 end`,
  finishedAt: `case when $4::boolean or ${moves} + 1 >= $5::int then $7::timestamptz end`,
});
const first = guessOutcome('0', '0');
const next = guessOutcome('jsonb_array_length(pp.moves)', 'jsonb_array_length(pp.hints)');

/**
 * A word guess in one statement: the play is stored with it (the first guess) or has it appended, only while it is
 * still being played and has fewer than the most guesses, which PostgreSQL decides on the row as it stands (ON
 * CONFLICT DO UPDATE locks it): two guesses sent at once cannot both be the last. Only while the puzzle's answer
 * is still the one the guess was scored against ($8); nothing is written otherwise.
 * $1 puzzle, $2 user, $3 word, $4 solved, $5 most guesses, $6 points by [guesses before][hints], $7 now.
 */
const guessSql = `insert into puzzle_plays as pp (puzzle_id, user_id, day, kind, moves, turn, status, points, finished_at)
  select p.id, $2::int, p.day, p.kind, jsonb_build_array($3::text), 1, ${first.status}, ${first.points}, ${first.finishedAt}
  from puzzles p where p.id = $1::int and p.answer = $8::text::jsonb
  on conflict (puzzle_id, user_id) do update set
    moves = pp.moves || excluded.moves, turn = pp.turn + 1,
    status = ${next.status}, points = ${next.points}, finished_at = ${next.finishedAt}
  where pp.status = 'playing' and jsonb_array_length(pp.moves) < $5::int
  returning jsonb_array_length(pp.moves) as guesses, pp.status, pp.points`;

export interface WordGuess {
  puzzle: PuzzleRow;
  userId: number;
  word: string;
  solved: boolean;
  maxGuesses: number;
  /** The points of a solve, by the guesses before it and the hints taken: JSON `[[…], …]`. */
  pointsTable: string;
  at: Date;
}

export type BoardKey = PuzzleKindValue | 'total';

export interface BoardQuery {
  key: BoardKey;
  period: ScorePeriod;
  /** The day, the Monday of the week, or ALL_TIME. */
  periodStart: string;
  limit: number;
  /** Only this player and the people they follow. */
  followerId?: number;
}

/** The period_start of the all-time rows. */
export const ALL_TIME = '2000-01-01';

export function puzzlesRepository(db: Database, now: Clock = systemClock) {
  // A guess is the hot path: sent as a named statement, planned once per pooled connection.
  const guessStatement = preparedSql<GuessedRow>(db, 'puzzle_plays_guess', guessSql);

  return {
    byId: (id: number) =>
      db
        .select()
        .from(puzzles)
        .where(eq(puzzles.id, id))
        .then((rows) => rows[0]),

    byDay: (day: string, language: string, kind: PuzzleKindValue) =>
      db
        .select()
        .from(puzzles)
        .where(and(eq(puzzles.day, day), eq(puzzles.language, language), eq(puzzles.kind, kind)))
        .then((rows) => rows[0]),

    /** Stores a day's puzzle unless one is there already; either way answers the stored one. */
    async insertIfAbsent(values: typeof puzzles.$inferInsert): Promise<PuzzleRow> {
      await db.insert(puzzles).values(values).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(puzzles)
        .where(and(eq(puzzles.day, values.day), eq(puzzles.language, values.language), eq(puzzles.kind, values.kind)));
      return row!;
    },

    /**
     * A manager's puzzle for a day, replacing the one there while nobody has played it; in one transaction
     * with the row locked, so a first guess cannot slip in between the check and the change.
     */
    schedule: (values: typeof puzzles.$inferInsert) =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(puzzles)
          .where(and(eq(puzzles.day, values.day), eq(puzzles.language, values.language), eq(puzzles.kind, values.kind)))
          .for('update');
        if (current) {
          const [played] = await tx
            .select({ id: puzzlePlays.id })
            .from(puzzlePlays)
            .where(eq(puzzlePlays.puzzleId, current.id))
            .limit(1);
          if (played) return { played: true as const };
          const [row] = await tx
            .update(puzzles)
            .set({ answer: values.answer, createdBy: values.createdBy })
            .where(eq(puzzles.id, current.id))
            .returning();
          return { played: false as const, row: row! };
        }
        const [row] = await tx.insert(puzzles).values(values).returning();
        return { played: false as const, row: row! };
      }),

    /**
     * Takes a manager's puzzle back while nobody has played it, in one transaction with the row locked (as
     * `schedule`): 'gone' when there is no such scheduled puzzle, 'played' when somebody has played it.
     */
    unschedule: (id: number) =>
      db.transaction(async (tx): Promise<'removed' | 'gone' | 'played'> => {
        const [current] = await tx
          .select({ id: puzzles.id })
          .from(puzzles)
          .where(and(eq(puzzles.id, id), sql`${puzzles.createdBy} is not null`))
          .for('update');
        if (!current) return 'gone';
        const [played] = await tx
          .select({ id: puzzlePlays.id })
          .from(puzzlePlays)
          .where(eq(puzzlePlays.puzzleId, id))
          .limit(1);
        if (played) return 'played';
        await tx.delete(puzzles).where(eq(puzzles.id, id));
        return 'removed';
      }),

    scheduledFrom: (from: string) =>
      db
        .select({
          puzzle: puzzles,
          played: sql<boolean>`exists (select 1 from ${puzzlePlays} p where p.puzzle_id = ${outer(puzzles.id)})`,
        })
        .from(puzzles)
        .where(and(gte(puzzles.day, from), sql`${puzzles.createdBy} is not null`))
        .orderBy(asc(puzzles.day), asc(puzzles.language), asc(puzzles.kind))
        .limit(200),

    play: (puzzleId: number, userId: number) =>
      db
        .select()
        .from(puzzlePlays)
        .where(and(eq(puzzlePlays.puzzleId, puzzleId), eq(puzzlePlays.userId, userId)))
        .then((rows) => rows[0]),

    /** The player's game of this puzzle, begun on their first move (most moves find it there: one read). */
    /** The player's play of a puzzle as stored; a play not stored yet is a new one (id 0), stored by its first move. */
    async startPlay(puzzle: PuzzleRow, userId: number): Promise<PlayRow> {
      const [found] = await db
        .select()
        .from(puzzlePlays)
        .where(and(eq(puzzlePlays.puzzleId, puzzle.id), eq(puzzlePlays.userId, userId)));
      return found ?? newPlay(puzzle, userId, now());
    },

    /** A puzzle and the player's play of it (a new one, id 0, when there is none yet): one statement. */
    async withPlay(puzzleId: number, userId: number): Promise<{ puzzle: PuzzleRow; play: PlayRow } | undefined> {
      const [row] = await db
        .select({ puzzle: puzzles, play: puzzlePlays })
        .from(puzzles)
        .leftJoin(puzzlePlays, and(eq(puzzlePlays.puzzleId, puzzles.id), eq(puzzlePlays.userId, userId)))
        .where(eq(puzzles.id, puzzleId));
      return row && { puzzle: row.puzzle, play: row.play ?? newPlay(row.puzzle, userId, now()) };
    },

    /**
     * Writes a move only if the play is still at the turn it was read at; undefined when another move won. A new
     * play (id 0) is stored with its first move, in one statement: unless another first move stored it already.
     */
    moveIfAt: (play: PlayRow, values: Partial<typeof puzzlePlays.$inferInsert>) =>
      play.id === 0
        ? db
            .insert(puzzlePlays)
            .values({
              puzzleId: play.puzzleId,
              userId: play.userId,
              day: play.day,
              kind: play.kind,
              ...values,
              turn: 1,
            })
            .onConflictDoNothing()
            .returning()
            .then((rows) => rows[0])
        : db
            .update(puzzlePlays)
            .set({ ...values, turn: play.turn + 1 })
            .where(and(eq(puzzlePlays.id, play.id), eq(puzzlePlays.turn, play.turn)))
            .returning()
            .then((rows) => rows[0]),

    /** A word guess, undefined when nothing was written: the game is over, or the puzzle is not the one given. */
    guess: (g: WordGuess) =>
      guessStatement([
        g.puzzle.id,
        g.userId,
        g.word,
        g.solved,
        g.maxGuesses,
        g.pointsTable,
        g.at,
        JSON.stringify(g.puzzle.answer),
      ]).then((rows) => rows[0]),

    markCompleted: (playId: number) =>
      db
        .update(puzzlePlays)
        .set({ completedAt: sql`coalesce(${puzzlePlays.completedAt}, now())` })
        .where(eq(puzzlePlays.id, playId)),

    /** The player's finished games of a kind, oldest first: what stats and streaks are counted from. */
    finishedOf: (userId: number, kind: PuzzleKindValue) =>
      db
        .select({
          day: puzzlePlays.day,
          status: puzzlePlays.status,
          moves: puzzlePlays.moves,
          points: puzzlePlays.points,
        })
        .from(puzzlePlays)
        .where(and(eq(puzzlePlays.userId, userId), eq(puzzlePlays.kind, kind), sql`${puzzlePlays.status} <> 'playing'`))
        .orderBy(asc(puzzlePlays.day)),

    /** Solved puzzles of a kind in a day range, for quests. */
    solvedCount: (userId: number, kind: PuzzleKindValue, from: string, to: string) =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(puzzlePlays)
        .where(
          and(
            eq(puzzlePlays.userId, userId),
            eq(puzzlePlays.kind, kind),
            sql`${puzzlePlays.day} between ${from} and ${to}`,
            eq(puzzlePlays.status, 'solved'),
          ),
        )
        .then((rows) => rows[0]!.count),

    /** Adds points to a player's day, week and all-time rows of each board named. */
    addScore: (userId: number, boards: ScoreBoard[], day: string, week: string, points: number) =>
      db
        .insert(puzzleScores)
        .values(
          boards.flatMap((board) =>
            (
              [
                ['day', day],
                ['week', week],
                ['all', ALL_TIME],
              ] as const
            ).map(([period, periodStart]) => ({ userId, board, period, periodStart, points })),
          ),
        )
        .onConflictDoUpdate({
          target: [puzzleScores.userId, puzzleScores.board, puzzleScores.period, puzzleScores.periodStart],
          set: { points: sql`${puzzleScores.points} + excluded.points` },
        }),

    leaderboard: (query: BoardQuery) => db.execute<LeaderboardRow>(leaderboardSql(query)).then((result) => result.rows),
  };
}

/**
 * One statement per board: the top rows of puzzle_scores_top_idx for that board and period, best first, the
 * earlier player ahead on a tie; frozen and deleted accounts left out.
 */
function leaderboardSql({ key, period, periodStart, limit, followerId }: BoardQuery) {
  const circle = followerId
    ? sql`and (s.user_id = ${followerId} or s.user_id in (select f.user_id from follows f where f.follower_id = ${followerId}))`
    : sql``;
  return sql`
    select u.id as "userId", u.username, u.first_name as "firstName", u.last_name as "lastName",
           u.photo_url as "photoUrl", s.points as point
    from puzzle_scores s
    join users u on u.id = s.user_id and ${userStandsAs('u')}
    where s.board = ${key} and s.period = ${period} and s.period_start = ${periodStart}::date and s.points > 0 ${circle}
    order by s.points desc nulls last, s.first_at asc, s.user_id asc
    limit ${limit}`;
}
