// Steam through a stand-in speaking OpenID 2.0 and the Web API: sign-in (new, known, frozen), replayed and forged
// assertions, a return_to for another site, linking (one Steam account per user), a private profile, a provider
// that throttles or is down, the library, most played, activity, genres and achievements, and keys kept out of logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SteamAchievements, SteamGame, SteamIntegration, User } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { callWithCookie, cookiesOf, steamLinkAnswer, steamSignInAnswer } from '../../test/steam-flow.js';
import {
  defaultSteamPlayer,
  standInSteamKey,
  startSteamStandIn,
  type SteamStandIn,
} from '../../test/steam-stand-in.js';

let steam: SteamStandIn;
let server: TestServer;
let offset = 0;
const logs: string[] = [];
const back = 'http://gamefolk.test/steam-return';

beforeAll(async () => {
  steam = await startSteamStandIn();
  server = await startTestServer(
    { steam: steam.config(), logLevel: 'info' },
    {
      now: () => new Date(Date.now() + offset),
      logStream: { write: (line) => void logs.push(line) },
      jobs: { tickMs: 0, pollSeconds: 0.5, retryDelay: 1 },
    },
  );
});
afterAll(async () => {
  await server.close();
  await steam.close();
});

interface SteamLogin {
  token: string;
  user: User;
  is_frozen: boolean;
  created: boolean;
}

/** loginWithSteam from a browser holding `cookie` (the one that asked for the URL, or none). */
const login = (answer: { url: string; cookie?: string }, userLang?: string) =>
  callWithCookie<SteamLogin>(server, answer.cookie, 'loginWithSteam', {
    return_url: answer.url,
    ...(userLang && { user_lang: userLang }),
  });

/** What the browser does: our redirect → Steam's login page → back to our page with the assertion. */
const throughSteam = (steamid: string, returnUrl = back) => steamSignInAnswer(server, steam, steamid, returnUrl);

const linkAnswer = (token: string, steamid: string) => steamLinkAnswer(server, steam, token, steamid);

async function linkSteam(token: string, player = steam.addPlayer()) {
  const linked = await server.secured<SteamIntegration>(token, 'steamAuth', {
    return_url: await linkAnswer(token, player.steamid),
  });
  expect(linked.error).toBeUndefined();
  return { player, status: linked.data };
}

