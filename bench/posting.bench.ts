// Posting answers in about the same time whoever is listening: a post by a player with 50 followers against one by a
// player with none (issue 17: at most 1.5x), and a post that mentions 20 players, whose notifications are recorded in
// one statement and delivered after the answer. Posts are made one after another, so each time is one request's.
import { openTestDatabase } from '../packages/server/src/test/database.js';
import { startSession } from '../packages/server/src/services/account/sessions.js';
import { startBenchApp } from './in-process.js';

const rounds = Number(process.env.BENCH_POSTS ?? 150);

const database = await openTestDatabase();
const { app, base } = await startBenchApp(database);
const { repos } = app.services;

/** A signed-in player, made directly (sign-in's password hashing is not what this measures). */
let made = 0;
async function signedIn() {
  const user = await repos.users.insert({
    username: `poster${made}`,
    email: `poster${made++}@bench.example`,
    activatedAt: new Date(),
  });
  const { token } = await startSession(app.services, user);
  return { user, token };
}

const quiet = await signedIn();
const popular = await signedIn();
const mentioning = await signedIn();
const followers = await Promise.all(Array.from({ length: 50 }, () => signedIn()));
for (const f of followers) await repos.graph.toggleFollow(f.user.id, popular.user.id);
const named = followers.slice(0, 20).map((f) => f.user);

async function postAs(token: string, content: string) {
  const started = performance.now();
  const response = await fetch(`${base}/api/securedHandle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ action: 'post', payload: { typeId: 1, content, feedAttachments: [] } }),
  });
  await response.text();
  if (response.status !== 202) throw new Error(`post answered ${response.status}`);
  return performance.now() - started;
}

const mentions = named
  .map((u) => `<span data-type="mention" data-id="${u.id}" data-kind="user">@${u.username}</span>`)
  .join(' ');
const times = { none: [] as number[], fifty: [] as number[], mentions: [] as number[] };
// Warm up, then interleave so that any drift of the machine falls on all three alike.
for (let i = 0; i < 10; i++) {
  await postAs(quiet.token, 'warm up');
  await postAs(popular.token, 'warm up');
  await postAs(mentioning.token, `<p>warm up ${mentions}</p>`);
}
for (let i = 0; i < rounds; i++) {
  times.none.push(await postAs(quiet.token, `<p>post ${i} to nobody</p>`));
  times.fifty.push(await postAs(popular.token, `<p>post ${i} to fifty followers</p>`));
  times.mentions.push(await postAs(mentioning.token, `<p>post ${i} for ${mentions}</p>`));
}

const at = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
const line = (name: string, values: number[]) =>
  `${name.padEnd(34)} p50 ${at(values, 0.5).toFixed(2)} ms, p95 ${at(values, 0.95).toFixed(2)} ms`;
console.log(`posting (${database.kind} db, ${rounds} posts each, one at a time)`);
console.log(line('no followers', times.none));
console.log(line('50 followers', times.fifty));
console.log(line('mentioning 20 players', times.mentions));
const ratio = at(times.fifty, 0.5) / at(times.none, 0.5);
console.log(`ratio: 50 followers / none at p50 ${ratio.toFixed(2)}x (target at most 1.5x)`);
console.log(`ratio: 20 mentions / none at p50 ${(at(times.mentions, 0.5) / at(times.none, 0.5)).toFixed(2)}x`);

await app.close();
await database.close();
if (ratio > 1.5) process.exit(1);
