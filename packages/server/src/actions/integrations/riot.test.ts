// Riot through a stand-in speaking RSO and the game-data APIs: sign-on bound to the user, ranks and mastery,
// Valorant's rank, a provider that throttles or is down, the daily re-sync, and keys kept out of answers and logs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  valorantRankName,
  type Lobby,
  type LobbyApplication,
  type LobbyDetail,
  type LolStats,
  type RiotAccount,
} from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { defaultPlayer, startRiotStandIn, standInApiKey, standInClient } from '../../test/riot-stand-in.js';

let riot: Awaited<ReturnType<typeof startRiotStandIn>>;
let server: TestServer;
let offset = 0;
const logs: string[] = [];
beforeAll(async () => {
  riot = await startRiotStandIn();
  server = await startTestServer(
    { riot: riot.config('riot-verification-text-42'), logLevel: 'info' },
    {
      now: () => new Date(Date.now() + offset),
      logStream: { write: (line) => void logs.push(line) },
      jobs: { tickMs: 0, pollSeconds: 0.5, retryDelay: 1 },
    },
  );
});
afterAll(async () => {
  await server.close();
  await riot.close();
});

type User = Awaited<ReturnType<typeof signUp>>;

/** What the browser does: our authorize URL → Riot's page → back to /riot/callback with a code and our state. */
async function authorize(user: User, puuid: string) {
  const login = await server.secured<{ url: string }>(user.token, 'riotLoginUrl', {});
  expect(login.status).toBe(202);
  riot.signInAs(puuid);
  const page = await fetch(login.data.url, { redirect: 'manual' });
  const back = new URL(page.headers.get('location')!);
  expect(back.origin + back.pathname).toBe('http://gamefolk.test/riot/callback');
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

async function link(user: User, player = riot.addPlayer(defaultPlayer()), server_ = 'euw1') {
  const { code, state } = await authorize(user, player.puuid);
  const signed = await server.secured<{ puuid: string }>(user.token, 'riotSignOn', { code, state });
  expect(signed.error).toBeUndefined();
  const account = await server.secured<RiotAccount>(user.token, 'riotAuth', { puuid: player.puuid, server: server_ });
  expect(account.error).toBeUndefined();
  return { player, account: account.data };
}

describe('Riot sign-on', () => {
  it('links the account the player signed on with, then shows its League ranks, mastery and Valorant rank', async () => {
    const user = await signUp(server);
    const player = riot.addPlayer(defaultPlayer({ gameName: 'Midlaner', tagLine: 'TR1' }));
    const login = await server.secured<{ url: string }>(user.token, 'riotLoginUrl', {});
    const url = new URL(login.data.url);
    expect(url.origin + url.pathname).toBe(`${riot.base}/auth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(standInClient.id);
    expect(url.searchParams.get('redirect_uri')).toBe('http://gamefolk.test/riot/callback');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid offline_access cpid');
    expect(url.searchParams.get('state')!.length).toBeGreaterThan(30);
    expect(login.data.url).not.toContain(standInClient.secret);

    const { code, state } = await authorize(user, player.puuid);
    const signed = await server.secured(user.token, 'riotSignOn', { code, state });
    expect(signed.data).toEqual({ puuid: player.puuid, gameName: 'Midlaner', tagLine: 'TR1' });
    // The token endpoint was called with HTTP Basic (the stand-in refuses anything else).
    expect(riot.calls.some((c) => c.path === '/auth/token')).toBe(true);

    // Linked, no platform yet: nothing read from League so far.
    const before = await server.secured<RiotAccount>(user.token, 'getRiotAccount', { userId: user.id });
    expect(before.data).toMatchObject({ gameName: 'Midlaner', server: null, ranks: [], syncedAt: null });

    const wrongServer = await server.secured(user.token, 'riotAuth', { puuid: player.puuid, server: 'mars1' });
    expect(wrongServer.error?.code).toBe('riotPlatformInvalid');
    const notMine = await server.secured(user.token, 'riotAuth', { puuid: 'someone-else', server: 'euw1' });
    expect(notMine.error?.code).toBe('riotNotLinked');

    const account = await server.secured<RiotAccount>(user.token, 'riotAuth', { puuid: player.puuid, server: 'tr1' });
    expect(account.data).toMatchObject({
      server: 'tr1',
      summonerLevel: 187,
      valorant: { tier: 14, rank: 'Gold 3' },
      syncError: null,
    });
    expect(account.data.syncedAt).not.toBeNull();

    // getLolStats exactly as pinned: solo and flex (other queues left out), top mastery named from Data Dragon.
    const stats = await server.secured<LolStats>(user.token, 'getLolStats', { userId: user.id });
    expect(stats.data).toEqual({
      ranks: [
        { queueType: 'RANKED_SOLO_5x5', tier: 'GOLD', rank: 'II', leaguePoints: 57, wins: 60, losses: 40 },
        { queueType: 'RANKED_FLEX_SR', tier: 'SILVER', rank: 'I', leaguePoints: 12, wins: 5, losses: 7 },
      ],
      mastery: [
        { championId: 103, championName: 'Ahri', championLevel: 7, championPoints: 250_000 },
        { championId: 222, championName: 'Jinx', championLevel: 5, championPoints: 90_000 },
      ],
      summonerLevel: 187,
    });
    // Game data was asked for with our key, on the platform and the Valorant shard the player's server routes to.
    const leagueCall = riot.calls.find((c) => c.path === `/tr1/lol/league/v4/entries/by-puuid/${player.puuid}`);
    expect(leagueCall?.headers['x-riot-token']).toBe(standInApiKey);
    expect(riot.calls.some((c) => c.path === `/eu/val/match/v1/matchlists/by-puuid/${player.puuid}`)).toBe(true);

    // Someone else sees the ranks, but not the PUUID.
    const visitor = await signUp(server);
    const seen = await server.secured<RiotAccount>(visitor.token, 'getRiotAccount', { userId: user.id });
    expect(seen.data.puuid).toBeNull();
    expect(seen.data.ranks).toHaveLength(2);
    expect((await server.secured<LolStats>(visitor.token, 'getLolStats', { userId: user.id })).data.summonerLevel).toBe(
      187,
    );
  });

  it("refuses a state made for another user, used twice or expired, and a code Riot doesn't know", async () => {
    const [alice, mallory] = [await signUp(server), await signUp(server)];
    const player = riot.addPlayer(defaultPlayer());
    const { code, state } = await authorize(alice, player.puuid);
    const stolen = await server.secured(mallory.token, 'riotSignOn', { code, state });
    expect(stolen.status).toBe(400);
    expect(stolen.error?.code).toBe('riotStateInvalid');
    expect((await server.secured(mallory.token, 'getRiotAccount', { userId: mallory.id })).data).toBeNull();

    const fresh = await authorize(alice, player.puuid);
    expect((await server.secured(alice.token, 'riotSignOn', fresh)).status).toBe(202);
    const again = await server.secured(alice.token, 'riotSignOn', fresh);
    expect(again.error?.code).toBe('riotStateInvalid');

    // A state older than its ten minutes.
    const late = await authorize(alice, player.puuid);
    await server.app.services.db.execute(
      sql`update one_time_keys set expires_at = now() - interval '1 minute' where user_id = ${alice.id} and purpose = 'riotState' and used_at is null`,
    );
    expect((await server.secured(alice.token, 'riotSignOn', late)).error?.code).toBe('riotStateInvalid');

    const forged = await authorize(alice, player.puuid);
    const badCode = await server.secured(alice.token, 'riotSignOn', { code: 'not-a-real-code', state: forged.state });
    expect(badCode.error?.code).toBe('riotLoginFailed');
    const hostile = await server.secured(alice.token, 'riotSignOn', { code: 'a\u0000b', state: 'x'.repeat(100_000) });
    expect(hostile.status).toBe(400);
  });

  it('keeps one Riot account to one user', async () => {
    const [first, second] = [await signUp(server), await signUp(server)];
    const { player } = await link(first);
    const { code, state } = await authorize(second, player.puuid);
    const taken = await server.secured(second.token, 'riotSignOn', { code, state });
    expect(taken.error?.code).toBe('riotAccountTaken');
  });

  it('signing on with another Riot account replaces the first, with none of its figures', async () => {
    const user = await signUp(server);
    await link(user);
    const other = riot.addPlayer(defaultPlayer({ gameName: 'Second', tagLine: 'NA1' }));
    const { code, state } = await authorize(user, other.puuid);
    expect((await server.secured(user.token, 'riotSignOn', { code, state })).status).toBe(202);
    const account = await server.secured<RiotAccount>(user.token, 'getRiotAccount', { userId: user.id });
    expect(account.data).toMatchObject({
      puuid: other.puuid,
      gameName: 'Second',
      server: null,
      ranks: [],
      syncedAt: null,
    });
  });

  it('unlinks with removeRiot, and the profile has no Riot section then', async () => {
    const user = await signUp(server);
    await link(user);
    expect((await server.secured(user.token, 'removeRiot', {})).data).toEqual({ removed: true });
    expect((await server.secured(user.token, 'getRiotAccount', { userId: user.id })).data).toBeNull();
    expect((await server.secured(user.token, 'getLolStats', { userId: user.id })).error?.code).toBe('riotNotLinked');
    expect((await server.secured(user.token, 'removeRiot', {})).error?.code).toBe('riotNotLinked');
  });
});

describe('a provider that throttles or fails', () => {
  it('waits out a 429 (Retry-After) and then answers', async () => {
    const user = await signUp(server);
    const { player } = await link(user);
    player.entries[0]!.leaguePoints = 99;
    riot.throttle(1, '1');
    const started = Date.now();
    const refreshed = await server.secured<RiotAccount>(user.token, 'refreshRiot', {});
    expect(refreshed.error).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(refreshed.data.ranks[0]!.leaguePoints).toBe(99);

    // The profile's refresh has a cool-down.
    const soon = await server.secured<RiotAccount>(user.token, 'refreshRiot', {});
    expect(soon.status).toBe(429);
    expect(soon.error?.code).toBe('syncCooldown');
  });

  it('answers 503 when Riot is down and keeps the last good data with its age', async () => {
    const user = await signUp(server);
    const { player, account } = await link(user);
    player.entries[0]!.tier = 'DIAMOND';
    riot.setDown(true);
    try {
      const failed = await server.secured(user.token, 'riotAuth', { puuid: player.puuid, server: 'euw1' });
      expect(failed.status).toBe(503);
      expect(failed.error?.code).toBe('providerUnavailable');
    } finally {
      riot.setDown(false);
    }
    const kept = await server.secured<RiotAccount>(user.token, 'getRiotAccount', { userId: user.id });
    expect(kept.data.ranks[0]!.tier).toBe('GOLD');
    expect(kept.data.syncedAt).toBe(account.syncedAt);
    expect(kept.data.syncError).toBe('providerUnavailable');
    expect(kept.data.syncFailedAt).not.toBeNull();
  });

  it('re-syncs linked accounts in the background once a day', async () => {
    const user = await signUp(server);
    const { player } = await link(user);
    player.valorantTier = 27;
    offset = 25 * 60 * 60 * 1000;
    try {
      await server.app.scheduler.tick();
      await expect
        .poll(
          async () =>
            (await server.secured<RiotAccount>(user.token, 'getRiotAccount', { userId: user.id })).data.valorant?.rank,
          { timeout: 8000, interval: 300 },
        )
        .toBe('Radiant');
    } finally {
      offset = 0;
    }
  });

  it('never writes the API key, the client secret or a token into the logs', async () => {
    const joined = logs.join('\n');
    expect(joined.length).toBeGreaterThan(0);
    expect(joined).not.toContain(standInApiKey);
    expect(joined).not.toContain(standInClient.secret);
    expect(joined).not.toMatch(/access_token/);
  });
});

describe('Valorant ranks', () => {
  it('names competitive tiers Iron 1 … Immortal 3 and Radiant, unranked as none', () => {
    expect(valorantRankName(0)).toBeNull();
    expect(valorantRankName(2)).toBeNull();
    expect(valorantRankName(3)).toBe('Iron 1');
    expect(valorantRankName(5)).toBe('Iron 3');
    expect(valorantRankName(6)).toBe('Bronze 1');
    expect(valorantRankName(21)).toBe('Ascendant 1');
    expect(valorantRankName(26)).toBe('Immortal 3');
    expect(valorantRankName(27)).toBe('Radiant');
    expect(valorantRankName(28)).toBeNull();
  });

  it('has no Valorant rank without a competitive match', async () => {
    const user = await signUp(server);
    const { account } = await link(user, riot.addPlayer(defaultPlayer({ valorantTier: null })));
    expect(account.valorant).toBeNull();
  });
});

describe('verified ranks on lobbies', () => {
  it('shows the Riot rank of owners and applicants for the lobby game, and filters to verified owners', async () => {
    const [verified, unverified, applicant] = [await signUp(server), await signUp(server), await signUp(server)];
    await link(verified);
    await link(applicant, riot.addPlayer(defaultPlayer({ entries: [], valorantTier: 24 })));
    const games = await server.secured<{ id: number; slug: string }[]>(verified.token, 'getGames', {});
    const gameId = (slug: string) => games.data.find((g) => g.slug === slug)!.id;
    const lobby = (gameSlug: string, rank: string) => ({
      gameId: gameId(gameSlug),
      server: gameSlug === 'valorant' ? 'EU' : 'EUW',
      rank,
      minMembers: 1,
      maxMembers: 4,
      description: `verified-test ${gameSlug}`,
      type: 'individual',
    });
    const lol = await server.secured<Lobby>(verified.token, 'createLobby', lobby('league-of-legends', 'Gold II'));
    expect(lol.data.rank).toBe('Gold II');
    expect(lol.data.ownerVerifiedRank).toBe('Gold II');
    const val = await server.secured<Lobby>(verified.token, 'createLobby', lobby('valorant', 'Platinum 1'));
    expect(val.data.ownerVerifiedRank).toBe('Gold 3');
    const other = await server.secured<Lobby>(unverified.token, 'createLobby', lobby('league-of-legends', 'Diamond I'));
    expect(other.data.ownerVerifiedRank).toBeNull();

    const search = (verifiedOnly: boolean) =>
      server.secured<{ rows: Lobby[] }>(applicant.token, 'searchLobby', {
        page: 0,
        limit: 24,
        only_follow: false,
        status: 0,
        filters: { gameId: gameId('league-of-legends'), text: 'verified-test', verifiedOnly },
      });
    const all = (await search(false)).data.rows.map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([lol.data.id, other.data.id]));
    const onlyVerified = (await search(true)).data.rows;
    expect(onlyVerified.map((r) => r.id)).toContain(lol.data.id);
    expect(onlyVerified.map((r) => r.id)).not.toContain(other.data.id);
    expect(onlyVerified.every((r) => r.ownerVerifiedRank !== null)).toBe(true);

    // The applicant has no League rank but a Valorant one: shown on the Valorant lobby only.
    await server.secured(applicant.token, 'applyLobby', { id: lol.data.id, Description: 'hi' });
    await server.secured(applicant.token, 'applyLobby', { id: val.data.id, Description: 'hi' });
    const lolApps = await server.secured<LobbyApplication[]>(verified.token, 'getLobbyApplications', {
      id: lol.data.id,
    });
    expect(lolApps.data[0]!.verifiedRank).toBeNull();
    const valApps = await server.secured<LobbyApplication[]>(verified.token, 'getLobbyApplications', {
      id: val.data.id,
    });
    expect(valApps.data[0]!.verifiedRank).toBe('Immortal 1');
    await server.secured(verified.token, 'answerLobbyApplication', { id: valApps.data[0]!.id, status: 1 });
    const detail = await server.secured<LobbyDetail>(verified.token, 'getLobbyById', { id: val.data.id });
    expect(detail.data.members.map((m) => m.rank)).toEqual(['Gold 3', 'Immortal 1']);
  });
});

describe('/riot.txt', () => {
  it('serves RIOT_VERIFICATION as plain text', async () => {
    const res = await fetch(`${server.url}/riot.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('riot-verification-text-42');
  });

  it('is 404, and sign-on answers notConfigured, when Riot is not set up', async () => {
    const bare = await startTestServer({
      riot: { ...riot.config(), clientId: undefined, clientSecret: undefined, verification: undefined },
    });
    try {
      expect((await fetch(`${bare.url}/riot.txt`)).status).toBe(404);
      const user = await signUp(bare);
      const login = await bare.secured(user.token, 'riotLoginUrl', {});
      expect(login.status).toBe(503);
      expect(login.error?.code).toBe('notConfigured');
    } finally {
      await bare.close();
    }
  });
});
