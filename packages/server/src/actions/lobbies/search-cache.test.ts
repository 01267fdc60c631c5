// Lobby search is cut from each instance's kept matches per set of filters (services/caches/lobby-search-cache.ts): every
// write shows at the very next search, on the instance that made it and, through Redis, on another one.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby, LobbyApplication } from '@gamefolk/contract';
import type { DatabaseHandle } from '../../db/client.js';
import { repositories } from '../../db/repositories/index.js';
import { openTestDatabase } from '../../test/database.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

// With REDIS_URL the writes are made on one instance and searched on another; without it, on the same one.
const redisUrl = process.env.REDIS_URL;
let database: DatabaseHandle;
let instances: TestServer[];
const gameIds = new Map<string, number>();

beforeAll(async () => {
  database = await openTestDatabase();
  const shared = { redisPrefix: `gf:test:${randomBytes(4).toString('hex')}:`, redisUrl };
  instances = [await startTestServer(shared, { database })];
  instances.push(redisUrl ? await startTestServer(shared, { database }) : instances[0]!);
  const { token } = await signUp(instances[0]!);
  const games = await instances[0]!.secured<{ id: number; slug: string }[]>(token, 'getGames', {});
  for (const game of games.data) gameIds.set(game.slug, game.id);
}, 60_000);
afterAll(async () => {
  for (const instance of new Set(instances)) await instance.close();
  await database.close();
});

type User = Awaited<ReturnType<typeof signUp>>;
type Page = { rows: Lobby[]; total_rows: number };
const game = (slug: string) => gameIds.get(slug)!;

const search = async (viewer: User, filters: object, more: object = {}) => {
  const answer = await instances[1]!.secured<Page>(viewer.token, 'searchLobby', {
    page: 0,
    limit: 24,
    only_follow: false,
    status: 0,
    filters,
    ...more,
  });
  expect(answer.error).toBeUndefined();
  return answer.data;
};
const ids = (page: Page) => page.rows.map((l) => l.id);

