// What each action of the mix (bench/mixed/world.ts) calls, as the web app would. An action resolves to undefined
// when it went through, to a 4xx code when the server refused it clearly, and throws on anything else.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type WebSocket from 'ws';
import { world, type ActionName } from './world.js';

interface Post {
  id: number;
  share: string;
  userId: number;
}

export interface PlayerState {
  userId: number;
  token: string;
  friend: number;
  notifications?: WebSocket;
  chat?: WebSocket;
  /** Posts this player has just read, newest last. */
  recent: Post[];
  hit: Set<number>;
  applied: Set<number>;
  puzzleOver: boolean;
  chatWaiting: Map<string, (outcome: string) => void>;
}

/** Shared by every player of the process. */
export interface Live {
  /** Recent posts by players on line: a hit or comment on one is heard on its author's socket. */
  posts: Post[];
  /**
   * `<recipient>:<type>:<post>` → when each action that should notify started (Date.now()). Actors on one post
   * share a notification row, so one frame answers every action stored before it was presented.
   */
  awaited: Map<string, number[]>;
}

/** A small PNG, made once, for the posts with an image. */
let png: string | undefined;
async function image() {
  if (!png) {
    const sharp = (await import('sharp')).default;
    const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    png = buffer.toString('base64');
  }
  return png;
}

class Refused extends Error {}

/**
 * One call over a kept-alive connection (node:http): fetch costs the generator about twice the CPU per call, which
 * this machine's server would otherwise be measured without (docs/capacity.md, "The method").
 */