describe('Steam sign-in', () => {
  it('points at Steam with our return page and realm, and refuses a return page on another site', async () => {
    const answer = await server.open<{ url: string }>('steamLoginUrl', { return_url: back });
    const url = new URL(answer.data.url);
    expect(url.origin + url.pathname).toBe(`${steam.url}/openid/login`);
    expect(url.searchParams.get('openid.mode')).toBe('checkid_setup');
    // Our page with a one-time state, which this browser also holds in a cookie no script can read.
    const returnTo = new URL(url.searchParams.get('openid.return_to')!);
    expect(returnTo.origin + returnTo.pathname).toBe(back);
    const state = returnTo.searchParams.get('steam_state');
    expect(state).toMatch(/^[\w-]{43}$/);
    const [cookie] = answer.headers.getSetCookie();
    expect(cookie).toContain(`gf_steam_sign_in=${state}`);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(url.searchParams.get('openid.realm')).toBe('http://gamefolk.test');
    expect(url.searchParams.get('openid.claimed_id')).toBe('http://specs.openid.net/auth/2.0/identifier_select');

    const elsewhere = await server.open('steamLoginUrl', { return_url: 'https://evil.example/steam-return' });
    expect(elsewhere).toMatchObject({ status: 400, error: { code: 'steamLoginFailed' } });
  });

  it('creates an account named after the persona in the chosen language, then signs the same player in again', async () => {
    const player = steam.addPlayer(defaultSteamPlayer({ personaname: 'Alyx Vance' }));
    const first = await login(await throughSteam(player.steamid), 'es');
    expect(first.error).toBeUndefined();
    expect(first.data).toMatchObject({
      created: true,
      is_frozen: false,
      user: { username: 'AlyxVance', language: 'es' },
    });
    const me = await server.secured<User>(first.data.token, 'user', {});
    expect(me.data.username).toBe('AlyxVance');

    const again = await login(await throughSteam(player.steamid));
    expect(again.data).toMatchObject({ created: false, user: { id: first.data.user.id } });

    // The library is read after the answer, by the queue: the profile then shows it.
    await expect
      .poll(
        async () =>
          (
            await server.secured<SteamGame[]>(first.data.token, 'getSteamLibraryV2', {
              page: 1,
              limit: 50,
              userId: first.data.user.id,
            })
          ).data?.length,
        { timeout: 8000, interval: 300 },
      )
      .toBe(4);
  });

  it('refuses a replayed assertion, a forged one and one whose return_to is another site', async () => {
    const player = steam.addPlayer();
    const answer = await throughSteam(player.steamid);
    expect((await login(answer)).status).toBe(202);
    expect(await login(answer)).toMatchObject({ status: 400, error: { code: 'steamStateInvalid' } });

    // Carrying this browser's live state, but not signed by Steam.
    const fresh = await server.open<{ url: string }>('steamLoginUrl', { return_url: back });
    const returnTo = new URL(fresh.data.url).searchParams.get('openid.return_to')!;
    const forged = steam.forged(returnTo, player.steamid);
    expect(await login({ url: forged, cookie: cookiesOf(fresh.headers) })).toMatchObject({
      status: 400,
      error: { code: 'steamLoginFailed' },
    });

    // Signed by Steam for another site's page, then replayed at ours.
    const theirs = new URL(steam.assertion('https://evil.example/steam-return', player.steamid));
    const atOurs = `${back}${theirs.search}`;
    expect(await login({ url: atOurs })).toMatchObject({ status: 400, error: { code: 'steamLoginFailed' } });

    // claimed_id and identity disagree, or not a SteamID64.
    const mixed = new URL(steam.assertion(back, player.steamid));
    mixed.searchParams.set('openid.identity', 'https://steamcommunity.com/openid/id/76561190000000001');
    expect(await login({ url: mixed.toString() })).toMatchObject({ status: 400, error: { code: 'steamLoginFailed' } });
    expect(await login({ url: 'not a url' })).toMatchObject({ status: 400, error: { code: 'steamLoginFailed' } });
  });

  it('answers a frozen account with is_frozen and its token, and restoreAccount reopens it', async () => {
    const player = steam.addPlayer();
    const first = await login(await throughSteam(player.steamid));
    expect((await server.secured(first.data.token, 'freezeAccount', {})).status).toBe(202);
    const frozen = await login(await throughSteam(player.steamid));
    expect(frozen.data).toMatchObject({ is_frozen: true, created: false, user: { id: first.data.user.id } });
    expect((await server.secured(frozen.data.token, 'restoreAccount', {})).status).toBe(202);
    const reopened = await login(await throughSteam(player.steamid));
    expect(reopened.data.is_frozen).toBe(false);
  });

  it('answers 503 providerUnavailable when Steam cannot check the assertion', async () => {
    const player = steam.addPlayer();
    const answer = await throughSteam(player.steamid);
    steam.setDown(true);
    try {
      expect(await login(answer)).toMatchObject({ status: 503, error: { code: 'providerUnavailable' } });
    } finally {
      steam.setDown(false);
    }
  });
});

