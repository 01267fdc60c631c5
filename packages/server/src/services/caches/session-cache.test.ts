import { describe, expect, it } from 'vitest';
import { createCache } from '../../cache/cache.js';
import { withCacheEffects } from '../../db/repositories/with-cache-effects.js';
import { cacheEffects } from '../../db/repositories/cache-effects.js';
import type { Repositories } from '../../db/repositories/index.js';
import { createHub } from '../../realtime/hub.js';
import { cachedSessions } from './session-cache.js';

/** The session cache over these repositories, with their declared writes announced, as the app wires it. */
function cached(repos: Repositories) {
  const cache = createCache(createHub(undefined, 'x:'));
  const announced = withCacheEffects(repos, cacheEffects, cache.announce);
  return { ...announced, sessions: cachedSessions(announced.sessions, cache) };
}

type Found = NonNullable<Awaited<ReturnType<Repositories['sessions']['findLive']>>>;

/** Sessions whose lookups the test answers by hand, one at a time, and counts. */
function fakeSessions() {
  let live = true;
  const waiting: (() => void)[] = [];
  const session = { sessionId: 1, user: { id: 7 }, expiresAt: new Date(Date.now() + 60_000) } as unknown as Found;
  const counts = { lookups: 0 };
  const repos = {
    sessions: {
      findLive() {
        counts.lookups++;
        // The row is read now; the answer arrives when the test lets it.
        const answer = live ? session : undefined;
        return new Promise<Found | undefined>((resolve) => waiting.push(() => resolve(answer)));
      },
      async revoke() {
        live = false;
      },
      async revokeAllOfUser() {
        live = false;
      },
    },
    users: { async update() {}, async purgeDeletedBefore() {} },
  };
  return { repos: repos as unknown as Repositories, answer: () => waiting.shift()!(), counts };
}

describe('session cache', () => {
  it('does not keep a session looked up before it was revoked, though the answer came after', async () => {
    const { repos, answer, counts } = fakeSessions();
    const sessions = cached(repos).sessions;
    const inFlight = sessions.findLive('token');
    await sessions.revoke(1);
    answer();
    // The caller asked before the revocation and gets what the row said then...
    expect(await inFlight).toBeDefined();
    // ...but the next lookup asks the database again and finds it gone.
    const next = sessions.findLive('token');
    answer();
    expect(await next).toBeUndefined();
    expect(counts.lookups).toBe(2);
  });

  it('keeps a session looked up with no revocation under way', async () => {
    const { repos, answer, counts } = fakeSessions();
    const sessions = cached(repos).sessions;
    const first = sessions.findLive('token');
    answer();
    await first;
    expect(await sessions.findLive('token')).toBeDefined();
    expect(counts.lookups).toBe(1);
  });
});
