// The load generator of the mixed bench, in a process of its own (forked by bench/mixed.bench.ts, so its CPU is
// counted apart from the server's): simulated players, each with a session, a /ws/notifications and a /ws/chat
// socket, acting with think times and the mix of bench/mixed/world.ts. Told by messages what to do:
//   { kind: 'step', players, holdSeconds }  join players up to that count, answer 'joined', act for holdSeconds,
//                                           answer 'held' when the hold ends and 'done' with the figures of
//                                           that window once its notifications had 30 s to arrive
//   { kind: 'stop' }                        close every socket and exit
import fs from 'node:fs';
import WebSocket from 'ws';
import { actionsOf, type Live, type PlayerState } from './actions.js';
import { thinkSeconds, mix, type ActionName } from './world.js';

const base = process.env.MIXED_URL!;
const given = JSON.parse(fs.readFileSync(process.env.MIXED_WORLD!, 'utf8')) as {
  players: number[];
  channels: [number, number][];
};
const players = given.players;
const channels = new Map<number, number>(given.channels);
/** Players joining per second: a crowd arriving, not everyone in the same millisecond. */
const JOIN_RATE = Number(process.env.MIXED_JOIN_RATE ?? 200);
/** A call slower than this is an error (and the player moves on). */
const TIMEOUT_MS = 30_000;

export interface Window {
  /** Per action: every latency (ms) of actions started in the window, and its failures by cause. */
  actions: Record<string, { ms: number[]; errors: Record<string, number>; refused: Record<string, number> }>;
  /** From the action that caused a notification to its frame on the recipient's socket (ms). */
  notificationMs: number[];
  /** Notifications expected in the window and never heard within 30 s. */
  notificationsUnheard: number;
  /** Both sockets ready, from the first connect (ms), for players who joined in this step. */
  setupMs: number[];
  setupErrors: number;
  seconds: number;
  cpuSeconds: number;
}

const names = Object.keys(mix) as ActionName[];
const totalWeight = names.reduce((sum, n) => sum + mix[n], 0);
function pickAction(): ActionName {
  let r = Math.random() * totalWeight;
  for (const name of names) if ((r -= mix[name]) < 0) return name;
  return names[names.length - 1]!;
}
const think = () => Math.min(thinkSeconds.max, -Math.log(1 - Math.random()) * thinkSeconds.mean) * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let window: Window | undefined;
let windowStart = 0;
/** The same moment on the wall clock, which notifications' times are compared with. */
let windowStartedAt = 0;
const emptyWindow = (): Window => ({
  actions: Object.fromEntries(names.map((n) => [n, { ms: [], errors: {}, refused: {} }])),
  notificationMs: [],
  notificationsUnheard: 0,
  setupMs: [],
  setupErrors: 0,
  seconds: 0,
  cpuSeconds: 0,
});
let joining = emptyWindow();

/** What every player shares: recent posts by players on line, and notifications awaited, by key. */
const live: Live = { posts: [], awaited: new Map() };

function socket(path: string, token: string, onFrame: (frame: { type: string; [k: string]: unknown }) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(base.replace(/^http/, 'ws') + path);
    const timer = setTimeout(() => reject(new Error(`${path} not ready`)), TIMEOUT_MS);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.once('error', reject);
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { type: string; [k: string]: unknown };
      if (frame.type === 'ready') {
        clearTimeout(timer);
        resolve(ws);
      }
      onFrame(frame);
    });
  });
}

const joined: PlayerState[] = [];
let stopping = false;

