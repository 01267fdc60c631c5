import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby, LobbyApplication, LobbyDetail } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';
import { moveLobby } from './lobby-moves.js';

// Every move of states/lobby-moves.ts through the owner's edits and the members' comings and goings, its refusal,
// and an owner closing a lobby as its members move.
let server: TestServer;
let gameId = 0;
beforeAll(async () => {
  server = await startTestServer();
  const { token } = await signUp(server);
  const games = await server.secured<{ id: number; slug: string }[]>(token, 'getGames', {});
  gameId = games.data.find((g) => g.slug === 'league-of-legends')!.id;
}, 180_000);
afterAll(() => server.close());

type User = Awaited<ReturnType<typeof signUp>>;
const fields = { server: 'TR', minMembers: 1, description: 'Duo tonight', type: 'individual' } as const;
const lobbyOf = async (owner: User, maxMembers: number) =>
  (await server.secured<Lobby>(owner.token, 'createLobby', { ...fields, gameId, maxMembers })).data;
const edit = (owner: User, id: number, maxMembers: number, status?: 'open' | 'closed') =>
  server.secured<Lobby>(owner.token, 'updateLobby', { ...fields, gameId, id, maxMembers, ...(status && { status }) });
const now = async (owner: User, id: number) =>
  (await server.secured<LobbyDetail>(owner.token, 'getLobbyById', { id })).data;
async function member(owner: User, lobbyId: number) {
  const player = await signUp(server);
  const applied = await server.secured<LobbyApplication>(player.token, 'applyLobby', {
    id: lobbyId,
    Description: 'hi',
  });
  const approved = await server.secured(owner.token, 'answerLobbyApplication', { id: applied.data.id, status: 1 });
  expect(approved.error).toBeUndefined();
  return player;
}
const leave = (player: User, lobbyId: number) => server.secured(player.token, 'leaveLobby', { id: lobbyId });

describe('lobby moves', () => {
  it('fills, frees, closes and opens, and keeps a closed lobby closed', async () => {
    const owner = await signUp(server);
    const lobby = await lobbyOf(owner, 2);
    expect(lobby.status).toBe('open');
    const first = await member(owner, lobby.id);
    await member(owner, lobby.id);
    expect(await now(owner, lobby.id)).toMatchObject({ status: 'full', memberCount: 2 });
    expect((await edit(owner, lobby.id, 3)).data.status).toBe('open');
    expect((await edit(owner, lobby.id, 2)).data.status).toBe('full');
    expect((await edit(owner, lobby.id, 1)).error?.code).toBe('lobbyMaxBelowMembers');
    expect((await edit(owner, lobby.id, 2, 'closed')).data.status).toBe('closed');
    await leave(first, lobby.id);
    expect((await edit(owner, lobby.id, 2)).data.status).toBe('closed');
    expect(await now(owner, lobby.id)).toMatchObject({ status: 'closed', memberCount: 1 });
    expect((await edit(owner, lobby.id, 1, 'open')).data.status).toBe('full');
    expect((await edit(owner, lobby.id, 4, 'open')).data.status).toBe('open');
  });

  it('refuses an edit read open once the lobby was closed', async () => {
    const owner = await signUp(server);
    const lobby = await lobbyOf(owner, 3);
    await edit(owner, lobby.id, 3, 'closed');
    const changes = { ...fields, gameId, maxMembers: 5, minLevel: null, rank: null, role: null };
    const repos = server.app.services.repos;
    await expect(moveLobby(repos, lobby.id, 'settle', changes)).rejects.toMatchObject({ code: 'lobbyClosed' });
    expect(await now(owner, lobby.id)).toMatchObject({ status: 'closed', maxMembers: 3 });
    await expect(moveLobby(repos, lobby.id + 10_000, 'close', changes)).rejects.toMatchObject({
      code: 'lobbyNotFound',
    });
  });

  it('stays closed when its members move as the owner closes it', { timeout: 120_000 }, async () => {
    const owner = await signUp(server);
    for (let round = 0; round < 6; round++) {
      const lobby = await lobbyOf(owner, 2);
      const [a] = [await member(owner, lobby.id), await member(owner, lobby.id)];
      // Full: one leaves (full → open) as the owner closes it; whichever comes first, it ends closed with one member.
      const [left, closed] = await Promise.all([leave(a!, lobby.id), edit(owner, lobby.id, 2, 'closed')]);
      expect([left.error, closed.error]).toEqual([undefined, undefined]);
      expect(await now(owner, lobby.id)).toMatchObject({ status: 'closed', memberCount: 1 });
      await server.secured(owner.token, 'deleteLobby', { id: lobby.id });
    }
  });
});
