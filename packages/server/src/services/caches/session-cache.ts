// Every secured call looks up its session. The answer is kept (cache/cache.ts) for a few seconds, under its session
// and its user: revoking the session, or any change to its user's row, drops it on every instance at once
// (db/repositories/cache-effects.ts declares those writes).
import { cacheNews, type Cache } from '../../cache/cache.js';
import { ALL, tags } from '../../cache/tags.js';
import type { Repositories } from '../../db/repositories/index.js';
import type { RealtimeHub } from '../../realtime/hub.js';

/** What changed: the sessions of a user, one session, or (after a purge, or news lost) any of them. */
export type SessionChange = { userId: number } | { sessionId: number } | { all: true };

/** How long a looked-up session is trusted without asking the database again: a bound, not the rule. */
const TTL_MS = 15_000;
const MAX_ENTRIES = 50_000;

/** The sessions repository with `findLive` kept in memory (composed in compose.ts). */
export function cachedSessions(sessions: Repositories['sessions'], cache: Cache): Repositories['sessions'] {
  const kept = cache.namespace('sessions', { ttlMs: TTL_MS, maxEntries: MAX_ENTRIES });
  return {
    ...sessions,
    findLive: (tokenHash: string) =>
      kept.read(
        tokenHash,
        () => sessions.findLive(tokenHash),
        (found) =>
          found
            ? { tags: [tags.session(found.sessionId), tags.user(found.user.id)], until: found.expiresAt.getTime() }
            : undefined,
      ),
  };
}

/**
 * Hears every change to sessions, on this instance and (through the hub) the others: a lookup made from here on reads
 * the database (the cache, made before, has dropped what the news touches by then).
 */
export function onSessionNews(hub: RealtimeHub, listener: (change: SessionChange) => void) {
  cacheNews(hub, (named) => {
    for (const tag of named) {
      if (tag === ALL) listener({ all: true });
      const [kind, id] = tag.split(':');
      if (kind === 'session') listener({ sessionId: Number(id) });
      if (kind === 'user') listener({ userId: Number(id) });
    }
  });
}
