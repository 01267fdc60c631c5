// The weekly quest "link a game account", moved by real links through the Steam and Riot stand-ins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardEntry, Quest, RiotAccount, SteamIntegration } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { defaultPlayer, startRiotStandIn } from '../../test/riot-stand-in.js';
import { startSteamStandIn, type SteamStandIn } from '../../test/steam-stand-in.js';
import { steamLinkAnswer } from '../../test/steam-flow.js';

let steam: SteamStandIn;
let riot: Awaited<ReturnType<typeof startRiotStandIn>>;
let server: TestServer;
let offset = 0;
beforeAll(async () => {
  [steam, riot] = await Promise.all([startSteamStandIn(), startRiotStandIn()]);
  server = await startTestServer(
    { steam: steam.config(), riot: riot.config() },
    { now: () => new Date(Date.now() + offset) },
  );
});
afterAll(async () => {
  await server.close();
  await Promise.all([steam.close(), riot.close()]);
});

type User = Awaited<ReturnType<typeof signUp>>;
const linkQuest = async (user: User) =>
  (await server.secured<Quest[]>(user.token, 'getQuests', {})).data.find((q) => q.key === 'weeklyGameAccount')!;

async function linkSteam(user: User) {
  const player = steam.addPlayer();
  const linked = await server.secured<SteamIntegration>(user.token, 'steamAuth', {
    return_url: await steamLinkAnswer(server, steam, user.token, player.steamid),
  });
  expect(linked.error).toBeUndefined();
}

/** What the browser does: our authorize URL → Riot's page → back with a code, then the platform chosen. */
async function linkRiot(user: User) {
  const player = riot.addPlayer(defaultPlayer());
  const login = await server.secured<{ url: string }>(user.token, 'riotLoginUrl', {});
  riot.signInAs(player.puuid);
  const back = new URL((await fetch(login.data.url, { redirect: 'manual' })).headers.get('location')!);
  const code = back.searchParams.get('code')!;
  const state = back.searchParams.get('state')!;
  expect((await server.secured(user.token, 'riotSignOn', { code, state })).error).toBeUndefined();
  const account = await server.secured<RiotAccount>(user.token, 'riotAuth', { puuid: player.puuid, server: 'euw1' });
  expect(account.error).toBeUndefined();
}

describe('quest: link a game account', () => {
  it('linking Steam completes it once, with its points on the total board', async () => {
    const user = await signUp(server);
    expect(await linkQuest(user)).toMatchObject({ progress: 0, completed: false, period: 'weekly', target: 1 });

    await linkSteam(user);
    expect(await linkQuest(user)).toMatchObject({ progress: 1, completed: true, points: 30 });
    // Asked again, the quest is not recorded (nor paid) twice.
    await linkQuest(user);
    const counted = await server.secured<(Quest & { completedCount: number })[]>(
      user.token,
      'getQuestsWithCompletedCount',
      {},
    );
    expect(counted.data.find((q) => q.key === 'weeklyGameAccount')?.completedCount).toBe(1);
    const board = await server.open<LeaderboardEntry[]>('puzzleLeaderboards', {
      puzzle_key: 'total',
      period: 'week',
      date: new Date(Date.now() + offset).toISOString().slice(0, 10),
    });
    expect(board.data.find((row) => row.userId === user.id)?.point).toBe(30);
  });

  it('linking Riot completes it too; a link made last week does not count this week', async () => {
    const user = await signUp(server);
    await linkRiot(user);
    expect(await linkQuest(user)).toMatchObject({ progress: 1, completed: true });

    offset = 7 * 24 * 3600_000;
    try {
      expect(await linkQuest(user)).toMatchObject({ progress: 0, completed: false });
    } finally {
      offset = 0;
    }
  });
});
