import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby, LobbyApplication, LobbyDetail, LobbyFilters, Notification } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
const gameIds = new Map<string, number>();
beforeAll(async () => {
  server = await startTestServer();
  const { token } = await signUp(server);
  const games = await server.secured<{ id: number; slug: string }[]>(token, 'getGames', {});
  for (const game of games.data) gameIds.set(game.slug, game.id);
});
afterAll(() => server.close());

const game = (slug: string) => gameIds.get(slug)!;
type User = Awaited<ReturnType<typeof signUp>>;

const lolLobby = {
  gameId: 0,
  server: 'TR',
  rank: 'Gold II',
  role: 'Jungle',
  minMembers: 1,
  maxMembers: 4,
  description: 'Flex tonight',
  type: 'individual',
};

async function create(user: User, payload: object = {}) {
  const answer = await server.secured<Lobby>(user.token, 'createLobby', {
    ...lolLobby,
    gameId: game('league-of-legends'),
    ...payload,
  });
  expect(answer.error).toBeUndefined();
  return answer.data;
}

const apply = (user: User, id: number, payload: object = {}) =>
  server.secured<LobbyApplication>(user.token, 'applyLobby', { id, Description: 'I main jungle', ...payload });

const answer = (user: User, id: number, status: 1 | 2) =>
  server.secured<LobbyApplication>(user.token, 'answerLobbyApplication', { id, status });

const detail = async (user: User, id: number) =>
  (await server.secured<LobbyDetail>(user.token, 'getLobbyById', { id })).data;

const notifications = async (user: User) =>
  (await server.secured<Notification[]>(user.token, 'getNotifications', {})).data;

describe('lobby filters', () => {
  it("gives League's regions, tiers with divisions and roles, Valorant's up to Radiant, and regions elsewhere", async () => {
    const user = await signUp(server);
    const filters = async (slug: string) =>
      (await server.secured<LobbyFilters>(user.token, 'getFilters', { id: game(slug) })).data;
    const lol = await filters('league-of-legends');
    expect(lol.servers).toContain('EUW');
    expect(lol.ranks[0]).toBe('Iron IV');
    expect(lol.ranks.at(-1)).toBe('Challenger');
    expect(lol.roles).toEqual(['Top', 'Jungle', 'Mid', 'ADC', 'Support']);
    const valorant = await filters('valorant');
    expect(valorant.ranks).toContain('Ascendant 3');
    expect(valorant.ranks).toContain('Immortal 1');
    expect(valorant.ranks.at(-1)).toBe('Radiant');
    expect(valorant.roles).toEqual(['Duelist', 'Controller', 'Initiator', 'Sentinel']);
    // The spec's region names: APAC, not AP (lobbies made with AP moved to APAC in migration 0031).
    expect(valorant.servers).toEqual(expect.arrayContaining(['EU', 'APAC', 'LATAM']));
    expect(valorant.servers).not.toContain('AP');
    const minecraft = await filters('minecraft');
    expect(minecraft.servers.length).toBeGreaterThan(0);
    expect((await server.secured(user.token, 'getFilters', { id: 999_999 })).error?.code).toBe('unknownGame');
  });
});

