// Puzzles (issue 20): `puzzleLeaderboards` and `guessWord` with PLAYERS players and 30 days of results, on a
// PostgreSQL server, against a bare Fastify route answering the same JSON in the same run. guessWord is also
// measured against two floors: a bare route that does the one-row insert a first guess does and awaits its commit,
// and one that first looks the session up as every secured call whose session is not kept must.
// Each load also prints the CPU used per request by this process and by PostgreSQL.
// Then (unless BENCH_GROW=off) the world grows to ten times the players and both are measured again.
// BENCH_ROUNDS=n lets each call and its baselines take turns n times (medians reported). BENCH_PROFILE=<dir> writes
// a CPU profile of this process (server, load generator and bare routes alike) while guessWord is measured, in the
// last round only (with BENCH_ROUNDS=2 the first round's figures are the profiler's free).
import autocannon, { type Request } from 'autocannon';
import Fastify from 'fastify';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { hashSecret } from '../packages/server/src/services/account/keys.js';
import { openTestDatabase } from '../packages/server/src/test/database.js';
import { startBenchApp } from './in-process.js';
import { seedPuzzles, SEEDED_WORD } from './puzzles-seed.js';

const PLAYERS = Number(process.env.PLAYERS ?? 100_000);
const DAYS = 30;
// BENCH_GUESSERS: fewer guessers come back sooner, within the session cache's 15 s (a warm-session figure).
const GUESSERS = Math.min(Number(process.env.BENCH_GUESSERS ?? 20_000), PLAYERS);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const grow = process.env.BENCH_GROW !== 'off';
const connections = 10;
process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';

const today = new Date().toISOString().slice(0, 10);
const database = await openTestDatabase();
const url = database.url!;
const pool = new pg.Pool({ connectionString: url, max: 10 });
// Dropping the database at the end ends whatever connection is still open: not an error of the figures.
pool.on('error', () => {});

async function seed(from: number, to: number) {
  const started = performance.now();
  const steps = await seedPuzzles(url, { from, to, days: DAYS, today, sessions: GUESSERS });
  console.log(
    `seeded players ${from.toLocaleString('en')}–${to.toLocaleString('en')}, ${DAYS} days of results in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s (${steps.join(', ')})`,
  );
}
await seed(1, PLAYERS);
// Today's puzzle, the one guesses go to (the seed stored days before today).
await pool.query(`insert into puzzles (day, language, kind, answer) values ($1, 'en', 'word', $2)`, [
  today,
  { word: SEEDED_WORD },
]);

const { app, base } = await startBenchApp(database);
// The same app without the leaderboard cache (LEADERBOARD_CACHE=off): each board read from the database.
const boardsUncachedApp = await startBenchApp(database, { leaderboardCache: false });
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
// Guess n goes to guesser n mod GUESSERS (players firstGuesser on): a player's guesses come one round apart, as a
// person's do. Each world measured has its own guessers, so each starts from first guesses.
let firstGuesser = 1;
let guess = 0;
const guesses = () => {
  const n = guess++;
  return {
    body: JSON.stringify({
      action: 'guessWord',
      payload: { puzzle_id: puzzleId, guess: misses[Math.floor(n / GUESSERS) % 6] },
    }),
    token: `bench-token-${firstGuesser + (n % GUESSERS)}`,
  };
};

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
const first = guesses();
const guessJson = await sample(securedUrl, first.body, first.token);

