// Search by name (issue 6: "fast on 100,000 users"): `searchUser` on a PostgreSQL server seeded with 100,000
// users, for random fragments of real names, against a bare Fastify route answering the same JSON.
import autocannon, { type Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { openTestDatabase } from '../packages/server/src/test/database.js';
import { startBenchApp } from './in-process.js';

const USERS = 100_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;
process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';

const first = ['Ada', 'Baran', 'Cem', 'Deniz', 'Elif', 'Femi', 'Gus', 'Hana', 'Ivo', 'Jin', 'Kerem', 'Lucia', 'Mert'];
const last = ['Yilmaz', 'Garcia', 'Smith', 'Kaya', 'Lopez', 'Chen', 'Okafor', 'Demir', 'Novak', 'Silva'];
const words = ['shadow', 'storm', 'pixel', 'ninja', 'sniper', 'dragon', 'ghost', 'blaze', 'frost', 'viper', 'titan'];

const database = await openTestDatabase();
const started = performance.now();
await database.db.execute(
  sql.raw(`insert into users (username, email, first_name, last_name, activated_at, frozen_at)
    select (array['${words.join("','")}'])[1 + i % ${words.length}] || '_' || (array['${first.join("','")}'])[1 + (i / 7) % ${first.length}] || i,
      'u' || i || '@bench.example',
      (array['${first.join("','")}'])[1 + (i * 7) % ${first.length}],
      (array['${last.join("','")}'])[1 + (i * 3) % ${last.length}],
      now(), case when i % 250 = 0 then now() end
    from generate_series(1, ${USERS}) i`),
);
await database.db.execute(sql`analyze users`);
await database.db.execute(
  sql`insert into sessions (user_id, token_hash, expires_at)
    select id, encode(sha256(convert_to('bench-token-' || id, 'UTF8')), 'hex'), now() + interval '1 day'
    from users order by id limit 100`,
);
console.log(`seeded ${USERS.toLocaleString('en')} users in ${((performance.now() - started) / 1000).toFixed(0)} s`);

const { app, base } = await startBenchApp(database);
const url = `${base}/api/securedHandle`;

// What people type: a first or last name, a gamer word, the start of a username, a misspelling.
const queries = [
  ...first.map((n) => n.toLowerCase()).filter((n) => n.length > 3),
  ...last.map((n) => n.toLowerCase()),
  ...words,
  'shadow_deniz',
  'storm_kerem12',
  'garcai',
  'okafr',
  'pixel_ada3',
];
const bodies = queries.map((name) => JSON.stringify({ action: 'searchUser', payload: { name } }));
// What the editor asks while someone types "@" and the start of a name (three letters at least).
const mentionBodies = ['sha', 'sto', 'pix', 'ada', 'ker', 'gar', 'kay', 'shadow_d', 'storm_k', 'nin', 'luc', 'dem'].map(
  (name) => JSON.stringify({ action: 'searchMentions', payload: { name: `@${name}` } }),
);
const token = (i: number) => `bench-token-${1 + (i % 100)}`;

const sample = await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token(0)}` },
  body: bodies[0],
});
const sampleJson = await sample.text();
if (sample.status !== 202) throw new Error(`searchUser answered ${sample.status}: ${sampleJson}`);
const bare = Fastify();
bare.post('/api/securedHandle', async (_request, reply) => reply.code(202).type('application/json').send(sampleJson));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/api/securedHandle`;

let n = 0;
async function load(target: string, payloads = bodies) {
  const run = (duration: number) =>
    autocannon({
      url: target,
      method: 'POST',
      connections,
      duration,
      requests: [
        {
          setupRequest: (request: Request) => ({
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token(n)}` },
            body: payloads[n++ % payloads.length],
          }),
        },
      ],
    });
  await run(2);
  const result = await run(seconds);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

const baseline = await load(bareUrl);
const search = await load(url);
const mentions = await load(url, mentionBodies);
const show = (label: string, f: Awaited<ReturnType<typeof load>>) =>
  console.log(
    `${label.padEnd(30)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms` +
      `  ${(f.rps / baseline.rps).toFixed(2)}× baseline${f.errors ? `  ERRORS ${f.errors}` : ''}`,
  );
show('baseline: bare Fastify', baseline);
show(`searchUser, ${USERS.toLocaleString('en')} users`, search);
show(`searchMentions, ${USERS.toLocaleString('en')} users`, mentions);

// The statement's plan for one query: the trigram index must do the finding.
const plan = await database.db.execute(
  sql.raw(`explain (analyze, timing off) select id from users
    where 'shadow' <% lower(username || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))
    order by 'shadow' <<-> lower(username || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))
    limit 10`),
);
const lines = (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']);
console.log(`trigram index used: ${lines.some((l) => l.includes('users_search_trgm_gist_idx')) ? 'yes' : 'NO'}`);
await bare.close();
await app.close();
await database.close();