describe('creating and editing lobbies', () => {
  it('refuses every broken rule with its code', async () => {
    const user = await signUp(server);
    const attempt = async (payload: object) =>
      (
        await server.secured(user.token, 'createLobby', {
          ...lolLobby,
          gameId: game('league-of-legends'),
          ...payload,
        })
      ).error;
    expect(await attempt({ minMembers: 3, maxMembers: 2 })).toMatchObject({
      code: 'lobbyMinAboveMax',
      field: 'maxMembers',
    });
    expect((await attempt({ maxMembers: 0, minMembers: 0 }))?.code).toBe('lobbyMinMembers');
    expect((await attempt({ maxMembers: 101 }))?.code).toBe('lobbyMaxMembers');
    expect(await attempt({ gameId: 999_999 })).toMatchObject({ code: 'unknownGame', field: 'gameId' });
    expect((await attempt({ description: 'x'.repeat(251) }))?.code).toBe('textTooLong');
    expect(await attempt({ rank: 'Wood V' })).toMatchObject({ code: 'invalidInput', field: 'rank' });
    expect(await attempt({ server: 'Mars' })).toMatchObject({ code: 'invalidInput', field: 'server' });
    expect((await attempt({ server: undefined }))?.code).toBe('fieldRequired');
    expect((await attempt({ type: 'clan' }))?.code).toBe('invalidInput');
    expect((await attempt({ description: 'x'.repeat(1_000_000) }))?.code).toBe('textTooLong');
    // Games without lists take what the owner writes; odd text is stored as text, a NUL refused cleanly.
    const nul = await attempt({ gameId: game('minecraft'), server: 'Europe', rank: 'Hypixel\u0000', role: null });
    expect(nul?.code).toMatch(/^(invalidInput|invalidCharacters)$/);
    const free = await create(user, { gameId: game('minecraft'), server: 'Europe', rank: "Hypixel $' %_", role: null });
    expect(free.rank).toBe("Hypixel $' %_");
  });

  it('lets only the owner edit or delete, and refuses a maximum below the members it has', async () => {
    const [owner, stranger, player] = [await signUp(server), await signUp(server), await signUp(server)];
    const lobby = await create(owner, { maxMembers: 2 });
    const edit = { ...lolLobby, gameId: game('league-of-legends'), id: lobby.id };
    const refused = await server.secured(stranger.token, 'updateLobby', edit);
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({
      code: 'unauthorized',
      description: "You don't have authorization for this action.",
    });
    expect((await server.secured(stranger.token, 'deleteLobby', { id: lobby.id })).error?.code).toBe('unauthorized');
    const application = (await apply(player, lobby.id)).data;
    await answer(owner, application.id, 1);
    const shrunk = await server.secured(owner.token, 'updateLobby', { ...edit, minMembers: 1, maxMembers: 1 });
    expect(shrunk.error?.code).toBeUndefined();
    expect((shrunk.data as Lobby).status).toBe('full');
    expect((await server.secured(owner.token, 'deleteLobby', { id: lobby.id })).data).toEqual({ deleted: true });
    expect((await server.secured(owner.token, 'getLobbyById', { id: lobby.id })).error?.code).toBe('lobbyNotFound');
  });
});

