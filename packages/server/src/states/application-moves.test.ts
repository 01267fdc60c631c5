import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby, LobbyApplication, LobbyDetail } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

// Every move of states/application-moves.ts through the actions players use, its refusals, and races.
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
const lobbyFields = { server: 'TR', minMembers: 1, maxMembers: 4, description: 'Flex tonight', type: 'individual' };

async function lobbyOf(owner: User, maxMembers = 4) {
  const made = await server.secured<Lobby>(owner.token, 'createLobby', { ...lobbyFields, gameId, maxMembers });
  expect(made.error).toBeUndefined();
  return made.data;
}
async function applied(user: User, lobbyId: number) {
  const made = await server.secured<LobbyApplication>(user.token, 'applyLobby', { id: lobbyId, Description: 'hi' });
  expect(made.error).toBeUndefined();
  return made.data;
}
/** The wire's numbers, as outside clients send them: 1 approves, 2 rejects. */
const answer = (owner: User, id: number, status: unknown) =>
  server.secured<LobbyApplication>(owner.token, 'answerLobbyApplication', { id, status });
const edit = (user: User, id: number) =>
  server.secured<LobbyApplication>(user.token, 'updateLobbyApplication', { id, description: 'edited' });
const withdraw = (user: User, id: number) => server.secured(user.token, 'deleteLobbyApplication', { id });
const leave = (user: User, lobbyId: number) => server.secured(user.token, 'leaveLobby', { id: lobbyId });
const remove = (owner: User, id: number) => server.secured<LobbyApplication>(owner.token, 'removeLobbyMember', { id });
const lobbyNow = async (owner: User, id: number) =>
  (await server.secured<LobbyDetail>(owner.token, 'getLobbyById', { id })).data;
const applicationsOf = async (owner: User, lobbyId: number) =>
  (await server.secured<LobbyApplication[]>(owner.token, 'getLobbyApplications', { id: lobbyId })).data;