// Issue 30, items 1 and 2: an OpenID answer belongs to whoever asked for it.
describe('Steam answers bound to who asked', () => {
  it("does not link an attacker's answer to a signed-in victim who opens it", async () => {
    const [victim, attacker] = [await signUp(server), await signUp(server)];
    const attackersSteam = steam.addPlayer();
    // The attacker asks for a link URL, signs in at Steam with their own account and keeps the redirect.
    const kept = await linkAnswer(attacker.token, attackersSteam.steamid);
    const opened = await server.secured(victim.token, 'steamAuth', { return_url: kept });
    expect(opened).toMatchObject({ status: 400, error: { code: 'steamStateInvalid' } });
    const integrations = await server.secured<{ steam: unknown }>(victim.token, 'userIntegrations', {});
    expect(integrations.data.steam).toBeNull();

    // Without any state of ours (an answer Steam gave for a bare return URL), or a sign-in's answer.
    const bare = steam.assertion('http://gamefolk.test/settings', attackersSteam.steamid);
    expect(await server.secured(victim.token, 'steamAuth', { return_url: bare })).toMatchObject({
      error: { code: 'steamStateInvalid' },
    });
    const signIn = await throughSteam(attackersSteam.steamid, 'http://gamefolk.test/settings');
    expect(await server.secured(victim.token, 'steamAuth', { return_url: signIn.url })).toMatchObject({
      error: { code: 'steamStateInvalid' },
    });
    expect((await server.secured<{ steam: unknown }>(victim.token, 'userIntegrations', {})).data.steam).toBeNull();
  });

  it('links an answer once, only within its ten minutes', async () => {
    const user = await signUp(server);
    const player = steam.addPlayer();
    offset = -11 * 60 * 1000;
    let late: string;
    try {
      late = await linkAnswer(user.token, player.steamid);
    } finally {
      offset = 0;
    }
    expect(await server.secured(user.token, 'steamAuth', { return_url: late })).toMatchObject({
      error: { code: 'steamStateInvalid' },
    });

    const answer = await linkAnswer(user.token, player.steamid);
    expect((await server.secured(user.token, 'steamAuth', { return_url: answer })).status).toBe(202);
    expect(await server.secured(user.token, 'steamAuth', { return_url: answer })).toMatchObject({
      error: { code: 'steamStateInvalid' },
    });
    // A link's answer signs nobody in either.
    const another = await linkAnswer(user.token, player.steamid);
    expect(await login({ url: another })).toMatchObject({ error: { code: 'steamStateInvalid' } });
  });

  it("does not sign a browser in with an answer another browser asked for (the attacker's link)", async () => {
    const attackersSteam = steam.addPlayer();
    const first = await login(await throughSteam(attackersSteam.steamid));
    expect(first.status).toBe(202);

    const kept = await throughSteam(attackersSteam.steamid);
    // The victim's browser has no cookie, or the cookie of its own sign-in.
    const bare = await login({ url: kept.url });
    expect(bare).toMatchObject({ status: 400, error: { code: 'steamStateInvalid' } });
    expect(bare.data).toBeUndefined();
    const own = await server.open<{ url: string }>('steamLoginUrl', { return_url: back });
    const mixed = await login({ url: kept.url, cookie: cookiesOf(own.headers) });
    expect(mixed).toMatchObject({ status: 400, error: { code: 'steamStateInvalid' } });
    // The attacker's own browser still signs in with it, once.
    expect((await login(kept)).data.user.id).toBe(first.data.user.id);
  });
});

