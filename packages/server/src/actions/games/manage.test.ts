import type { Game, Personals } from '@gamefolk/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIgdbStandIn, type IgdbStandIn } from '../../test/igdb-stand-in.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

type User = Awaited<ReturnType<typeof signUp>>;

let igdb: IgdbStandIn;
let server: TestServer;
let boss: User;
let player: User;
beforeAll(async () => {
  igdb = await startIgdbStandIn();
  server = await startTestServer({ igdb: igdb.config, managerEmails: ['gameboss@example.com'] });
  boss = await signUp(server, 'gameboss');
  player = await signUp(server);
});
afterAll(async () => {
  await server.close();
  await igdb.close();
});

const as = <T = Game>(user: User, action: string, payload?: unknown) => server.secured<T>(user.token, action, payload);
const search = async (name: string) => (await as<Game[]>(player, 'getGames', { name })).data;
const lolId = async () => (await search('league of legends')).find((g) => g.name === 'League of Legends')!.id;

const lobbyOf = (gameId: number) => ({
  gameId,
  server: 'Europe',
  rank: 'Any',
  role: null,
  minMembers: 1,
  maxMembers: 4,
  description: 'Tonight',
  type: 'individual',
});

describe('managing the games catalogue', () => {
  it('lets only managers add, rename, merge, hide or give an icon to a game', async () => {
    const id = await lolId();
    expect((await as(player, 'createGame', { name: 'Secret Game' })).error?.code).toBe('unauthorized');
    expect((await as(player, 'updateGame', { id, name: 'Renamed' })).error?.code).toBe('unauthorized');
    expect((await as(player, 'updateGame', { id, hidden: true })).error?.code).toBe('unauthorized');
    expect((await as(player, 'mergeGames', { from: id, into: id + 1 })).error?.code).toBe('unauthorized');
    expect((await as(player, 'setGameIcon', { id, icon: '/files/aaaaaaaaaaaaaaaaaaaa.png' })).error?.code).toBe(
      'unauthorized',
    );
    expect((await search('secret game')).length).toBe(0);
    expect((await search('league')).some((g) => g.name === 'League of Legends')).toBe(true);
  });

  it('adds a game players then find, refuses a name the catalogue has, and renames', async () => {
    const made = await as(boss, 'createGame', { name: 'Garage Brawler', genres: ['Fighting'], platforms: ['PC'] });
    expect(made.error).toBeUndefined();
    expect(made.data).toMatchObject({ name: 'Garage Brawler', genres: ['Fighting'], platforms: ['PC'] });
    expect((await search('garage')).map((g) => g.id)).toEqual([made.data.id]);

    expect(await as(boss, 'createGame', { name: 'minecraft' })).toMatchObject({
      status: 409,
      error: { code: 'gameNameTaken', field: 'name' },
    });
    expect((await as(boss, 'createGame', { name: '' })).error?.code).toBe('fieldRequired');

    const renamed = await as(boss, 'updateGame', { id: made.data.id, name: 'Garage Brawlers' });
    expect(renamed.data.name).toBe('Garage Brawlers');
    expect((await as(boss, 'updateGame', { id: made.data.id, name: 'Minecraft' })).error?.code).toBe('gameNameTaken');
    expect((await as(boss, 'updateGame', { id: 999_999, name: 'Nothing' })).error?.code).toBe('unknownGame');
  });

  it('hides a game from searches; a lobby naming it keeps it', async () => {
    const made = (await as(boss, 'createGame', { name: 'Hideaway Racer' })).data;
    expect((await as(player, 'createLobby', lobbyOf(made.id))).error).toBeUndefined();
    expect((await as(boss, 'updateGame', { id: made.id, hidden: true })).data.id).toBe(made.id);
    expect(await search('hideaway')).toEqual([]);
    expect((await as(player, 'getGameById', { id: made.id })).data.name).toBe('Hideaway Racer');

    // The managers' list of hidden games brings it back; nobody else reads that list.
    expect((await as(player, 'hiddenGames')).error?.code).toBe('unauthorized');
    const hidden = await as<{ id: number; name: string }[]>(boss, 'hiddenGames');
    expect(hidden.data.map((g) => g.name)).toContain('Hideaway Racer');
    expect((await as(boss, 'updateGame', { id: made.id, hidden: false })).data.id).toBe(made.id);
    expect((await search('hideaway')).map((g) => g.name)).toEqual(['Hideaway Racer']);
    expect((await as<{ id: number }[]>(boss, 'hiddenGames')).data.map((g) => g.id)).not.toContain(made.id);
  });

  it('merges a game into another: favourites, lobbies and events move there together, and IGDB resolves to it', async () => {
    const copy = (await search('hollow knight')).find((g) => g.name === 'Hollow Knight')!;
    const kept = (await as(boss, 'createGame', { name: 'Hollow Knight (GOTY)' })).data;
    await as(player, 'savePersonals', { userId: player.id, favouriteGames: [copy.id, kept.id] });
    await as(boss, 'savePersonals', { userId: boss.id, favouriteGames: [copy.id] });
    const lobby = await as<{ id: number }>(player, 'createLobby', lobbyOf(copy.id));
    expect(lobby.error).toBeUndefined();
    const event = await as<{ id: number }>(player, 'createEvent', {
      name: 'Speedrun night',
      startsAt: '2030-02-01T18:00:00Z',
      kind: 'online',
      category: 'tournament',
      location: 'https://twitch.tv/gamefolk',
      gameId: copy.id,
    });
    expect(event.error).toBeUndefined();

    const listed = async (gameId: number) =>
      (await as<{ rows: { id: number }[] }>(player, 'searchLobby', { filters: { gameId } })).data.rows.map((r) => r.id);
    // Read once before, so a kept list of the game's lobbies exists for the merge to refresh.
    expect(await listed(kept.id)).toEqual([]);

    const merged = await as(boss, 'mergeGames', { from: copy.id, into: kept.id });
    expect(merged.error).toBeUndefined();
    expect(merged.data.id).toBe(kept.id);

    const personals = await as<Personals>(player, 'getPersonals', { userId: player.id });
    expect(personals.data.favouriteGames.map((g) => g.id)).toEqual([kept.id]);
    const bossPersonals = await as<Personals>(boss, 'getPersonals', { userId: boss.id });
    expect(bossPersonals.data.favouriteGames.map((g) => g.id)).toEqual([kept.id]);
    const moved = await as<{ game?: { id: number }; gameId?: number }>(player, 'getLobbyById', { id: lobby.data.id });
    expect(moved.data.game?.id ?? moved.data.gameId).toBe(kept.id);
    expect(await listed(kept.id)).toEqual([lobby.data.id]);
    const movedEvent = await as<{ game: { id: number } | null }>(player, 'getEvent', { id: event.data.id });
    expect(movedEvent.data.game?.id).toBe(kept.id);
    // IGDB offers the same game again: it is the kept one, not a new import.
    const again = await search('hollow knight');
    expect(again.map((g) => g.id)).toContain(kept.id);
    expect(again.map((g) => g.id)).not.toContain(copy.id);

    expect((await as(boss, 'mergeGames', { from: copy.id, into: kept.id })).error?.code).toBe('unknownGame');
    expect((await as(boss, 'mergeGames', { from: kept.id, into: kept.id })).error?.code).toBe('invalidInput');
  });

  it("sets a game's icon from the manager's own upload, never someone else's", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    const mine = await as<{ url: string }>(boss, 'uploadFile', { base64: png.toString('base64') });
    const theirs = await as<{ url: string }>(player, 'uploadFile', { base64: png.toString('base64') });
    expect(mine.error).toBeUndefined();
    const id = (await as(boss, 'createGame', { name: 'Icon Quest' })).data.id;

    expect((await as(boss, 'setGameIcon', { id, icon: theirs.data.url })).error).toMatchObject({
      code: 'unauthorized',
      field: 'icon',
    });
    expect((await as(boss, 'setGameIcon', { id, icon: 'https://evil.example/x.png' })).error?.code).toBe(
      'invalidInput',
    );
    const set = await as(boss, 'setGameIcon', { id, icon: mine.data.url });
    expect(set.data.icon).toBe(mine.data.url);
    expect((await search('icon quest'))[0]!.icon).toBe(mine.data.url);
  });
});

