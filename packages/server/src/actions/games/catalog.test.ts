import { gameListSizes } from '@gamefolk/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamesSeed } from '../../catalog/games-seed.js';
import { seedGames } from '../../catalog/seed-games.js';
import { openTestDatabase } from '../../test/database.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

type Game = { id: number; name: string; slug: string; genres: string[]; platforms: string[]; icon: string };

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signUp(server)).token;
});
afterAll(() => server.close());

const games = (payload?: unknown) => server.secured<Game[]>(token, 'getGames', payload);
const names = async (name: string) => (await games({ name })).data.map((g) => g.name);

describe('the games catalog', () => {
  it('is seeded at start-up with every catalog game, each with genres, platforms and an SVG icon of our own', async () => {
    expect(gamesSeed.length).toBeGreaterThanOrEqual(40);
    expect(await server.app.services.repos.games.count()).toBe(gamesSeed.length);

    const popular = await games();
    expect(popular.status).toBe(202);
    expect(popular.data).toHaveLength(Math.min(gamesSeed.length, gameListSizes.popular));
    expect(popular.data[0]!.name).toBe('League of Legends');

    for (const game of popular.data) {
      expect(game.genres.length).toBeGreaterThan(0);
      expect(game.platforms.length).toBeGreaterThan(0);
      const [, base64] = /^data:image\/svg\+xml;base64,([A-Za-z0-9+/]+=*)$/.exec(game.icon) ?? [];
      expect(base64, game.name).toBeDefined();
      const svg = Buffer.from(base64!, 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 64 64">.*<\/svg>$/);
      expect(svg).not.toMatch(/<script|<image|href=|on\w+=/i);
      // A strict XML parser (librsvg, behind sharp) has to accept and draw it.
      const drawn = await sharp(Buffer.from(svg)).png().toBuffer();
      expect((await sharp(drawn).metadata()).width).toBe(64);
    }
  });

  it('lists the most popular games, most popular first, when no name is given', async () => {
    for (const payload of [undefined, {}, { name: '' }, { name: '   ' }]) {
      const answer = await games(payload);
      expect(answer.status).toBe(202);
      expect(answer.data.length).toBeLessThanOrEqual(gameListSizes.popular);
      expect(answer.data.slice(0, 3).map((g) => g.slug)).toEqual(['league-of-legends', 'valorant', 'counter-strike-2']);
    }
  });

  it('finds Valorant first for "val", ahead of less popular and word-inside matches', async () => {
    const found = await names('val');
    expect(found[0]).toBe('Valorant');
    expect(found).toEqual(expect.arrayContaining(['Valheim', 'Stardew Valley']));
    expect(found.indexOf('Valheim')).toBeLessThan(found.indexOf('Stardew Valley'));
  });

  it('ignores case, spaces and punctuation and knows the names players use', async () => {
    expect((await names('VALORANT'))[0]).toBe('Valorant');
    expect((await names('baldurs gate'))[0]).toBe("Baldur's Gate 3");
    expect((await names('counterstrike'))[0]).toBe('Counter-Strike 2');
    expect((await names('cs2'))[0]).toBe('Counter-Strike 2');
    expect((await names('gta'))[0]).toBe('Grand Theft Auto V');
    expect((await names('wow'))[0]).toBe('World of Warcraft');
    expect((await names('ring'))[0]).toBe('Elden Ring');
    expect((await names('pokémon'))[0]).toBe('Pokémon GO');
  });

  it('answers at most 20 matches, and none for a name nothing matches', async () => {
    const many = await games({ name: 'the' });
    expect(many.status).toBe(202);
    expect(many.data.length).toBeLessThanOrEqual(gameListSizes.search);
    expect(await names('zzzzzz')).toEqual([]);
    expect(await names('%%%')).toEqual([]);
    expect(await names('___')).toEqual([]);
  });

  it('refuses a name of one or two characters with gameSearchTooShort', async () => {
    for (const name of ['le', 'v', ' le ']) {
      const answer = await games({ name });
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({
        code: 'gameSearchTooShort',
        field: 'name',
        description: 'Type at least 3 characters to search for a game.',
      });
    }
    expect((await games({ name: 'x'.repeat(81) })).error?.code).toBe('textTooLong');
  });

  it('needs a signed-in user', async () => {
    expect((await server.secured(undefined, 'getGames', { name: 'val' })).status).toBe(401);
    expect((await server.open('getGames', { name: 'val' })).status).toBe(404);
  });
});

describe('getGameById', () => {
  it('answers the game', async () => {
    const [valorant] = (await games({ name: 'valorant' })).data;
    const answer = await server.secured<Game>(token, 'getGameById', { id: valorant!.id });
    expect(answer.status).toBe(202);
    expect(answer.data).toEqual(valorant);
    expect(answer.data).toMatchObject({ slug: 'valorant', genres: ['Tactical Shooter'] });
    expect(answer.data.platforms).toContain('PC');
  });

  it('answers 404 notFound for an unknown id', async () => {
    for (const id of [999_999, 2_147_483_647]) {
      const answer = await server.secured(token, 'getGameById', { id });
      expect(answer.status).toBe(404);
      expect(answer.error?.code).toBe('notFound');
    }
  });

  it('refuses an id that is not a positive whole number with 400', async () => {
    for (const id of [0, -1, 1.5, 'abc', 2_147_483_648]) {
      expect((await server.secured(token, 'getGameById', { id })).status).toBe(400);
    }
    expect((await server.secured(token, 'getGameById', {})).error?.code).toBe('fieldRequired');
  });
});

describe('seedGames', () => {
  it('fills an empty catalog once when two instances start together', async () => {
    const fresh = await openTestDatabase();
    try {
      const [first, second] = await Promise.all([seedGames(fresh.db), seedGames(fresh.db)]);
      expect(first + second).toBe(gamesSeed.length);
      expect(await seedGames(fresh.db)).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('adds nothing when every game is there already, however often and however many instances run it', async () => {
    const { db, repos } = server.app.services;
    const before = await repos.games.count();
    expect(await seedGames(db)).toBe(0);
    expect(await Promise.all([seedGames(db), seedGames(db)])).toEqual([0, 0]);
    expect(await repos.games.count()).toBe(before);
  });
});