let agent: http.Agent | undefined;
function post(path: string, token: string, json: unknown): Promise<{ status: number; body: unknown }> {
  agent ??= new http.Agent({ keepAlive: true, maxFreeSockets: 1024 });
  const payload = Buffer.from(JSON.stringify(json));
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let body: unknown = {};
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // Not JSON: the status says what happened.
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Actions open to anyone go to /api/handle (the contract's `access: 'open'`), the others to /api/securedHandle. */
const openActions = new Set(['getOneFeed', 'todaysPuzzle']);

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
const guesses = ['crane', 'ghost', 'pride', 'lunar', world.todaysWord];
const today = () => new Date().toISOString().slice(0, 10);
/** BENCH_SLOW_LOG=<file>: every call slower than 150 ms, with its wall-clock end, to find what a tail is made of. */
const slowLog = process.env.BENCH_SLOW_LOG;

let baseUrl = '';

export function actionsOf(base: string, me: PlayerState, live: Live): Record<ActionName, () => Promise<string | void>> {
  baseUrl = base;
  async function call<T>(action: string, payload: unknown): Promise<T> {
    const started = performance.now();
    const response = await post(`/api/${openActions.has(action) ? 'handle' : 'securedHandle'}`, me.token, {
      action,
      payload,
    });
    const body = response.body as { data?: T; error?: { code?: string } };
    const ms = performance.now() - started;
    if (slowLog && ms > 150) fs.appendFileSync(slowLog, `${new Date().toISOString()} ${action} ${ms.toFixed(0)} ms\n`);
    if (response.status === 202) return body.data as T;
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      throw new Refused(`${action}:${body.error?.code ?? response.status}`);
    }
    throw new Error(`${action} ${response.status} ${body.error?.code ?? ''}`);
  }
  const refusals = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      if (error instanceof Refused) return error.message;
      throw error;
    }
  };
  const read = (rows: Post[]) => {
    me.recent.push(...rows.map(({ id, share, userId }) => ({ id, share, userId })));
    if (me.recent.length > 30) me.recent.splice(0, me.recent.length - 30);
  };
  const feed = (typeId: 1 | 2) => async () => {
    read(await call<Post[]>('getFeed', { typeId, page: 0 }));
    read(await call<Post[]>('getFeed', { typeId, page: 1 }));
  };
  /** Half the time a post by another player on line (their socket hears of it), else one just read. */
  const target = (): { post: Post; live: boolean } | undefined => {
    const others = live.posts.filter((p) => p.userId !== me.userId && !me.hit.has(p.id));
    if (others.length && Math.random() < 0.5) return { post: pick(others)!, live: true };
    const read = me.recent.filter((p) => !me.hit.has(p.id) && p.userId !== me.userId);
    const post = pick(read);
    return post ? { post, live: false } : undefined;
  };
  const awaitNotification = (recipient: number, type: string, postId: number) => {
    const key = `${recipient}:${type}:${postId}`;
    live.awaited.set(key, [...(live.awaited.get(key) ?? []), Date.now()]);
  };

  return {
    myFeed: () => refusals(feed(1)),
    discover: () => refusals(feed(2)),
    openPost: () =>
      refusals(async () => {
        const post = pick(me.recent);
        if (!post) return feed(2)();
        const opened = await call<Post>('getOneFeed', { share: post.share });
        await call('getComments', { feedId: opened.id, page: 0 });
      }),
    hit: () =>
      refusals(async () => {
        const chosen = target();
        if (!chosen) return feed(2)();
        me.hit.add(chosen.post.id);
        if (chosen.live) awaitNotification(chosen.post.userId, 'post_liked', chosen.post.id);
        await call('like', { id: chosen.post.id });
      }),
    comment: () =>
      refusals(async () => {
        const chosen = target();
        if (!chosen) return feed(2)();
        if (chosen.live) awaitNotification(chosen.post.userId, 'post_commented', chosen.post.id);
        await call('createComment', { relatedFeedId: chosen.post.id, content: '<p>gg, well played</p>' });
      }),
    post: () =>
      refusals(async () => {
        const attachments =
          Math.random() < 0.25
            ? [
                {
                  type: 'image',
                  attachmentUrl: (
                    await call<{ url: string }>('uploadFile', { base64: await image(), name: 'shot.png' })
                  ).url,
                },
              ]
            : [];
        const made = await call<Post>('post', {
          typeId: 1,
          content: '<p>Anyone up for ranked tonight? EU, after nine.</p>',
          feedAttachments: attachments,
        });
        live.posts.push({ id: made.id, share: made.share, userId: me.userId });
        if (live.posts.length > 500) live.posts.splice(0, live.posts.length - 500);
      }),
    chat: async () => {
      const chat = me.chat;
      if (!chat || chat.readyState !== chat.OPEN) throw new Error('chat socket closed');
      const ref = randomUUID();
      const outcome = await new Promise<string>((resolve) => {
        me.chatWaiting.set(ref, resolve);
        chat.send(JSON.stringify({ type: 'send', ref, content: 'on my way, 5 min' }));
      });
      me.chatWaiting.delete(ref);
      if (outcome !== 'ok') return `chat:${outcome}`;
    },
    lobbies: () =>
      refusals(async () => {
        const found = await call<{ rows: { id: number; owner?: { id: number } }[] }>('searchLobby', { page: 0 });
        const open = found.rows.filter((l) => !me.applied.has(l.id) && l.owner?.id !== me.userId);
        const lobby = pick(open);
        if (lobby && Math.random() < 1 / 3) {
          me.applied.add(lobby.id);
          await call('applyLobby', { id: lobby.id, Description: 'EU, evenings' });
        }
      }),
    events: () =>
      refusals(async () => {
        const found = await call<{ rows: { id: number }[] }>('getEvents', { page: 0 });
        const event = pick(found.rows);
        if (event) await call('setParticipation', { id: event.id, status: pick(['going', 'interested'] as const) });
      }),
    puzzle: () =>
      refusals(async () => {
        const puzzle = await call<{ id: number }>('todaysPuzzle', { date: today(), language: 'en' });
        if (me.puzzleOver) return;
        const answer = await call<{ solved: boolean; guessesLeft: number }>('guessWord', {
          puzzle_id: puzzle.id,
          guess: pick(guesses),
        });
        me.puzzleOver = answer.solved || answer.guessesLeft === 0;
      }),
    notifications: () =>
      refusals(async () => {
        await call('getNotifications', {});
        await call('readNotifications', {});
      }),
  };
}