describe('Steam link and data', () => {
  it('links from Settings and shows the library (50 a page, searchable), most played, activity and genres', async () => {
    const user = await signUp(server);
    const { player, status } = await linkSteam(user.token);
    expect(status).toMatchObject({
      steamid: player.steamid,
      persona_name: 'Gordon Freeman',
      is_public: true,
      game_count: 4,
    });
    expect(status.synced_at).not.toBeNull();

    const viewer = await signUp(server);
    const page = await server.secured<SteamGame[]>(viewer.token, 'getSteamLibraryV2', {
      page: 1,
      limit: 50,
      userId: user.id,
    });
    expect(page.data.map((g) => g.name)).toEqual(['Dota 2', 'Portal 2', 'Team Fortress 2', 'Portal']);
    expect(page.data[0]!.icon).toMatch(
      /^https:\/\/media\.steampowered\.com\/steamcommunity\/public\/images\/apps\/570\//,
    );
    const second = await server.secured<SteamGame[]>(viewer.token, 'getSteamLibraryV2', {
      page: 2,
      limit: 2,
      userId: user.id,
    });
    expect(second.data.map((g) => g.name)).toEqual(['Team Fortress 2', 'Portal']);
    const search = await server.secured<SteamGame[]>(viewer.token, 'getSteamLibraryV2', {
      page: 1,
      limit: 50,
      userId: user.id,
      search_keys: 'portal',
    });
    expect(search.data.map((g) => g.name)).toEqual(['Portal 2', 'Portal']);
    const tooMany = await server.secured(viewer.token, 'getSteamLibraryV2', { page: 1, limit: 51, userId: user.id });
    expect(tooMany.status).toBe(400);

    const featured = await server.secured<{ name: string }[]>(viewer.token, 'getFeaturedSteam', { userId: user.id });
    expect(featured.data.map((g) => g.name)).toEqual(['Dota 2', 'Portal 2', 'Team Fortress 2']);
    const activity = await server.secured<{ name: string; playtime_2weeks: number }[]>(
      viewer.token,
      'getSteamActivity',
      {
        userId: user.id,
      },
    );
    expect(activity.data).toMatchObject([{ name: 'Portal 2', playtime_2weeks: 90 }]);
    const last = await server.secured<{ name: string }>(viewer.token, 'getLastActivity', { userId: user.id });
    expect(last.data.name).toBe('Portal 2');

    const genres = await server.secured<{ genre: string; playtime: number }[]>(viewer.token, 'getUserGenres', {
      userId: user.id,
    });
    expect(genres.data[0]).toEqual({ genre: 'Action', playtime: 55_500, games: 4 });
    expect(genres.data.map((g) => g.genre)).toEqual(['Action', 'Strategy', 'Adventure']);
    // Genres are cached per app: reading them again does not ask the store again.
    const storeCalls = steam.calls.filter((c) => c.path === '/store/api/appdetails').length;
    await server.secured(viewer.token, 'getUserGenres', { userId: user.id });
    await server.secured(user.token, 'steamAuth', { return_url: await linkAnswer(user.token, player.steamid) });
    expect(steam.calls.filter((c) => c.path === '/store/api/appdetails').length).toBe(storeCalls);
  });

  it('shows achievements per game with names, icons and unlock dates; hidden ones keep their secret', async () => {
    const user = await signUp(server);
    await linkSteam(user.token);
    const viewer = await signUp(server);
    const got = await server.secured<SteamAchievements>(viewer.token, 'getUserAchievements', {
      steamapp_id: 620,
      userId: user.id,
    });
    expect(got.error).toBeUndefined();
    expect(got.data).toMatchObject({ appid: 620, name: 'Portal 2', has_stats: true });
    expect(got.data.achievements).toEqual([
      expect.objectContaining({
        name: 'Laser Focus',
        achieved: true,
        unlocked_at: new Date(1_785_000_000_000).toISOString(),
      }),
      expect.objectContaining({
        name: 'Wake Up Call',
        achieved: true,
        unlocked_at: new Date(1_780_000_000_000).toISOString(),
      }),
      expect.objectContaining({ name: 'Hidden achievement', description: null, achieved: false, unlocked_at: null }),
    ]);
    expect(got.data.achievements[0]!.icon).toMatch(/ACH_LASER\.jpg$/);

    const noStats = await server.secured<SteamAchievements>(user.token, 'syncAchievements', { steamapp_id: 440 });
    expect(noStats.data).toMatchObject({ has_stats: false, achievements: [] });
    const notOwned = await server.secured(user.token, 'syncAchievements', { steamapp_id: 999999 });
    expect(notOwned).toMatchObject({ status: 400, error: { code: 'unknownGame' } });
  });

  it('refuses a private profile with its own message, never an empty library', async () => {
    const user = await signUp(server);
    const player = steam.addPlayer(defaultSteamPlayer({ communityvisibilitystate: 1 }));
    const linked = await server.secured(user.token, 'steamAuth', {
      return_url: await linkAnswer(user.token, player.steamid),
    });
    expect(linked).toMatchObject({
      status: 400,
      error: { code: 'steamProfilePrivate', description: 'Steam profile must be public' },
    });

    // Signed in with Steam (no choice there), the private library answers the same code.
    const signedIn = await login(await throughSteam(player.steamid));
    const libraryError = async () =>
      (await server.secured(signedIn.data.token, 'getSteamLibraryV2', { page: 1, userId: signedIn.data.user.id })).error
        ?.code;
    await expect.poll(libraryError, { timeout: 8000, interval: 300 }).toBe('steamProfilePrivate');
  });

  it('keeps one Steam account to one user, and one user to one Steam account', async () => {
    const first = await signUp(server);
    const { player } = await linkSteam(first.token);
    const second = await signUp(server);
    const taken = await server.secured(second.token, 'steamAuth', {
      return_url: await linkAnswer(second.token, player.steamid),
    });
    expect(taken).toMatchObject({
      status: 400,
      error: { code: 'steamAccountTaken', description: 'This Steam account has been integrated by another user.' },
    });
    const other = steam.addPlayer();
    const mismatch = await server.secured(first.token, 'steamAuth', {
      return_url: await linkAnswer(first.token, other.steamid),
    });
    expect(mismatch).toMatchObject({
      status: 400,
      error: { code: 'steamAccountMismatch', description: 'This account is integrated with another steam account.' },
    });
  });

  it('waits out a 429 (Retry-After) and then answers; the refresh has a cool-down', async () => {
    const user = await signUp(server);
    await linkSteam(user.token);
    offset = 11 * 60 * 1000;
    try {
      steam.throttle(1, '1');
      const started = Date.now();
      const synced = await server.secured<SteamIntegration>(user.token, 'syncSteamLibrary', {});
      expect(synced.error).toBeUndefined();
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      const again = await server.secured(user.token, 'syncSteamLibrary', {});
      expect(again).toMatchObject({ status: 429, error: { code: 'syncCooldown' } });
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(500);
    } finally {
      offset = 0;
    }
  });

  it('answers 503 when Steam is down and keeps the last good data with its age', async () => {
    const user = await signUp(server);
    const { status } = await linkSteam(user.token);
    offset = 11 * 60 * 1000;
    steam.setDown(true);
    try {
      const down = await server.secured(user.token, 'syncSteamLibrary', {});
      expect(down).toMatchObject({ status: 503, error: { code: 'providerUnavailable' } });
      const kept = await server.secured<SteamGame[]>(user.token, 'getSteamLibraryV2', {
        page: 1,
        limit: 50,
        userId: user.id,
      });
      expect(kept.data).toHaveLength(4);
      const state = await server.secured<{ steam: SteamIntegration }>(user.token, 'userIntegrations', {});
      expect(state.data.steam).toMatchObject({ synced_at: status.synced_at, sync_error: 'providerUnavailable' });
      expect(state.data.steam.sync_failed_at).not.toBeNull();
    } finally {
      steam.setDown(false);
      offset = 0;
    }
  });

  it('re-syncs linked accounts in the background once a day', async () => {
    const user = await signUp(server);
    const { player } = await linkSteam(user.token);
    player.games.push({
      appid: 730,
      name: 'Counter-Strike 2',
      playtime_forever: 99_999,
      img_icon_url: 'ab'.repeat(20),
    });
    offset = 25 * 60 * 60 * 1000;
    try {
      await server.app.scheduler.tick();
      await expect
        .poll(
          async () =>
            (await server.secured<{ name: string }[]>(user.token, 'getFeaturedSteam', { userId: user.id })).data[0]
              ?.name,
          { timeout: 8000, interval: 300 },
        )
        .toBe('Counter-Strike 2');
    } finally {
      offset = 0;
    }
  });

  it('unlinks with removeSteam, and the profile says not linked then', async () => {
    const user = await signUp(server);
    await linkSteam(user.token);
    expect((await server.secured(user.token, 'removeSteam', {})).data).toEqual({ removed: true });
    const state = await server.secured<{ steam: unknown }>(user.token, 'userIntegrations', { userId: user.id });
    expect(state.data.steam).toBeNull();
    const library = await server.secured(user.token, 'getSteamLibraryV2', { page: 1, userId: user.id });
    expect(library).toMatchObject({ status: 400, error: { code: 'steamNotLinked' } });
  });

  it('never writes the API key into the logs', () => {
    const joined = logs.join('\n');
    expect(joined.length).toBeGreaterThan(0);
    expect(joined).not.toContain(standInSteamKey);
  });
});

describe('Steam without an API key', () => {
  it('still signs in, while data calls answer 503 notConfigured', async () => {
    const keyless = await startTestServer({ steam: steam.config(false) });
    try {
      const player = steam.addPlayer();
      const answer = await steamSignInAnswer(keyless, steam, player.steamid);
      const signedIn = await callWithCookie<SteamLogin>(keyless, answer.cookie, 'loginWithSteam', {
        return_url: answer.url,
      });
      expect(signedIn.data).toMatchObject({ created: true, user: { username: expect.stringMatching(/^steam\d{6}$/) } });
      const library = await keyless.secured(signedIn.data.token, 'getSteamLibraryV2', {
        page: 1,
        userId: signedIn.data.user.id,
      });
      expect(library).toMatchObject({ status: 503, error: { code: 'notConfigured' } });
    } finally {
      await keyless.close();
    }
  });
});
