// Fills a fresh, migrated database with players and `days` days of English word and category puzzles, about two
// plays in three per player and day, and the points those plays put on every board: set-based SQL, one insert ...
// select per table (the scores grouped per player, with grouping sets, instead of one sort of every play). The
// indexes that are not keys are dropped first and built once the rows are in, foreign keys are not checked row by
// row (session_replication_role: the seed only writes ids it made), and the tables are vacuumed and analyzed after,
// so autovacuum does not run into the measurement and index-only scans find visible pages.
import pg from 'pg';

export const SEEDED_TABLES = ['users', 'puzzles', 'puzzle_plays', 'puzzle_scores', 'sessions'];

/** Today's word in the seeded world; the past days' answers do not matter. */
export const SEEDED_WORD = 'spawn';

export interface PuzzleSeed {
  /** Players from..to (ids), each with `days` days of plays; the puzzles are made with the first players. */
  from: number;
  to: number;
  days: number;
  today: string;
  /** Players from `from` on with a session, token `bench-token-<id>`. */
  sessions: number;
}

export async function seedPuzzles(url: string, { from, to, days, today, sessions }: PuzzleSeed) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const timings: string[] = [];
  const step = async (label: string, text: string) => {
    const started = performance.now();
    await client.query(text);
    timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query(`set session_replication_role = replica`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    // Every index that is not a table's key, to be built again from its own definition once the rows are in.
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       where i.indrelid = any ($1::regclass[]) and not i.indisprimary
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [SEEDED_TABLES],
    );
    for (const { name } of indexes) await client.query(`drop index ${name}`);

    await step(
      'users',
      `insert into users (id, username, email, first_name, activated_at) overriding system value
       select i, 'p' || i, 'p' || i || '@bench.example', 'Player ' || i, now() from generate_series(${from}, ${to}) i`,
    );
    await client.query(`select setval(pg_get_serial_sequence('users', 'id'), ${to})`);
    // Days before today, word and category each; ids 1..2*days.
    if (from === 1) {
      await step(
        'puzzles',
        `insert into puzzles (id, day, language, kind, answer) overriding system value
       select row_number() over (order by d, k), date '${today}' - d, 'en', k,
         case when k = 'word' then '{"word":"${SEEDED_WORD}"}'::jsonb
         else '{"groups":[{"label":"A","items":["a1","a2","a3"]},{"label":"B","items":["b1","b2","b3"]},{"label":"C","items":["c1","c2","c3"]}]}'::jsonb end
       from generate_series(1, ${days}) d, unnest(array['word','category']) k`,
      );
      await client.query(`select setval(pg_get_serial_sequence('puzzles', 'id'), ${2 * days})`);
    }
    // Player u plays puzzle p unless (u + p) % 3 = 0, and fails it when (u + p) % 7 = 0; points as the server gives.
    const played = `(u + p.id) % 3 <> 0`;
    // Today's puzzle is the one measured: only earlier days are played.
    const past = `p.day < date '${today}'`;
    const failed = `(u + p.id) % 7 = 0`;
    const points = `case when ${failed} then 0 else 100 + ((u * 31 + p.id * 17) % 6) * 20 end`;
    await step(
      'puzzle_plays',
      `insert into puzzle_plays (puzzle_id, user_id, day, kind, status, moves, points, finished_at, turn)
       select p.id, u, p.day, p.kind, case when ${failed} then 'failed' else 'solved' end, '["crane","spawn"]'::jsonb,
         ${points}, p.day + time '12:00', 2
       from generate_series(${from}, ${to}) u cross join puzzles p
       where ${played} and ${past}`,
    );
    // Each player's points per board (each kind, and their total) and period (day, ISO week, all time), as the moves
    // that ended those plays added them: one small grouping per player instead of one sort of every play.
    await step(
      'puzzle_scores',
      `insert into puzzle_scores (user_id, board, period, period_start, points, first_at)
       select u, s.board, s.period, s.period_start, s.points, s.first_at
       from generate_series(${from}, ${to}) u cross join lateral (
         select case when grouping(kind) = 0 then kind else 'total' end as board,
           case when grouping(day) = 0 then 'day' when grouping(week) = 0 then 'week' else 'all' end as period,
           coalesce(day, week, date '2000-01-01') as period_start, sum(points)::int as points, min(at) as first_at
         from (
           select p.kind, p.day, date_trunc('week', p.day)::date as week, ${points} as points, p.day + time '12:00' as at
           from puzzles p where ${played} and not ${failed} and ${past}
         ) won
         group by grouping sets ((kind, day), (kind, week), (kind), (day), (week), ())
       ) s`,
    );
    await step(
      'sessions',
      `insert into sessions (user_id, token_hash, expires_at)
       select i, encode(sha256(convert_to('bench-token-' || i, 'UTF8')), 'hex'), now() + interval '1 day'
       from generate_series(${from}, ${from + sessions - 1}) i`,
    );
    for (const { name, definition } of indexes) await step(name, definition);
    await client.query(`set session_replication_role = origin`);
    await step('vacuum analyze', `vacuum (analyze) ${SEEDED_TABLES.join(', ')}`);
    return timings;
  } finally {
    await client.end();
  }
}