describe('lobby search kept per set of filters', () => {
  it('shows a new lobby, an edit, a close, a full lobby and a delete at the very next search', async () => {
    const a = instances[0]!;
    const [owner, applicant, viewer] = [await signUp(a), await signUp(a), await signUp(a)];
    const lol = { gameId: game('league-of-legends'), server: 'EUNE', rank: 'Silver I' };
    const fields = { ...lol, role: 'Mid', minMembers: 1, maxMembers: 2, description: 'first', type: 'individual' };
    const act = async <T>(user: User, action: string, payload: object) => {
      const answer = await a.secured<T>(user.token, action, payload);
      expect(answer.error).toBeUndefined();
      return answer.data;
    };
    const older = await act<Lobby>(owner, 'createLobby', fields);
    expect(ids(await search(viewer, lol))).toEqual([older.id]);

    const lobby = await act<Lobby>(owner, 'createLobby', { ...fields, description: 'second' });
    const made = await search(viewer, lol);
    expect([ids(made), made.total_rows]).toEqual([[lobby.id, older.id], 2]);

    await act(owner, 'updateLobby', { id: lobby.id, ...fields, description: 'edited' });
    expect((await search(viewer, lol)).rows[0]!.description).toBe('edited');
    // Moved to another game, it leaves the first one's list (and joins the other's).
    const valorant = { gameId: game('valorant'), server: 'EU' };
    expect((await search(viewer, valorant)).rows.map((l) => l.id)).not.toContain(lobby.id);
    await act(owner, 'updateLobby', { id: lobby.id, ...fields, ...valorant, rank: null, role: null });
    expect(ids(await search(viewer, lol))).toEqual([older.id]);
    expect(ids(await search(viewer, valorant))).toContain(lobby.id);
    await act(owner, 'updateLobby', { id: lobby.id, ...fields });
    expect(ids(await search(viewer, lol))).toEqual([lobby.id, older.id]);

    await act(owner, 'updateLobby', { id: lobby.id, ...fields, status: 'closed' });
    expect(ids(await search(viewer, lol))).toEqual([older.id]);
    expect(ids(await search(viewer, lol, { status: 2 }))).toEqual([lobby.id]);
    await act(owner, 'updateLobby', { id: lobby.id, ...fields, maxMembers: 1, status: 'open' });

    // The applicant sees their application on the kept page at once, and the lobby leaves when it fills.
    expect((await search(applicant, lol)).rows[0]!.me.application).toBeNull();
    const application = await act<LobbyApplication>(applicant, 'applyLobby', { id: lobby.id, Description: 'me' });
    expect((await search(applicant, lol)).rows[0]!.me.application).toEqual({ id: application.id, status: 'pending' });
    expect(ids(await search(viewer, lol, { status: 1 }))).toEqual([]);
    await act(owner, 'answerLobbyApplication', { id: application.id, status: 1 });
    expect(ids(await search(viewer, lol))).toEqual([older.id]);
    expect(ids(await search(viewer, lol, { status: 1 }))).toEqual([lobby.id]);
    expect((await search(applicant, lol, { status: 1 })).rows[0]!.me.application).toMatchObject({
      status: 'approved',
    });

    await act(owner, 'deleteLobby', { id: older.id });
    const gone = await search(viewer, lol);
    expect([ids(gone), gone.total_rows]).toEqual([[], 0]);
  });

  it('hides and counts out the lobbies of someone the viewer blocks or is blocked by, at once', async () => {
    const a = instances[0]!;
    const [blocker, other, viewer] = [await signUp(a), await signUp(a), await signUp(a)];
    const filters = { gameId: game('league-of-legends'), server: 'BR' };
    const fields = { ...filters, minMembers: 1, maxMembers: 4, description: 'br', type: 'individual' };
    const make = async (user: User) => (await a.secured<Lobby>(user.token, 'createLobby', fields)).data.id;
    const mine = [await make(blocker), await make(blocker)];
    const theirs = await make(other);
    const before = await search(viewer, filters);
    expect([ids(before), before.total_rows]).toEqual([[theirs, mine[1], mine[0]], 3]);

    expect((await a.secured(blocker.token, 'blockuser', { blocked_user_id: viewer.id })).error).toBeUndefined();
    const blocked = await search(viewer, filters);
    expect([ids(blocked), blocked.total_rows]).toEqual([[theirs], 1]);
    // Everyone else still sees them.
    expect((await search(other, filters)).total_rows).toBe(3);

    expect((await a.secured(blocker.token, 'unblockUser', { blocked_user_id: viewer.id })).error).toBeUndefined();
    expect((await search(viewer, filters)).total_rows).toBe(3);
  });

  it('pages past the kept lobbies, and for a viewer whose blocks take out many, as the database does', async () => {
    const a = instances[0]!;
    const owners = [await signUp(a), await signUp(a), await signUp(a), await signUp(a)];
    const [viewer, blocking] = [await signUp(a), await signUp(a)];
    const gameId = game('valorant');
    const filters = { gameId, server: 'APAC' };
    // Written by hand before anyone searches these filters: 100 lobbies, newest last.
    const repos = repositories(database.db);
    const made: { id: number; ownerId: number }[] = [];
    for (let i = 0; i < 100; i++) {
      const owner = owners[i % 4]!;
      const row = await repos.lobbies.create({
        ownerId: owner.id,
        gameId,
        server: 'APAC',
        minMembers: 1,
        maxMembers: 4,
        description: `ap ${i}`,
        type: 'individual',
      });
      made.push(row);
    }
    expect((await a.secured(blocking.token, 'blockuser', { blocked_user_id: owners[0]!.id })).error).toBeUndefined();
    const newestFirst = [...made].reverse();
    const pages = async (user: User) => {
      const seen: number[] = [];
      for (let page = 0; page < 6; page++) {
        const answer = await search(user, filters, { page });
        expect(answer.total_rows).toBe(answer.rows.length ? (user === viewer ? 100 : 75) : 0);
        seen.push(...ids(answer));
      }
      return seen;
    };
    // Twice: first read, then from what is kept.
    for (let round = 0; round < 2; round++) {
      expect(await pages(viewer)).toEqual(newestFirst.map((l) => l.id));
      expect(await pages(blocking)).toEqual(newestFirst.filter((l) => l.ownerId !== owners[0]!.id).map((l) => l.id));
    }
  });
});