describe('Steam games to favourites', () => {
  it('adds the most played Steam games the catalogue or IGDB knows, up to four, after those already chosen', async () => {
    const user = await signUp(server);
    const { steam } = server.app.services.repos;
    await steam.insert(user.id, '76561198000000042');
    const owned = (appId: number, name: string, playtimeForever: number) => ({
      appId,
      name,
      playtimeForever,
      playtime2weeks: 0,
      iconHash: null,
      lastPlayedAt: null,
      recentRank: null,
    });
    await steam.saveLibrary(
      user.id,
      '76561198000000042',
      [
        owned(570, 'Dota 2', 9_000), // in our list by name
        owned(413150, 'Stardew Valley', 8_000), // in our list by name
        owned(620, 'Portal 2', 7_000), // IGDB knows it by its Steam app id
        owned(999_001, 'Unknown Tool', 6_000), // nobody knows it
        owned(367520, 'Hollow Knight', 5_000), // IGDB again, but past four
      ],
      new Date(),
    );
    const minecraft = (await search('minecraft'))[0]!;
    await as(user, 'savePersonals', { userId: user.id, favouriteGames: [minecraft.id] });

    const added = await as<Game[]>(user, 'addSteamFavourites', {});
    expect(added.error).toBeUndefined();
    expect(added.data.map((g) => g.name)).toEqual(['Minecraft', 'Dota 2', 'Stardew Valley', 'Portal 2']);
    const personals = await as<Personals>(user, 'getPersonals', { userId: user.id });
    expect(personals.data.favouriteGames.map((g) => g.name)).toEqual([
      'Minecraft',
      'Dota 2',
      'Stardew Valley',
      'Portal 2',
    ]);

    expect((await as(player, 'addSteamFavourites', {})).error?.code).toBe('steamNotLinked');
  });
});