// The floor: what one durable first guess cannot do without (a row like the play's, with the play table's indexes,
// inserted and committed), with nothing else (no session, no read, no rules), answering the same JSON.
await pool.query(`create table floor_plays (like puzzle_plays including all)`);
let floorUser = 0;
const bare = Fastify();
bare.post('/board', async (_request, reply) => reply.code(202).type('application/json').send(boardJson));
bare.post('/guess', async (_request, reply) => reply.code(202).type('application/json').send(guessJson));
bare.post('/floor', async (_request, reply) => {
  await pool.query(
    `insert into floor_plays (puzzle_id, user_id, day, kind, moves, turn) values ($1, $2, $3, 'word', $4, 1) returning *`,
    [puzzleId, ++floorUser, today, JSON.stringify(['crane'])],
  );
  return reply.code(202).type('application/json').send(guessJson);
});
// The floor of a guess whose session is not kept: the session looked up as every secured call does (a named
// statement, token hash, session joined with its user), then the same insert and commit. Two round trips, nothing else.
let floorSessionUser = 1_000_000_000;
bare.post('/floor-session', async (request, reply) => {
  const token = (request.headers.authorization ?? '').slice(7);
  const { rows } = await pool.query({
    name: 'floor_session',
    text: `select s.id, s.expires_at, u.* from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
    values: [hashSecret(token), new Date()],
  });
  if (!rows[0]) return reply.code(401).send();
  await pool.query(
    `insert into floor_plays (puzzle_id, user_id, day, kind, moves, turn) values ($1, $2, $3, 'word', $4, 1) returning *`,
    [puzzleId, ++floorSessionUser, today, JSON.stringify(['crane'])],
  );
  return reply.code(202).type('application/json').send(guessJson);
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareBase = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

type Figures = { rps: number; p50: number; p99: number; errors: number; nodeUs: number; pgUs: number };
/** CPU time (ns) of each PostgreSQL process on this machine, by pid, from /proc/<pid>/schedstat. */
function postgresCpu() {
  const byPid = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      byPid.set(pid, Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}
/** What the PostgreSQL processes used between two readings (one that ended meanwhile is not counted). */
const postgresUsed = (before: Map<string, number>, after: Map<string, number>) =>
  [...after].reduce((sum, [pid, ns]) => sum + ns - (before.get(pid) ?? 0), 0);
async function load(target: string, next: () => { body: string; token?: string }): Promise<Figures> {
  const go = (duration: number) =>
    autocannon({
      url: target,
      method: 'POST',
      connections,
      duration,
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
  const [node, postgres] = [process.cpuUsage(), postgresCpu()];
  const result = await go(seconds);
  const [nodeAfter, postgresAfter] = [process.cpuUsage(node), postgresCpu()];
  // CPU per request answered: this process (server, load generator and bare routes) and PostgreSQL.
  const answered = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx,
    nodeUs: (nodeAfter.user + nodeAfter.system) / answered,
    pgUs: postgresUsed(postgres, postgresAfter) / 1000 / answered,
  };
}

/** `work` under the CPU profiler when BENCH_PROFILE names a directory: `<dir>/<label>.cpuprofile`. */
async function profiled<T>(label: string, on: boolean, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir || !on) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${label}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

// The session floor's tokens: the guessers' own, one per request (the floor keeps nothing, so each is looked up).
let sessionGuess = 0;
const sessionGuesses = () => ({ body: '{}', token: `bench-token-${firstGuesser + (sessionGuess++ % GUESSERS)}` });
let b = 0;
const board = () => ({ body: boards[b++ % boards.length]! });
const noBody = () => ({ body: '{}' });
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
const medianOf = (runs: Figures[]): Figures => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
  nodeUs: median(runs.map((r) => r.nodeUs)),
  pgUs: median(runs.map((r) => r.pgUs)),
});

const line = (label: string, f: Figures, against: [string, Figures][]) =>
  console.log(
    `${label.padEnd(36)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms` +
      against.map(([name, x]) => `  ${(f.rps / x.rps).toFixed(2)}× ${name}`).join('') +
      (f.errors ? `  non-2xx ${f.errors}` : '') +
      `  (CPU per request: node ${f.nodeUs.toFixed(0)} µs, postgres ${f.pgUs.toFixed(0)} µs)`,
  );

async function measure(players: number) {
  const runs = {
    baseBoard: [],
    boards: [],
    boardsUncached: [],
    baseGuess: [],
    floor: [],
    floorSession: [],
    guessing: [],
  } as Record<string, Figures[]>;
  for (let round = 0; round < rounds; round++) {
    runs.baseBoard!.push(await load(`${bareBase}/board`, board));
    runs.boards!.push(await load(openUrl, board));
    runs.boardsUncached!.push(await load(`${boardsUncachedApp.base}/api/handle`, board));
    runs.baseGuess!.push(await load(`${bareBase}/guess`, noBody));
    runs.floor!.push(await load(`${bareBase}/floor`, noBody));
    runs.floorSession!.push(await load(`${bareBase}/floor-session`, sessionGuesses));
    runs.guessing!.push(await profiled(`guessWord-${players}`, round === rounds - 1, () => load(securedUrl, guesses)));
    if (rounds > 1) {
      const at = (name: string) => runs[name]![round]!;
      console.log(
        `round ${round + 1}: board ${(at('boards').rps / at('baseBoard').rps).toFixed(2)}×, guess ` +
          `${at('guessing').rps.toFixed(0)} req/s (p50 ${at('guessing').p50} ms, floor ${at('floor').rps.toFixed(0)}, ` +
          `session floor ${at('floorSession').rps.toFixed(0)}, bare ${at('baseGuess').rps.toFixed(0)}): ` +
          `${(at('guessing').rps / at('baseGuess').rps).toFixed(2)}× bare, ${(at('guessing').rps / at('floor').rps).toFixed(2)}× floor, ` +
          `${(at('guessing').rps / at('floorSession').rps).toFixed(2)}× session floor`,
      );
    }
  }
  const [baseBoard, boardsRun, baseGuess, floor, floorSession, guessing] = [
    runs.baseBoard!,
    runs.boards!,
    runs.baseGuess!,
    runs.floor!,
    runs.floorSession!,
    runs.guessing!,
  ].map(medianOf) as [Figures, Figures, Figures, Figures, Figures, Figures];
  const who = players.toLocaleString('en');
  console.log(`-- ${who} players${rounds > 1 ? `, medians of ${rounds} rounds` : ''}`);
  line('baseline: bare Fastify (board)', baseBoard, []);
  line(`puzzleLeaderboards, ${who}`, boardsRun, [['baseline', baseBoard]]);
  const boardsUncached = medianOf(runs.boardsUncached!);
  line('  same, LEADERBOARD_CACHE=off', boardsUncached, [['baseline', baseBoard]]);
  line('baseline: bare Fastify (guess)', baseGuess, []);
  line('floor: bare insert + commit', floor, [['baseline', baseGuess]]);
  line('floor: session lookup + insert + commit', floorSession, [['baseline', baseGuess]]);
  line(`guessWord, ${who}`, guessing, [
    ['baseline', baseGuess],
    ['floor', floor],
    ['session floor', floorSession],
  ]);
  return { boards: boardsRun, guessing };
}

// What a board costs when it is not kept: each statement once, timed in the database.
async function uncached() {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  for (const [key, period, start] of [
    ['word', 'day', yesterday],
    ['total', 'week', yesterday],
    ['total', 'all', '2000-01-01'],
  ]) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, timing off) select u.id, s.points
      from puzzle_scores s join users u on u.id = s.user_id and u.frozen_at is null and u.deleted_at is null
      where s.board = '${key}' and s.period = '${period}' and s.period_start = date_trunc('${period === 'all' ? 'day' : period}', '${start}'::date)::date
        and s.points > 0
      order by s.points desc nulls last, s.first_at, s.user_id limit 5`);
    const lines = rows.map((r) => r['QUERY PLAN']);
    console.log(
      `${key}/${period} uncached: ${lines.at(-1)}; top index: ${lines.some((l) => l.includes('puzzle_scores_top_idx')) ? 'yes' : 'no'}`,
    );
  }
}

const small = await measure(PLAYERS);
await uncached();
if (grow) {
  await seed(PLAYERS + 1, 10 * PLAYERS);
  firstGuesser = PLAYERS + 1;
  guess = 0;
  const large = await measure(10 * PLAYERS);
  await uncached();
  console.log(
    `ten times the players moves p50: puzzleLeaderboards ${(large.boards.p50 / small.boards.p50).toFixed(2)}×, ` +
      `guessWord ${(large.guessing.p50 / small.guessing.p50).toFixed(2)}× (target ≤ 1.2×)`,
  );
}
await bare.close();
await boardsUncachedApp.app.close();
await app.close();
await pool.end();
await database.close();