async function join(userId: number) {
  const started = performance.now();
  const state: PlayerState = {
    userId,
    token: `bench-token-${userId}`,
    friend: players[players.indexOf(userId) ^ 1]!,
    recent: [],
    hit: new Set(),
    applied: new Set(),
    puzzleOver: false,
    chatWaiting: new Map(),
  };
  try {
    state.notifications = await socket('/ws/notifications', state.token, (frame) => {
      if (frame.type !== 'notification') return;
      const n = frame.notification as { type: string; related_parameter: number; updated_at: string };
      const key = `${userId}:${n.type}:${n.related_parameter}`;
      const waiting = live.awaited.get(key);
      if (!waiting) return;
      // Actions that started by the time the row was last written (the clock is this machine's for both).
      const presented = Date.parse(n.updated_at);
      const answered = waiting.filter((at) => at <= presented);
      const left = waiting.filter((at) => at > presented);
      if (left.length) live.awaited.set(key, left);
      else live.awaited.delete(key);
      const now = Date.now();
      for (const at of answered) if (window && at >= windowStartedAt) window.notificationMs.push(now - at);
    });
    const channel = channels.get(userId);
    if (channel) {
      state.chat = await socket(`/ws/chat?id=${channel}`, state.token, (frame) => {
        if (frame.type !== 'sent' && frame.type !== 'error') return;
        const waiting = state.chatWaiting.get(String(frame.ref));
        waiting?.(frame.type === 'sent' ? 'ok' : String(frame.code));
      });
    }
    joining.setupMs.push(performance.now() - started);
  } catch {
    joining.setupErrors++;
  }
  joined.push(state);
  void play(state);
}

async function play(state: PlayerState) {
  const actions = actionsOf(base, state, live);
  while (!stopping) {
    await sleep(think());
    if (stopping) return;
    const name = pickAction();
    const started = performance.now();
    const inWindow = window !== undefined;
    const outcome = await Promise.race([
      actions[name]().then(
        (refusal) => refusal ?? 'ok',
        (error: Error) => `error:${error.message.slice(0, 60)}`,
      ),
      sleep(TIMEOUT_MS).then(() => 'error:timeout'),
    ]);
    if (!inWindow || !window) continue;
    const figures = window.actions[name]!;
    if (outcome === 'ok') figures.ms.push(performance.now() - started);
    else if (outcome.startsWith('error:')) {
      const cause = outcome.slice(6);
      figures.errors[cause] = (figures.errors[cause] ?? 0) + 1;
    } else {
      // A clear 4xx (say a lobby that filled meanwhile): timed, and counted apart.
      figures.ms.push(performance.now() - started);
      figures.refused[outcome] = (figures.refused[outcome] ?? 0) + 1;
    }
  }
}

const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

process.on('message', (message: { kind: 'step'; players: number; holdSeconds: number } | { kind: 'stop' }) => {
  void (async () => {
    if (message.kind === 'stop') {
      stopping = true;
      for (const p of joined) {
        p.notifications?.terminate();
        p.chat?.terminate();
      }
      process.exit(0);
    }
    joining = emptyWindow();
    const wanted = players.slice(joined.length, message.players);
    const joins: Promise<void>[] = [];
    for (const userId of wanted) {
      joins.push(join(userId));
      await sleep(1000 / JOIN_RATE);
    }
    await Promise.all(joins);
    const setup = joining;
    process.send!({ kind: 'joined', players: joined.length, setupMs: setup.setupMs, setupErrors: setup.setupErrors });
    window = emptyWindow();
    windowStart = performance.now();
    windowStartedAt = Date.now();
    const cpuAtStart = cpuSeconds();
    await sleep(message.holdSeconds * 1000);
    const done = window;
    window = undefined;
    done.seconds = (performance.now() - windowStart) / 1000;
    done.cpuSeconds = cpuSeconds() - cpuAtStart;
    process.send!({ kind: 'held' });
    // What was awaited in the window and not heard 30 s after it was caused.
    await sleep(Math.min(30_000, message.holdSeconds * 1000));
    const windowEnd = windowStartedAt + done.seconds * 1000;
    for (const [key, times] of live.awaited) {
      done.notificationsUnheard += times.filter((at) => at >= windowStartedAt && at < windowEnd).length;
      const later = times.filter((at) => at >= windowEnd);
      if (later.length) live.awaited.set(key, later);
      else live.awaited.delete(key);
    }
    process.send!({ kind: 'done', window: done, setupMs: setup.setupMs, setupErrors: setup.setupErrors });
  })();
});
process.send!({ kind: 'ready' });
