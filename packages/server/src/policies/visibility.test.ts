import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent, LobbyDetail } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

// Issue 30: a frozen owner's name and photo still showed on getLobbyById and getEvent. One policy
// (policies/visibility.ts) hides frozen and deleted accounts, and what they own, wherever a user is shown.
let server: TestServer;
let gameId: number;
beforeAll(async () => {
  server = await startTestServer();
  const { token } = await signUp(server);
  const games = await server.secured<{ id: number; slug: string }[]>(token, 'getGames', {});
  gameId = games.data.find((g) => g.slug === 'league-of-legends')!.id;
});
afterAll(() => server.close());

const startsAt = () => new Date(Date.now() + 10 * 86_400_000).toISOString();

describe('a frozen owner', () => {
  it('takes their lobby and event out of sight, and both come back when the account is restored', async () => {
    const owner = await signUp(server, 'frozenhost');
    const viewer = await signUp(server, 'lookingon');
    const member = await signUp(server, 'frozenmember');
    const lobby = await server.secured<LobbyDetail>(owner.token, 'createLobby', {
      gameId,
      server: 'TR',
      minMembers: 1,
      maxMembers: 4,
      description: 'Flex tonight',
      type: 'individual',
    });
    const event = await server.secured<GameEvent>(owner.token, 'createEvent', {
      name: 'Friday cup',
      startsAt: startsAt(),
      kind: 'online',
      category: 'tournament',
      location: 'here',
    });
    expect([lobby.status, event.status]).toEqual([202, 202]);
    const application = await server.secured<{ id: number }>(member.token, 'applyLobby', {
      id: lobby.data.id,
      Description: 'me',
    });
    await server.secured(owner.token, 'answerLobbyApplication', { id: application.data.id, status: 1 });
    const seen = await server.secured<LobbyDetail>(viewer.token, 'getLobbyById', { id: lobby.data.id });
    expect(seen.data.owner.username).toBe('frozenhost');
    expect(seen.data.members.map((m) => m.user.username)).toEqual(['frozenhost', 'frozenmember']);

    // A frozen member leaves the member list and the owner's applications; the lobby stays.
    await server.secured(viewer.token, 'applyLobby', { id: lobby.data.id, Description: 'me too' });
    await server.secured(member.token, 'freezeAccount');
    const withoutMember = await server.secured<LobbyDetail>(viewer.token, 'getLobbyById', { id: lobby.data.id });
    expect(withoutMember.data.members.map((m) => m.user.username)).toEqual(['frozenhost']);
    const applications = await server.secured<{ applicant: { username: string } }[]>(
      owner.token,
      'getLobbyApplications',
      { id: lobby.data.id },
    );
    expect(applications.data.map((a) => a.applicant.username)).toEqual(['lookingon']);

    expect((await server.secured(owner.token, 'freezeAccount')).status).toBe(202);
    const hiddenLobby = await server.secured(viewer.token, 'getLobbyById', { id: lobby.data.id });
    const hiddenEvent = await server.secured(viewer.token, 'getEvent', { id: event.data.id });
    expect([hiddenLobby.status, hiddenLobby.error?.code]).toEqual([404, 'lobbyNotFound']);
    expect([hiddenEvent.status, hiddenEvent.error?.code]).toEqual([404, 'eventNotFound']);
    expect(JSON.stringify([hiddenLobby, hiddenEvent])).not.toContain('frozenhost');
    // The applicant's own list keeps the application, with its lobby gone.
    const mine = await server.secured<{ lobby: unknown }[]>(viewer.token, 'getMyApplications', {});
    expect(mine.data.map((a) => a.lobby)).toEqual([null]);

    // Signing in again during the grace period and reopening brings both back.
    const again = await server.open<{ token: string }>('auth', { login: 'frozenhost', password: owner.password });
    expect((await server.secured(again.data.token, 'restoreAccount')).status).toBe(202);
    expect((await server.secured(viewer.token, 'getLobbyById', { id: lobby.data.id })).status).toBe(202);
    expect((await server.secured(viewer.token, 'getEvent', { id: event.data.id })).status).toBe(202);
  });
});