describe('lobby application moves', () => {
  it('makes every allowed move, keeping the member count', async () => {
    const owner = await signUp(server);
    const players = [await signUp(server), await signUp(server), await signUp(server), await signUp(server)];
    const lobby = await lobbyOf(owner);
    const [a, b, c, d] = await Promise.all(players.map((p) => applied(p, lobby.id)));

    expect((await edit(players[0]!, a!.id)).data).toMatchObject({ status: 'pending', description: 'edited' });
    expect((await answer(owner, a!.id, 1)).data.status).toBe('approved');
    expect((await answer(owner, b!.id, 2)).data.status).toBe('rejected');
    expect((await withdraw(players[2]!, c!.id)).data).toEqual({ deleted: true });
    expect((await answer(owner, d!.id, 1)).data.status).toBe('approved');
    expect(await lobbyNow(owner, lobby.id)).toMatchObject({ memberCount: 2 });

    // A member leaves through the application, or by the lobby; the owner removes one.
    expect((await withdraw(players[0]!, a!.id)).data).toEqual({ deleted: true });
    expect((await remove(owner, d!.id)).data.status).toBe('removed');
    expect(await lobbyNow(owner, lobby.id)).toMatchObject({ memberCount: 0, status: 'open' });
    const again = await applied(players[0]!, lobby.id);
    await answer(owner, again.id, 1);
    expect((await leave(players[0]!, lobby.id)).data).toEqual({ left: true });
    expect(await lobbyNow(owner, lobby.id)).toMatchObject({ memberCount: 0 });
  });

  it('refuses every move the table does not allow from where the application is, with its code', async () => {
    const owner = await signUp(server);
    const [p, q, r] = [await signUp(server), await signUp(server), await signUp(server)];
    const lobby = await lobbyOf(owner, 1);
    const [pending, rejected, approved] = [
      await applied(p, lobby.id),
      await applied(q, lobby.id),
      await applied(r, lobby.id),
    ];
    await answer(owner, rejected.id, 2);
    await answer(owner, approved.id, 1);

    const code = async (answered: Promise<{ error?: { code: string } }>) => (await answered).error?.code;
    expect(await code(answer(owner, approved.id, 1))).toBe('applicationAnswered');
    expect(await code(answer(owner, approved.id, 2))).toBe('applicationAnswered');
    expect(await code(answer(owner, rejected.id, 1))).toBe('applicationAnswered');
    expect(await code(edit(r, approved.id))).toBe('applicationAnswered');
    expect(await code(edit(q, rejected.id))).toBe('applicationAnswered');
    expect(await code(withdraw(q, rejected.id))).toBe('applicationAnswered');
    expect(await code(remove(owner, pending.id))).toBe('notLobbyMember');
    expect(await code(remove(owner, rejected.id))).toBe('notLobbyMember');
    expect(await code(leave(p, lobby.id))).toBe('notLobbyMember');
    // Room is the approval's own condition: full, then closed.
    expect(await code(answer(owner, pending.id, 1))).toBe('lobbyFull');
    await server.secured(owner.token, 'updateLobby', { ...lobbyFields, gameId, id: lobby.id, maxMembers: 3 });
    await server.secured(owner.token, 'updateLobby', {
      ...lobbyFields,
      gameId,
      id: lobby.id,
      maxMembers: 3,
      status: 'closed',
    });
    expect(await code(answer(owner, pending.id, 1))).toBe('lobbyClosed');
    // The wire takes the spec's numbers only.
    for (const status of [0, 3, 'approve', '1', null])
      expect(await code(answer(owner, pending.id, status))).toBe('invalidInput');
    expect((await applicationsOf(owner, lobby.id)).find((a) => a.id === pending.id)?.status).toBe('pending');
  });

  it('leaves exactly one winner when two moves race for one application', { timeout: 120_000 }, async () => {
    const owner = await signUp(server);
    const lobby = await lobbyOf(owner, 100);
    const memberIds = async () =>
      (await lobbyNow(owner, lobby.id)).members.filter((m) => !m.isOwner).map((m) => m.applicationId);
    for (let round = 0; round < 6; round++) {
      const player = await signUp(server);
      const application = await applied(player, lobby.id);
      // The owner approves as the player withdraws: one of the two moves out of "pending" happens. The withdrawal
      // may also come after the approval, reading it approved: then the player has left, and both held.
      const [approved, withdrawn] = await Promise.all([
        answer(owner, application.id, 1),
        withdraw(player, application.id),
      ]);
      const gone = !(await applicationsOf(owner, lobby.id)).some((a) => a.id === application.id);
      if (approved.error) expect(['applicationAnswered', 'applicationNotFound']).toContain(approved.error.code);
      if (withdrawn.error) expect(withdrawn.error.code).toBe('applicationAnswered');
      expect(approved.error && withdrawn.error).toBeUndefined();
      expect(gone).toBe(!withdrawn.error);
      expect((await memberIds()).includes(application.id)).toBe(!approved.error && !!withdrawn.error);
      if (gone) continue;
      // The member leaves as the owner removes them: one of the two, and the count drops once.
      const before = (await lobbyNow(owner, lobby.id)).memberCount;
      const [left, removed] = await Promise.all([leave(player, lobby.id), remove(owner, application.id)]);
      const losers = [left.error, removed.error].filter((e) => e !== undefined);
      expect(losers).toHaveLength(1);
      expect(['notLobbyMember', 'applicationNotFound']).toContain(losers[0]!.code);
      expect((await lobbyNow(owner, lobby.id)).memberCount).toBe(before - 1);
    }
    // Approve and reject at once: exactly one answer holds, the other is refused.
    for (let round = 0; round < 6; round++) {
      const application = await applied(await signUp(server), lobby.id);
      const both = await Promise.all([answer(owner, application.id, 1), answer(owner, application.id, 2)]);
      const won = both.filter((b) => !b.error);
      expect(won).toHaveLength(1);
      expect(both.find((b) => b.error)!.error!.code).toBe('applicationAnswered');
      const stored = (await applicationsOf(owner, lobby.id)).find((a) => a.id === application.id);
      expect(stored?.status).toBe(won[0]!.data.status);
    }
    const final = await lobbyNow(owner, lobby.id);
    expect(final.memberCount).toBe((await memberIds()).length);
  });

  it('gives the last place to one of two approvals at once', { timeout: 60_000 }, async () => {
    const owner = await signUp(server);
    for (let round = 0; round < 4; round++) {
      const lobby = await lobbyOf(owner, 1);
      const apps = [await applied(await signUp(server), lobby.id), await applied(await signUp(server), lobby.id)];
      const both = await Promise.all(apps.map((a) => answer(owner, a.id, 1)));
      expect(both.map((b) => b.error?.code ?? b.data.status).sort()).toEqual(['approved', 'lobbyFull']);
      expect(await lobbyNow(owner, lobby.id)).toMatchObject({ memberCount: 1, status: 'full' });
      await server.secured(owner.token, 'deleteLobby', { id: lobby.id });
    }
  });
});