describe('applying', () => {
  it('takes one application per player, never to their own, and tells the owner', async () => {
    const [owner, player] = [await signUp(server), await signUp(server)];
    const lobby = await create(owner);
    expect((await apply(owner, lobby.id)).error?.code).toBe('ownLobby');
    const first = await apply(player, lobby.id, { Description: 'Gold jungler, mic on' });
    expect(first.data).toMatchObject({ status: 'pending', description: 'Gold jungler, mic on', lobbyId: lobby.id });
    expect((await apply(player, lobby.id)).error?.code).toBe('alreadyApplied');
    const [told] = (await notifications(owner)).filter((n) => n.type === 'lobbyApplication');
    // Named by the lobby's game: "applied to your League of Legends lobby".
    expect(told).toMatchObject({
      related_parameter: first.data.id,
      extra_parameter: lobby.id,
      subject: { name: 'League of Legends' },
    });
    expect(told!.actor?.username).toBe(player.username);
    expect((await apply(player, 999_999)).error?.code).toBe('lobbyNotFound');
  });

  it('lets only the applicant edit or withdraw, and only the owner list and answer', async () => {
    const [owner, player, stranger] = [await signUp(server), await signUp(server), await signUp(server)];
    const lobby = await create(owner);
    const application = (await apply(player, lobby.id)).data;
    for (const [action, payload] of [
      ['updateLobbyApplication', { id: application.id, description: 'mine now' }],
      ['deleteLobbyApplication', { id: application.id }],
      ['getLobbyApplications', { id: lobby.id }],
      ['answerLobbyApplication', { id: application.id, status: 1 }],
      ['removeLobbyMember', { id: application.id }],
    ] as const) {
      const refused = await server.secured(stranger.token, action, payload);
      expect([action, refused.error?.code]).toEqual([action, 'unauthorized']);
    }
    const edited = await server.secured<LobbyApplication>(player.token, 'updateLobbyApplication', {
      id: application.id,
      description: 'Plat now',
    });
    expect(edited.data.description).toBe('Plat now');
    const listed = await server.secured<LobbyApplication[]>(owner.token, 'getLobbyApplications', { id: lobby.id });
    expect(listed.data.map((a) => [a.applicant.username, a.description])).toEqual([[player.username, 'Plat now']]);
    const mine = await server.secured<(LobbyApplication & { lobby: Lobby })[]>(player.token, 'getMyApplications', {});
    expect(mine.data[0]).toMatchObject({ id: application.id, lobby: { id: lobby.id } });
    expect((await server.secured(player.token, 'deleteLobbyApplication', { id: application.id })).data).toEqual({
      deleted: true,
    });
    expect((await apply(player, lobby.id)).data.status).toBe('pending');
  });

  it('approves and rejects, telling the applicant; a full lobby refuses until the owner raises the maximum', async () => {
    const [owner, a, b, c] = [await signUp(server), await signUp(server), await signUp(server), await signUp(server)];
    const lobby = await create(owner, { minMembers: 1, maxMembers: 1 });
    const [appA, appB] = [(await apply(a, lobby.id)).data, (await apply(b, lobby.id)).data];
    expect((await answer(owner, appA.id, 1)).data.status).toBe('approved');
    expect((await answer(owner, appA.id, 2)).error?.code).toBe('applicationAnswered');
    expect((await answer(owner, appB.id, 1)).error?.code).toBe('lobbyFull');
    const full = await detail(owner, lobby.id);
    expect(full).toMatchObject({ status: 'full', memberCount: 1 });
    expect(full.members.map((m) => [m.user.username, m.isOwner])).toEqual([
      [owner.username, true],
      [a.username, false],
    ]);
    expect((await apply(c, lobby.id)).error?.code).toBe('lobbyFull');
    expect((await notifications(a)).find((n) => n.type === 'lobbyApproved')).toMatchObject({
      related_parameter: appA.id,
      extra_parameter: lobby.id,
      subject: { name: 'League of Legends' },
    });

    const reopened = await server.secured<Lobby>(owner.token, 'updateLobby', {
      ...lolLobby,
      gameId: game('league-of-legends'),
      id: lobby.id,
      maxMembers: 3,
    });
    expect(reopened.data.status).toBe('open');
    expect((await answer(owner, appB.id, 2)).data.status).toBe('rejected');
    expect((await notifications(b)).some((n) => n.type === 'lobbyRejected')).toBe(true);
    expect((await apply(b, lobby.id)).error?.code).toBe('alreadyApplied');
    expect((await server.secured(b.token, 'deleteLobbyApplication', { id: appB.id })).error?.code).toBe(
      'applicationAnswered',
    );

    const closed = await server.secured<Lobby>(owner.token, 'updateLobby', {
      ...lolLobby,
      gameId: game('league-of-legends'),
      id: lobby.id,
      maxMembers: 3,
      status: 'closed',
    });
    expect(closed.data.status).toBe('closed');
    expect((await apply(c, lobby.id)).error?.code).toBe('lobbyClosed');
  });

  it('lets a member leave and the owner remove one, who cannot come back by applying again', async () => {
    const [owner, a, b] = [await signUp(server), await signUp(server), await signUp(server)];
    const lobby = await create(owner, { maxMembers: 2 });
    const [appA, appB] = [(await apply(a, lobby.id)).data, (await apply(b, lobby.id)).data];
    await answer(owner, appA.id, 1);
    await answer(owner, appB.id, 1);
    expect((await detail(owner, lobby.id)).status).toBe('full');
    expect((await server.secured<Lobby[]>(a.token, 'getMyLobbies', {})).data.map((l) => l.id)).toContain(lobby.id);

    expect((await server.secured(a.token, 'leaveLobby', { id: lobby.id })).data).toEqual({ left: true });
    expect((await server.secured(a.token, 'leaveLobby', { id: lobby.id })).error?.code).toBe('notLobbyMember');
    expect(await detail(owner, lobby.id)).toMatchObject({ status: 'open', memberCount: 1 });
    expect((await server.secured<Lobby[]>(a.token, 'getMyLobbies', {})).data.map((l) => l.id)).not.toContain(lobby.id);

    const removed = await server.secured<LobbyApplication>(owner.token, 'removeLobbyMember', { id: appB.id });
    expect(removed.data.status).toBe('removed');
    expect((await detail(owner, lobby.id)).members).toHaveLength(1);
    const again = await apply(b, lobby.id);
    expect([again.status, again.error?.code]).toEqual([403, 'removedFromLobby']);
    expect((await server.secured(owner.token, 'removeLobbyMember', { id: appB.id })).error?.code).toBe(
      'notLobbyMember',
    );

    // Only the owner readmits; then the player may apply again, once.
    expect((await server.secured(b.token, 'readmitLobbyMember', { id: appB.id })).error?.code).toBe('unauthorized');
    expect((await server.secured(owner.token, 'readmitLobbyMember', { id: appB.id })).data).toEqual({
      readmitted: true,
    });
    expect((await server.secured(owner.token, 'readmitLobbyMember', { id: appB.id })).error?.code).toBe(
      'applicationNotFound',
    );
    expect((await apply(b, lobby.id)).data.status).toBe('pending');
    expect((await apply(b, lobby.id)).error?.code).toBe('alreadyApplied');
  });
});

