// The upcoming list is kept per set of filters in each instance's memory (services/events-list-cache.ts): what one
// instance writes shows in the other's list at once.
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
  it('shows an event, an answer, a promotion, a block and a delete made on one instance on the other at once', async () => {
    const [a, b] = instances as [TestServer, TestServer];
    const [owner, viewer, first] = [await signUp(a), await signUp(a), await signUp(a)];
    type Page = { rows: GameEvent[]; total_rows: number };
    const list = async (token = viewer.token) => {
      const page = (await b.secured<Page>(token, 'getEvents', { page: 0, gameId })).data;
      return { rows: page.rows.filter((e) => e.owner.id === owner.id), total: page.total_rows };
    };
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
    const made = await list();
    expect(made.rows.map((e) => e.id)).toEqual([event.id]);
    expect(made.total).toBe(before.total + 1);

    await a.secured(first.token, 'setParticipation', { id: event.id, status: 'going' });
    await a.secured(viewer.token, 'setParticipation', { id: event.id, status: 'going' });
    const answered = (await list()).rows[0]!;
    expect(answered.counts).toEqual({ going: 1, interested: 0, notGoing: 0, waiting: 1 });
    expect(answered.me.status).toBe('waiting');
    // The first one leaves: the viewer moves up from the waiting list.
    await a.secured(first.token, 'setParticipation', { id: event.id, status: 'notGoing' });
    const promoted = (await list()).rows[0]!;
    expect(promoted.counts).toEqual({ going: 1, interested: 0, notGoing: 1, waiting: 0 });
    expect(promoted.me.status).toBe('going');
    expect((await list(first.token)).rows[0]!.me.status).toBe('notGoing');

    await a.secured(owner.token, 'blockuser', { blocked_user_id: viewer.id });
    const blocked = await list();
    expect(blocked.rows).toEqual([]);
    expect(blocked.total).toBe(before.total);
    expect((await list(first.token)).rows.map((e) => e.id)).toEqual([event.id]);
    await a.secured(owner.token, 'unblockUser', { blocked_user_id: viewer.id });
    expect((await list()).rows.map((e) => e.id)).toEqual([event.id]);

    await a.secured(owner.token, 'deleteEvent', { id: event.id });
    expect(await list()).toEqual({ rows: [], total: before.total });
  });
});
