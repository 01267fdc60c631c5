// The upcoming list is kept per set of filters in each instance's memory (services/caches/events-list-cache.ts): what one
// instance writes shows in the other's list as soon as its news arrives through Redis.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '@gamefolk/contract';
import type { DatabaseHandle } from '../../db/client.js';
import { openTestDatabase } from '../../test/database.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

// Instances of one deployment hear each other through Redis: without REDIS_URL (the embedded run) this is skipped.
const redisUrl = process.env.REDIS_URL;
let database: DatabaseHandle;
let instances: TestServer[];
let gameId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  const shared = { redisPrefix: `gf:test:${randomBytes(4).toString('hex')}:`, redisUrl };
  instances = [await startTestServer(shared, { database }), await startTestServer(shared, { database })];
  const { token } = await signUp(instances[0]!);
  const games = await instances[0]!.secured<{ id: number; slug: string }[]>(token, 'getGames', {});
  gameId = games.data.find((g) => g.slug === 'league-of-legends')!.id;
}, 180_000);
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await database.close();
});

const startsAt = (days: number) => new Date(Date.UTC(2031, 0, 1 + days, 18)).toISOString().replace('.000Z', 'Z');

describe.skipIf(!redisUrl)('the upcoming list across instances', () => {
  it('shows an event, an answer, a promotion, a block and a delete made on one instance on the other as its news arrives', async () => {
    const [a, b] = instances as [TestServer, TestServer];
    const [owner, viewer, first] = [await signUp(a), await signUp(a), await signUp(a)];
    type Page = { rows: GameEvent[]; total_rows: number };
    const list = async (token = viewer.token) => {
      const page = (await b.secured<Page>(token, 'getEvents', { page: 0, gameId })).data;
      return { rows: page.rows.filter((e) => e.owner.id === owner.id), total: page.total_rows };
    };
    // The news of a write on A reaches B through Redis a moment after A answers: B's list is read until it shows
    // the change, for 2 s at most, well within the 10 s a kept list would last without news.
    const shows = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 2_000, interval: 20 });
    const before = await list();
    const event = (
      await a.secured<GameEvent>(owner.token, 'createEvent', {
        name: 'Cross-instance cup',
        startsAt: startsAt(3),
        kind: 'online',
        category: 'tournament',
        gameId,
        capacity: 1,
      })
    ).data;
    await shows(list).toEqual({ rows: [expect.objectContaining({ id: event.id })], total: before.total + 1 });

    await a.secured(first.token, 'setParticipation', { id: event.id, status: 'going' });
    await a.secured(viewer.token, 'setParticipation', { id: event.id, status: 'going' });
    await shows(async () => (await list()).rows[0]).toMatchObject({
      counts: { going: 1, interested: 0, notGoing: 0, waiting: 1 },
      me: { status: 'waiting' },
    });
    // The first one leaves: the viewer moves up from the waiting list.
    await a.secured(first.token, 'setParticipation', { id: event.id, status: 'notGoing' });
    await shows(async () => (await list()).rows[0]).toMatchObject({
      counts: { going: 1, interested: 0, notGoing: 1, waiting: 0 },
      me: { status: 'going' },
    });
    expect((await list(first.token)).rows[0]!.me.status).toBe('notGoing');

    await a.secured(owner.token, 'blockuser', { blocked_user_id: viewer.id });
    await shows(list).toEqual({ rows: [], total: before.total });
    expect((await list(first.token)).rows.map((e) => e.id)).toEqual([event.id]);
    await a.secured(owner.token, 'unblockUser', { blocked_user_id: viewer.id });
    await shows(async () => (await list()).rows.map((e) => e.id)).toEqual([event.id]);

    await a.secured(owner.token, 'deleteEvent', { id: event.id });
    await shows(list).toEqual({ rows: [], total: before.total });
  });
});
