// Discover's shared ranking (discover-cache.ts) on the real database, with a clock the test moves: hits show their
// counts at once, move their post once the ranking's time is up, and never make the database rank again by themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCache } from '../../cache/cache.js';
import { cacheEffects } from '../../db/repositories/cache-effects.js';
import { repositories, type Repositories } from '../../db/repositories/index.js';
import { withCacheEffects } from '../../db/repositories/with-cache-effects.js';
import { createHub } from '../../realtime/hub.js';
import { openTestDatabase } from '../../test/database.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { discoverCache } from './discover-cache.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let server: TestServer;
beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer({}, { database });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

/** This instance's Discover over the shared database, as the app wires it, counting the rankings it makes. */
function instance() {
  let clock = Date.now();
  const cache = createCache(createHub(undefined, 'x:'));
  const repos = withCacheEffects(repositories(database.db), cacheEffects, cache.announce) as Repositories;
  const rankings = { made: 0 };
  const feed = {
    ...repos.feed,
    discoverShared: () => {
      rankings.made++;
      return repos.feed.discoverShared();
    },
  };
  const { discover } = discoverCache(feed, cache, () => clock);
  return {
    repos,
    rankings,
    later: (ms: number) => (clock += ms),
    ids: async (viewer: number) => (await discover(viewer, { page: 0, limit: 5 })).map((r) => [r.id, r.hitCount]),
    /** The ids of `mine` in the order Discover's first page lists them. */
    order: async (viewer: number, mine: number[]) =>
      (await discover(viewer, { page: 0, limit: 20 })).map((r) => r.id).filter((id) => mine.includes(id)),
  };
}

describe('Discover ranking', () => {
  it('shows a hit’s count at once and moves its post within seconds, ranking again only on the clock', async () => {
    const [writer, reader, ...fans] = await Promise.all(Array.from({ length: 6 }, () => signUp(server)));
    const older = await server.secured<{ id: number }>(writer!.token, 'post', { content: '<p>older</p>' });
    const newer = await server.secured<{ id: number }>(writer!.token, 'post', { content: '<p>newer</p>' });
    const discover = instance();
    expect(await discover.ids(reader!.id)).toEqual([
      [newer.data.id, 0],
      [older.data.id, 0],
    ]);

    for (const fan of fans) await discover.repos.feed.toggleHit(older.data.id, fan.id);
    // The counts at once; the order of the ranking made before them, with no new ranking for the hits.
    expect(await discover.ids(reader!.id)).toEqual([
      [newer.data.id, 0],
      [older.data.id, 4],
    ]);
    expect(discover.rankings.made).toBe(1);

    // Past the ranking's time, the next read waits for a new one: the hit post leads.
    discover.later(15_000);
    expect(await discover.ids(reader!.id)).toEqual([
      [older.data.id, 4],
      [newer.data.id, 0],
    ]);
    expect(discover.rankings.made).toBe(2);
  });

  it('takes a new post in at once where its score puts it, without ranking again; a delete ranks again', async () => {
    const [writer, reader, ...fans] = await Promise.all(Array.from({ length: 5 }, () => signUp(server)));
    const hot = await server.secured<{ id: number }>(writer!.token, 'post', { content: '<p>hot</p>' });
    for (const fan of fans) await server.secured(fan.token, 'like', { id: hot.data.id });
    const discover = instance();
    expect(await discover.order(reader!.id, [hot.data.id])).toEqual([hot.data.id]);
    expect(discover.rankings.made).toBe(1);

    // A fresh post with no hits scores below one with four, and above nothing older: second, and then the next
    // fresh one above it. Each is read by id since the last, never by a new ranking.
    const post = (userId: number, text: string) =>
      discover.repos.feed.insert({ userId, kind: 'post', content: `<p>${text}</p>`, contentText: text, share: text });
    const first = { data: await post(writer!.id, `first${writer!.id}`) };
    expect(await discover.order(reader!.id, [hot.data.id, first.data.id])).toEqual([hot.data.id, first.data.id]);
    discover.later(1_000);
    const second = { data: await post(fans[0]!.id, `second${writer!.id}`) };
    const mine = [hot.data.id, first.data.id, second.data.id];
    expect(await discover.order(reader!.id, mine)).toEqual([hot.data.id, second.data.id, first.data.id]);
    expect(discover.rankings.made).toBe(1);

    // Gone at once: a delete is news on the ranking itself.
    await discover.repos.feed.update(second.data.id, { deletedAt: new Date() });
    expect(await discover.order(reader!.id, mine)).toEqual([hot.data.id, first.data.id]);
    expect(discover.rankings.made).toBe(2);
  });
});
