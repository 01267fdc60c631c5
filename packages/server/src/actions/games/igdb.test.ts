import type { Game } from '@gamefolk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.js';
import { storeGameCover } from '../../services/games/game-catalogue.js';
import { startIgdbStandIn, type IgdbStandIn } from '../../test/igdb-stand-in.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let igdb: IgdbStandIn;
let server: TestServer;
let token: string;
let offset = 0;
beforeAll(async () => {
  igdb = await startIgdbStandIn();
  server = await startTestServer({ igdb: igdb.config }, { now: () => new Date(Date.now() + offset) });
  token = (await signUp(server)).token;
});
afterAll(async () => {
  await server.close();
  await igdb.close();
});

const search = async (name: string) => {
  const answer = await server.secured<Game[]>(token, 'getGames', { name });
  expect(answer.status).toBe(202);
  return answer.data;
};
const rowsOf = (igdbId: number) => server.app.services.db.select().from(games).where(eq(games.igdbId, igdbId));

describe('games from IGDB', () => {
  it('offers a game IGDB knows, with its year and platforms; it makes a lobby and gets its cover once', async () => {
    const found = await search('hollow knight');
    const hollow = found.find((g) => g.name === 'Hollow Knight')!;
    expect(hollow).toMatchObject({ year: 2017, platforms: ['PC', 'PlayStation', 'Xbox', 'Switch'] });
    expect(hollow.genres).toEqual(['Platform', 'Adventure', 'Indie']);

    const lobby = await server.secured<{ id: number; game: { id: number; name: string } }>(token, 'createLobby', {
      gameId: hollow.id,
      server: 'Europe',
      rank: 'Any',
      role: null,
      minMembers: 1,
      maxMembers: 4,
      description: 'Co-op bosses tonight',
      type: 'individual',
    });
    expect(lobby.error).toBeUndefined();

    // The cover is fetched by a job after the lobby's commit.
    const icon = async () => (await server.secured<Game>(token, 'getGameById', { id: hollow.id })).data.icon;
    await expect.poll(icon, { timeout: 10_000, interval: 50 }).toMatch(/^\/files\/[A-Za-z0-9_-]+\.jpg$/);
    const cover = await icon();
    const file = await fetch(`${server.url}${cover}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');

    // Offered again: the same game, and its cover is not fetched again.
    expect((await search('hollow')).find((g) => g.name === 'Hollow Knight')?.id).toBe(hollow.id);
    // and a cover job that runs again (a retry, another instance) leaves the stored cover as it is.
    await storeGameCover(server.app.services, hollow.id);
    expect((await server.secured<Game>(token, 'getGameById', { id: hollow.id })).data.icon).toBe(cover);
    expect(igdb.state.coverRequests.get('co93cr')).toBe(1);
  });

  it('imports a game once, however many searches offer it at the same time', async () => {
    const answers = await Promise.all([search('breath of the wild'), search('breath of the wild'), search('zelda')]);
    const ids = answers.map((list) => list.find((g) => g.name.endsWith('Breath of the Wild'))?.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeGreaterThan(0);
    expect(await rowsOf(7346)).toHaveLength(1);
  });

  it('leaves out what the catalogue already has under the same name', async () => {
    for (const name of ['stardew', 'elden ring']) {
      const found = await search(name);
      expect(found).toHaveLength(1);
      expect(found[0]!.icon).toMatch(/^data:image\/svg/);
    }
  });

  it('reuses its app token until it expires, and takes a new one when Twitch revokes it', async () => {
    const before = igdb.state.tokensIssued;
    await search('indie quest 1');
    await search('indie quest 2');
    expect(igdb.state.tokensIssued).toBe(Math.max(before, 1));

    offset += 2 * 60 * 60 * 1000; // past the hour the token lives
    await search('indie quest 3');
    expect(igdb.state.tokensIssued).toBe(Math.max(before, 1) + 1);

    igdb.revokeTokens();
    const found = await search('indie quest 4');
    expect(found.map((g) => g.name)).toContain('Indie Quest 4');
    expect(igdb.state.tokensIssued).toBe(Math.max(before, 1) + 2);
  });

  it('keeps to four requests in any second, queueing a burst of searches', async () => {
    igdb.state.apiRequests.length = 0;
    const names = Array.from({ length: 8 }, (_, i) => `indie quest ${i + 10}`);
    const answers = await Promise.all(names.map((name) => search(name)));
    expect(answers.every((list) => Array.isArray(list))).toBe(true);
    expect(igdb.state.apiRequests.length).toBeGreaterThanOrEqual(5);
    expect(igdb.busiestSecond()).toBeLessThanOrEqual(4);
    expect(igdb.state.refused429).toBe(0);
  });

  it('answers our own matches, without an error, while IGDB is down or slow', async () => {
    igdb.state.down = true;
    try {
      const found = await search('minecraft');
      expect(found.map((g) => g.name)).toEqual(['Minecraft']);
      expect(await search('celeste')).toEqual([]);
    } finally {
      igdb.state.down = false;
    }
    let release!: () => void;
    igdb.state.hold = new Promise((resolve) => (release = resolve));
    try {
      expect(await search('celeste')).toEqual([]);
    } finally {
      release();
      igdb.state.hold = undefined;
    }
    expect((await search('celeste')).map((g) => g.name)).toEqual(['Celeste']);
  });
});

describe('without IGDB keys', () => {
  it('searches only the built-in list', async () => {
    // IGDB's addresses are set, its keys are not.
    const plain = await startTestServer({ igdb: { ...igdb.config, clientId: undefined, clientSecret: undefined } });
    try {
      const { token: own } = await signUp(plain);
      const asked = igdb.state.apiRequests.length;
      const tokens = igdb.state.tokenRequests;
      const answer = await plain.secured<Game[]>(own, 'getGames', { name: 'hollow knight' });
      expect(answer.data).toEqual([]);
      expect(igdb.state.apiRequests.length).toBe(asked);
      expect(igdb.state.tokenRequests).toBe(tokens);
    } finally {
      await plain.close();
    }
  });
});

describe('a player searching fast', () => {
  it('gets our own games, without an error, once past their share of IGDB', async () => {
    // A twentieth of the budgets: three IGDB searches a minute.
    const tight = await startTestServer({ igdb: igdb.config, rateLimitScale: 0.05 });
    try {
      const { token: own } = await signUp(tight);
      const find = (name: string) => tight.secured<Game[]>(own, 'getGames', { name });
      for (const n of [1, 2, 3]) expect((await find(`indie quest ${n}`)).status).toBe(202);
      const asked = igdb.state.apiRequests.length;
      const over = await find('celeste');
      expect(over.status).toBe(202);
      expect(over.data).toEqual([]);
      expect(igdb.state.apiRequests.length).toBe(asked);
      expect((await find('minecraft')).data.map((g) => g.name)).toEqual(['Minecraft']);
    } finally {
      await tight.close();
    }
  });
});
