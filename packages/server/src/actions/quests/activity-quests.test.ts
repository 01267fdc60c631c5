import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent, Lobby, LobbyApplication, Quest } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let gameId = 0;
beforeAll(async () => {
  server = await startTestServer();
  const { token } = await signUp(server);
  const games = await server.secured<{ id: number; slug: string }[]>(token, 'getGames', {});
  gameId = games.data.find((g) => g.slug === 'league-of-legends')!.id;
});
afterAll(() => server.close());

type User = Awaited<ReturnType<typeof signUp>>;
const quest = async (user: User, key: string) =>
  (await server.secured<Quest[]>(user.token, 'getQuests', {})).data.find((q) => q.key === key)!;

describe('quests from lobbies and events', () => {
  it('creating a lobby, and being approved into one, completes "create or join a lobby"', async () => {
    const [owner, player] = [await signUp(server), await signUp(server)];
    expect(await quest(owner, 'weeklyLobby')).toMatchObject({ progress: 0, completed: false, period: 'weekly' });
    const lobby = await server.secured<Lobby>(owner.token, 'createLobby', {
      gameId,
      server: 'EUW',
      minMembers: 1,
      maxMembers: 4,
      description: 'quest lobby',
      type: 'individual',
    });
    expect(await quest(owner, 'weeklyLobby')).toMatchObject({ progress: 1, completed: true });

    const applied = await server.secured<LobbyApplication>(player.token, 'applyLobby', {
      id: lobby.data.id,
      Description: 'me',
    });
    // Applying alone is not joining.
    expect((await quest(player, 'weeklyLobby')).progress).toBe(0);
    await server.secured(owner.token, 'answerLobbyApplication', { id: applied.data.id, status: 1 });
    expect(await quest(player, 'weeklyLobby')).toMatchObject({ progress: 1, completed: true });
  });

  it('saying "going" to an event completes "go to an event"; "interested" does not', async () => {
    const [host, guest] = [await signUp(server), await signUp(server)];
    const event = await server.secured<GameEvent>(host.token, 'createEvent', {
      name: 'Quest cup',
      description: 'Bring your team.',
      startsAt: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
      endsAt: null,
      kind: 'online',
      category: 'tournament',
      location: 'https://twitch.tv/gamefolk',
      tags: [],
    });
    expect(event.error).toBeUndefined();
    await server.secured(guest.token, 'setParticipation', { id: event.data.id, status: 'interested' });
    expect((await quest(guest, 'weeklyEvent')).progress).toBe(0);
    await server.secured(guest.token, 'setParticipation', { id: event.data.id, status: 'going' });
    expect(await quest(guest, 'weeklyEvent')).toMatchObject({ progress: 1, completed: true, points: 25 });
    const counted = await server.secured<{ key: string; count: number }[]>(
      guest.token,
      'getQuestsWithCompletedCount',
      {},
    );
    expect(JSON.stringify(counted.data)).toContain('weeklyEvent');
  });
});
