// The cost of the envelope on a secured call (token lookup, validation, presenter) against a bare Fastify
// route answering the same JSON. Both servers run in this process, one at a time, under the same load.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { openTestDatabase } from '../packages/server/src/test/database.js';
import { startBenchApp } from './in-process.js';

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 20;

async function load(url: string, body: string, headers: Record<string, string>) {
  const result = await autocannon({ url, method: 'POST', body, headers, connections, duration });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

// In memory, or a throwaway database on the server when DATABASE_URL is set.
const database = await openTestDatabase();
const { app, base } = await startBenchApp(database);

// One activated user, signed in.
const post = (path: string, body: unknown, token?: string) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
await post('/api/handle', {
  action: 'register',
  payload: { username: 'bench', email: 'bench@example.com', password: 'Bench!pass1', passwordConfirm: 'Bench!pass1' },
});
const benchUser = await app.services.repos.users.findByLogin('bench');
await app.services.repos.users.update(benchUser!.id, { activatedAt: new Date() });
const { token } = (await post('/api/handle', { action: 'auth', payload: { login: 'bench', password: 'Bench!pass1' } }))
  .data;
const userJson = JSON.stringify(await post('/api/securedHandle', { action: 'user' }, token));

const bare = Fastify();
bare.post('/api/securedHandle', async (_req, reply) => reply.code(202).type('application/json').send(userJson));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/api/securedHandle`;

const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const body = JSON.stringify({ action: 'user' });
const baseline = await load(bareUrl, body, headers);
const ours = await load(`${base}/api/securedHandle`, body, headers);
// The same app without the session cache (SESSION_CACHE=off): each call looks its session up in the database.
const uncached = await startBenchApp(database, { sessionCache: false });
const oursUncached = await load(`${uncached.base}/api/securedHandle`, body, headers);

console.log(`baseline (bare Fastify, constant JSON): ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
console.log(
  `envelope 'user' (${database.kind} db):      ${ours.rps.toFixed(0)} req/s, p99 ${ours.p99} ms, errors ${ours.errors}`,
);
console.log(
  `ratio: throughput ${(ours.rps / baseline.rps).toFixed(2)}x of baseline, p99 ${(ours.p99 / Math.max(1, baseline.p99)).toFixed(2)}x`,
);
console.log(
  `SESSION_CACHE=off:  ${oursUncached.rps.toFixed(0)} req/s, p99 ${oursUncached.p99} ms, errors ${oursUncached.errors}; ` +
    `throughput ${(oursUncached.rps / baseline.rps).toFixed(2)}x of baseline (the cache earns ${(ours.rps / oursUncached.rps).toFixed(2)}x)`,
);

await bare.close();
await uncached.app.close();
await app.close();
await database.close();