async function logo(token: string) {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  return (await server.secured<{ url: string }>(token, 'uploadFile', { base64: png.toString('base64'), kind: 'logo' }))
    .data.url;
}

describe('team lobbies', () => {
  it('take an application from a team whose founder or admin applies', async () => {
    const [owner, founder, outsider] = [await signUp(server), await signUp(server), await signUp(server)];
    const org = await server.secured<{ id: number }>(founder.token, 'createOrganization', {
      name: `Wolves ${Date.now() % 100000}`,
      country: 'TUR',
      category_id: 1,
      logo_url: await logo(founder.token),
    });
    const lobby = await create(owner, { type: 'team', maxMembers: 2 });
    expect((await apply(founder, lobby.id)).error?.code).toBe('teamRequired');
    expect((await apply(outsider, lobby.id, { organizationId: org.data.id })).error?.code).toBe('unauthorized');
    const applied = await apply(founder, lobby.id, { organizationId: org.data.id });
    expect(applied.data.organization).toMatchObject({ id: org.data.id });
    await answer(owner, applied.data.id, 1);
    expect((await detail(owner, lobby.id)).members[1]?.organization?.id).toBe(org.data.id);
  });
});

describe('searching lobbies', () => {
  it('pages 24 at a time without overlap and counts them all', async () => {
    // Six owners, five lobbies each: a free plan keeps five lobbies open at once (planLimits).
    const owners: User[] = [];
    for (let i = 0; i < 6; i++) owners.push(await signUp(server));
    for (let i = 0; i < 30; i++)
      await create(owners[i % 6]!, {
        gameId: game('rocket-league'),
        server: 'Europe',
        rank: null,
        role: null,
        description: `rl ${i}`,
      });
    const viewer = await signUp(server);
    const page = async (n: number) =>
      (
        await server.secured<{ rows: Lobby[]; total_rows: number; page: number }>(viewer.token, 'searchLobby', {
          page: n,
          limit: 24,
          only_follow: false,
          status: 0,
          filters: { gameId: game('rocket-league') },
        })
      ).data;
    const [first, second] = [await page(0), await page(1)];
    expect([first.rows.length, second.rows.length, first.total_rows, second.page]).toEqual([24, 6, 30, 1]);
    const ids = [...first.rows, ...second.rows].map((l) => l.id);
    expect(new Set(ids).size).toBe(30);
    expect(first.rows[0]!.description).toBe('rl 29');
  });

  it('filters by game, server, rank, role, type, text, status and people I follow', async () => {
    const [owner, followed, viewer] = [await signUp(server), await signUp(server), await signUp(server)];
    const vgame = game('valorant');
    const base = { gameId: vgame, server: 'EU', rank: 'Immortal 1', role: 'Duelist', minMembers: 1, maxMembers: 4 };
    const match = await create(owner, { ...base, description: 'Late night ranked' });
    await create(owner, { ...base, server: 'NA' });
    await create(owner, { ...base, rank: 'Gold 1' });
    await create(owner, { ...base, role: 'Sentinel' });
    await create(owner, { ...base, type: 'team' });
    const fromFollowed = await create(followed, { ...base, description: 'followed one' });
    await server.secured(viewer.token, 'followUser', { userId: followed.id });
    const search = async (payload: object) =>
      (
        await server.secured<{ rows: Lobby[]; total_rows: number }>(viewer.token, 'searchLobby', {
          page: 0,
          ...payload,
        })
      ).data;
    const filters = { gameId: vgame, server: 'EU', rank: 'Immortal 1', role: 'Duelist', type: 'individual' };
    const found = await search({ filters });
    expect(found.rows.map((l) => l.id).sort()).toEqual([match.id, fromFollowed.id].sort());
    expect(found.total_rows).toBe(2);
    expect((await search({ filters: { ...filters, text: 'late NIGHT' } })).rows.map((l) => l.id)).toEqual([match.id]);
    expect((await search({ filters: { ...filters, text: "%_$'" } })).rows).toEqual([]);
    const following = await search({ only_follow: true, filters: { gameId: vgame } });
    expect(following.rows.map((l) => l.id)).toEqual([fromFollowed.id]);
    expect(following.rows[0]!.me).toEqual({ isOwner: false, application: null });
    await server.secured(owner.token, 'updateLobby', { ...base, id: match.id, status: 'closed' });
    expect((await search({ status: 2, filters: { gameId: vgame } })).rows.map((l) => l.id)).toEqual([match.id]);
    const bad = await server.secured(viewer.token, 'searchLobby', { page: 0, status: 9 });
    expect(bad.error?.code).toBe('invalidInput');
  });
});
