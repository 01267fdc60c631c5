// The pinned lobbies across instances: a pin made on one instance is listed first on another at once, and a plan
// that ends stops its pin at once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby } from '@gamefolk/contract';
import type { DatabaseHandle } from '../../db/client.js';
import { repositories } from '../../db/repositories/index.js';
import { grantSubscription } from '../../services/shop/premium.js';
import { openTestDatabase } from '../../test/database.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

// Instances of one deployment hear each other through Redis: without REDIS_URL (the embedded run) this is skipped.
const redisUrl = process.env.REDIS_URL;
let database: DatabaseHandle;
let instances: TestServer[];
let clock: Date | undefined;
const now = () => clock ?? new Date();
let gameId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  // Both instances hear each other's news through Redis, as a deployment's instances do.
  const shared = { redisPrefix: `gf:test:${randomBytes(4).toString('hex')}:`, redisUrl };
  instances = [await startTestServer(shared, { database, now }), await startTestServer(shared, { database, now })];
  const { token } = await signUp(instances[0]!);
  const games = await instances[0]!.secured<{ id: number; slug: string }[]>(token, 'getGames', {});
  gameId = games.data.find((g) => g.slug === 'league-of-legends')!.id;
}, 60_000);
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await database.close();
});

describe.skipIf(!redisUrl)('pinned lobbies across instances', () => {
  it('lists a pin made on one instance first on the other at once, and drops it when the plan ends', async () => {
    const [a, b] = instances as [TestServer, TestServer];
    const owner = await signUp(a);
    const viewer = await signUp(b);
    const create = async (description: string) =>
      (
        await a.secured<Lobby>(owner.token, 'createLobby', {
          gameId,
          server: 'EUW',
          minMembers: 1,
          maxMembers: 5,
          description,
          type: 'individual',
        })
      ).data;
    const search = async () =>
      (
        await b.secured<{ rows: Lobby[] }>(viewer.token, 'searchLobby', {
          page: 0,
          limit: 24,
          only_follow: false,
          status: 0,
          filters: { gameId },
        })
      ).data.rows;
    const pinMe = await create('pin me across instances');
    const plus = await repositories(database.db).transaction((tx) =>
      grantSubscription(tx, owner.id, 'premiumPlus', 1, `pinned-cache-${Date.now()}`, now()),
    );
    await create('a newer lobby');
    // Instance b reads (and keeps) the pins before there is one.
    expect((await search()).find((l) => l.pinned)).toBeUndefined();

    expect((await a.secured(owner.token, 'pinLobby', { id: pinMe.id })).error).toBeUndefined();
    const pinnedNow = await search();
    expect(pinnedNow[0]).toMatchObject({ id: pinMe.id, pinned: true });
    // A lobby made after the pins were read still shows at once, after the pinned one.
    const newest = await create('newest lobby');
    expect((await search()).slice(0, 2).map((l) => l.id)).toEqual([pinMe.id, newest.id]);

    // The plan's end needs no news: the kept stretches say when the pin stops.
    clock = new Date(plus.endsAt.getTime() + 1000);
    try {
      const later = await search();
      expect(later[0]!.id).not.toBe(pinMe.id);
      expect(later.find((l) => l.pinned)).toBeUndefined();
    } finally {
      clock = undefined;
    }
  });
});
