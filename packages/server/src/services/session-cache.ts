// Every secured call looks up its session. The answer is kept in memory for a few seconds and dropped, on
// every instance, the moment the session is revoked or its user's row changes.
import type { Repositories } from '../db/repositories/index.js';
import type { RealtimeHub } from '../realtime/hub.js';
import { cacheNews, transactionWithNews } from './cache-news.js';

type Found = NonNullable<Awaited<ReturnType<Repositories['sessions']['findLive']>>>;
/** What changed: the sessions of a user, one session, or (after a purge, or news lost) any of them. */
export type SessionChange = { userId: number } | { sessionId: number } | { all: true };
type Change = SessionChange;

/** How long a looked-up session is trusted without asking the database again: a bound, not the rule. */
const TTL_MS = 15_000;
const MAX_ENTRIES = 50_000;
const TOPIC = 'cache:sessions';

/**
 * Wraps the repositories whose writes can change what a session lookup answers (sessions and users), so the
 * cache cannot miss a change made through them. Other instances hear of each change through the hub.
 */
export function withSessionCache(repos: Repositories, hub: RealtimeHub, now = () => Date.now()): Repositories {
  const entries = new Map<string, { found: Found; until: number }>();

  // Moves on every drop: a lookup that was under way while one happened may have read the row before the change,
  // so its answer is not kept (it is still returned: the caller asked before the change).
  let generation = 0;
  const drop = (change: Change) => {
    generation++;
    if ('all' in change) return entries.clear();
    for (const [key, { found }] of entries) {
      if ('userId' in change ? found.user.id === change.userId : found.sessionId === change.sessionId) {
        entries.delete(key);
      }
    }
  };
  const { after } = cacheNews<Change>(hub, TOPIC, drop, () => drop({ all: true }));

  const { sessions, users } = repos;
  return {
    ...repos,
    sessions: {
      ...sessions,
      findLive: async (tokenHash: string) => {
        const cached = entries.get(tokenHash);
        const at = now();
        if (cached && cached.until > at && at < cached.found.expiresAt.getTime()) return cached.found;
        const before = generation;
        const found = await sessions.findLive(tokenHash);
        if (cached) entries.delete(tokenHash);
        if (found && generation === before) {
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
          entries.set(tokenHash, { found, until: at + TTL_MS });
        }
        return found;
      },
      revoke: after(sessions.revoke, (sessionId) => ({ sessionId })),
      revokeAllOfUser: after(sessions.revokeAllOfUser, (userId) => ({ userId })),
    },
    users: {
      ...users,
      update: after(users.update, (userId) => ({ userId })),
      purgeDeletedBefore: after(users.purgeDeletedBefore, () => ({ all: true })),
    },
    transaction: transactionWithNews<Change>(
      repos,
      async (change) => {
        drop(change);
        await hub.publish(TOPIC, change);
      },
      (tx, held) => ({
        ...tx,
        sessions: {
          ...tx.sessions,
          revoke: held(tx.sessions.revoke, (sessionId) => ({ sessionId })),
          revokeAllOfUser: held(tx.sessions.revokeAllOfUser, (userId) => ({ userId })),
        },
        users: {
          ...tx.users,
          update: held(tx.users.update, (userId) => ({ userId })),
          purgeDeletedBefore: held(tx.users.purgeDeletedBefore, () => ({ all: true })),
        },
      }),
    ),
  };
}

/**
 * Hears every change the session cache drops, on this instance and (through the hub) the others, after the cache
 * has dropped it: a lookup made from here on reads the database.
 */
export function onSessionNews(hub: RealtimeHub, listener: (change: SessionChange) => void) {
  hub.subscribe(TOPIC, (payload) => listener(payload as SessionChange));
  hub.onGap(() => listener({ all: true }));
}
