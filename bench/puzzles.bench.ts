// Puzzles (issue 20): `puzzleLeaderboards` and `guessWord` with PLAYERS players and 30 days of results, on a
// PostgreSQL server, against a bare Fastify route answering the same JSON in the same run.
import autocannon, { type Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { openTestDatabase } from '../packages/server/src/test/database.js';
import { startBenchApp } from './in-process.js';

const PLAYERS = Number(process.env.PLAYERS ?? 100_000);
const DAYS = 30;
const GUESSERS = Math.min(20_000, PLAYERS);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;
process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';

const today = new Date().toISOString().slice(0, 10);
const database = await openTestDatabase();
const started = performance.now();
const run = (text: string) => database.db.execute(sql.raw(text));
await run(`insert into users (username, email, first_name, activated_at)
  select 'p' || i, 'p' || i || '@bench.example', 'Player ' || i, now() from generate_series(1, ${PLAYERS}) i`);
// Thirty days of word and category puzzles in English; today's word is "spawn".
await run(`insert into puzzles (day, language, kind, answer)
  select (date '${today}' - d), 'en', k, case when k = 'word' then '{"word":"spawn"}'::jsonb
    else '{"groups":[{"label":"A","items":["a1","a2","a3"]},{"label":"B","items":["b1","b2","b3"]},{"label":"C","items":["c1","c2","c3"]}]}'::jsonb end
  from generate_series(1, ${DAYS}) d, unnest(array['word','category']) k`);
// About two players in three finish each past day's puzzles, with points as the server would give them.
await run(`insert into puzzle_plays (puzzle_id, user_id, day, kind, status, moves, points, finished_at, turn)
  select p.id, u.id, p.day, p.kind, case when (u.id + p.id) % 7 = 0 then 'failed' else 'solved' end, '["crane","spawn"]'::jsonb,
    case when (u.id + p.id) % 7 = 0 then 0 else 100 + ((u.id * 31 + p.id * 17) % 6) * 20 end,
    p.day + time '12:00', 2
  from puzzles p join users u on (u.id + p.id) % 3 <> 0`);
// Their points on each board and period, as the moves that ended them would have added.
await run(`insert into puzzle_scores (user_id, board, period, period_start, points, first_at)
  select s.user_id, s.board, p.period,
    case p.period when 'day' then s.day when 'week' then date_trunc('week', s.day)::date else date '2000-01-01' end,
    sum(s.points), min(s.at)
  from (select user_id, kind as board, day, points, finished_at as at from puzzle_plays where points > 0
        union all select user_id, 'total', day, points, finished_at from puzzle_plays where points > 0) s
  cross join (values ('day'), ('week'), ('all')) as p(period)
  group by 1, 2, 3, 4`);
await run(`insert into sessions (user_id, token_hash, expires_at)
  select id, encode(sha256(convert_to('bench-token-' || id, 'UTF8')), 'hex'), now() + interval '1 day'
  from users order by id limit ${GUESSERS}`);
await run('analyze');
console.log(
  `seeded ${PLAYERS.toLocaleString('en')} players, ${DAYS} days of results in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
// Today's puzzle, the one guesses go to (the seed stored days before today).
await run(`insert into puzzles (day, language, kind, answer) values ('${today}', 'en', 'word', '{"word":"spawn"}')`);

const { app, base } = await startBenchApp(database);
const openUrl = `${base}/api/handle`;
const securedUrl = `${base}/api/securedHandle`;
const { id: puzzleId } = (
  (await (
    await fetch(openUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'todaysPuzzle', payload: { date: today, language: 'en' } }),
    })
  ).json()) as { data: { id: number } }
).data;

const boards = ['word', 'category', 'total'].flatMap((key) =>
  ['day', 'week', 'all'].map((period) =>
    JSON.stringify({ action: 'puzzleLeaderboards', payload: { puzzle_key: key, period, date: today } }),
  ),
);
// Valid words that are not the answer: every guess is checked against the dictionary and scored.
const misses = ['crane', 'bloat', 'fight', 'mucky', 'dwelt', 'jumbo'];
let guess = 0;
const guessBody = () =>
  JSON.stringify({
    action: 'guessWord',
    payload: { puzzle_id: puzzleId, guess: misses[Math.floor(guess / GUESSERS) % 6] },
  });
// Guess n goes to player n mod GUESSERS: a player's six guesses come one round apart, as a person's do.
const guessToken = () => `bench-token-${1 + (guess++ % GUESSERS)}`;

async function sample(url: string, body: string, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await response.text();
  if (response.status !== 202) throw new Error(`${url} answered ${response.status}: ${text}`);
  return text;
}
const boardJson = await sample(openUrl, boards[0]!);
const guessJson = await sample(securedUrl, guessBody(), guessToken());

const bare = Fastify();
bare.post('/board', async (_request, reply) => reply.code(202).type('application/json').send(boardJson));
bare.post('/guess', async (_request, reply) => reply.code(202).type('application/json').send(guessJson));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareBase = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

let b = 0;
async function load(target: string, next: () => { body: string; token?: string }, duration = seconds) {
  const go = (d: number) =>
    autocannon({
      url: target,
      method: 'POST',
      connections,
      duration: d,
      requests: [
        {
          setupRequest: (request: Request) => {
            const { body, token } = next();
            return {
              ...request,
              headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
              body,
            };
          },
        },
      ],
    });
  await go(1);
  const result = await go(duration);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx };
}

const board = () => ({ body: boards[b++ % boards.length]! });
const guesses = () => ({ body: guessBody(), token: guessToken() });
const baseBoard = await load(`${bareBase}/board`, board);
const leaderboards = await load(openUrl, board);
const baseGuess = await load(`${bareBase}/guess`, guesses);
const guessing = await load(securedUrl, guesses);
const show = (label: string, f: Awaited<ReturnType<typeof load>>, baseline: Awaited<ReturnType<typeof load>>) =>
  console.log(
    `${label.padEnd(34)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms` +
      `  ${(f.rps / baseline.rps).toFixed(2)}× baseline${f.errors ? `  non-2xx ${f.errors}` : ''}`,
  );
show('baseline: bare Fastify (board)', baseBoard, baseBoard);
show(`puzzleLeaderboards, ${PLAYERS.toLocaleString('en')}`, leaderboards, baseBoard);
show('baseline: bare Fastify (guess)', baseGuess, baseGuess);
show(`guessWord, ${PLAYERS.toLocaleString('en')}`, guessing, baseGuess);

// What a board costs when it is not kept: each statement once, timed in the database.
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
for (const [board, period, start] of [
  ['word', 'day', yesterday],
  ['total', 'week', yesterday],
  ['total', 'all', '2000-01-01'],
]) {
  const plan = await run(`explain (analyze, timing off) select u.id, s.points from puzzle_scores s
    join users u on u.id = s.user_id and u.frozen_at is null and u.deleted_at is null
    where s.board = '${board}' and s.period = '${period}' and s.period_start = '${start}' and s.points > 0
    order by s.points desc nulls last, s.first_at, s.user_id limit 5`);
  const lines = (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']);
  console.log(
    `${board}/${period} uncached: ${lines.at(-1)}; top index: ${lines.some((l) => l.includes('puzzle_scores_top_idx')) ? 'yes' : 'no'}`,
  );
}
await bare.close();
await app.close();
await database.close();
