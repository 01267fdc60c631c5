// A stand-in for Steam on loopback, speaking the protocols of providers.md: the OpenID 2.0 provider (its login page
// redirects back with an assertion it signs with its own secret; check_authentication verifies the signed fields and
// answers is_valid:true once per nonce, false otherwise), the Web API's JSON (GetPlayerSummaries, GetOwnedGames with
// a private profile's empty `response {}`, GetRecentlyPlayedGames, GetPlayerAchievements with 400 for no stats and
// 403 for private, GetSchemaForGame) behind `?key=`, and the store's appdetails. It can answer 429 (with
// Retry-After) a few times before answering, or be down (503) altogether.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const standInSteamKey = 'STEAMKEY0123456789ABCDEF';

export interface StandInSteamGame {
  appid: number;
  name: string;
  playtime_forever: number;
  playtime_2weeks?: number;
  img_icon_url: string;
  rtime_last_played?: number;
  genres?: string[];
}

export interface StandInSteamPlayer {
  steamid: string;
  personaname: string;
  /** 3 = public; 1 = private. */
  communityvisibilitystate: number;
  games: StandInSteamGame[];
  /** App ids of the recently played, most recent first. */
  recent: number[];
  /** Per app: apiname → unlock time (seconds), 0 = locked. An app missing here has no stats. */
  achievements: Record<number, Record<string, number>>;
}

const icon = (n: number) => createHmac('sha1', 'icon').update(String(n)).digest('hex');

let nextId = 1;
export function defaultSteamPlayer(overrides: Partial<StandInSteamPlayer> = {}): StandInSteamPlayer {
  const steamid = `7656119${String(8_000_000_000 + nextId++ * 7919 + Math.floor(Math.random() * 1000)).padStart(10, '0')}`;
  return {
    steamid,
    personaname: 'Gordon Freeman',
    communityvisibilitystate: 3,
    games: [
      {
        appid: 620,
        name: 'Portal 2',
        playtime_forever: 1200,
        playtime_2weeks: 90,
        img_icon_url: icon(620),
        rtime_last_played: 1_790_000_000,
        genres: ['Action', 'Adventure'],
      },
      { appid: 570, name: 'Dota 2', playtime_forever: 54_000, img_icon_url: icon(570), genres: ['Action', 'Strategy'] },
      { appid: 440, name: 'Team Fortress 2', playtime_forever: 300, img_icon_url: icon(440), genres: ['Action'] },
      { appid: 400, name: 'Portal', playtime_forever: 0, img_icon_url: icon(400), genres: ['Action', 'Adventure'] },
    ],
    recent: [620],
    achievements: { 620: { ACH_WAKE_UP: 1_780_000_000, ACH_LASER: 1_785_000_000, ACH_SECRET: 0 } },
    ...overrides,
  };
}

const schemas: Record<
  number,
  { gameName: string; achievements: { name: string; displayName: string; hidden: number }[] }
> = {
  620: {
    gameName: 'Portal 2',
    achievements: [
      { name: 'ACH_WAKE_UP', displayName: 'Wake Up Call', hidden: 0 },
      { name: 'ACH_LASER', displayName: 'Laser Focus', hidden: 0 },
      { name: 'ACH_SECRET', displayName: 'Secret Thing', hidden: 1 },
    ],
  },
};

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const SIGNED = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';

export async function startSteamStandIn(options: { autoPlayers?: boolean } = {}) {
  const secret = randomBytes(32);
  const players = new Map<string, StandInSteamPlayer>();
  const checkedNonces = new Set<string>();
  const calls: { method: string; path: string; query: string }[] = [];
  let down = false;
  let throttle = { times: 0, retryAfter: '1' };
  /** The player the login page signs in as (the browser test's). */
  let loginAs: string | undefined;

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const opEndpoint = `${url}/openid/login`;

  const sign = (fields: Map<string, string>, signed: string) => {
    const kv = signed
      .split(',')
      .map((name) => `${name}:${fields.get(`openid.${name}`) ?? ''}\n`)
      .join('');
    return createHmac('sha256', secret).update(kv).digest('base64');
  };

  /** The URL Steam would send the browser back to: `returnTo` with a signed assertion for the player. */
  function assertion(returnTo: string, steamid: string, at = new Date()): string {
    const back = new URL(returnTo);
    const nonce = `${at.toISOString().replace(/\.\d{3}Z$/, 'Z')}${randomBytes(6).toString('hex')}`;
    const fields = new Map<string, string>([
      ['openid.ns', OPENID_NS],
      ['openid.mode', 'id_res'],
      ['openid.op_endpoint', opEndpoint],
      ['openid.claimed_id', `https://steamcommunity.com/openid/id/${steamid}`],
      ['openid.identity', `https://steamcommunity.com/openid/id/${steamid}`],
      ['openid.return_to', returnTo],
      ['openid.response_nonce', nonce],
      ['openid.assoc_handle', '1234567890'],
      ['openid.signed', SIGNED],
    ]);
    fields.set('openid.sig', sign(fields, SIGNED));
    for (const [k, v] of fields) back.searchParams.set(k, v);
    return back.toString();
  }

  function addPlayer(player = defaultSteamPlayer()) {
    players.set(player.steamid, player);
    return player;
  }

  const json = (res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

  server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', url);
      const q = u.searchParams;
      const safeQuery = new URLSearchParams(q);
      safeQuery.delete('key');
      calls.push({ method: req.method ?? 'GET', path: u.pathname, query: safeQuery.toString() });
      if (down) return res.writeHead(503, { 'content-type': 'text/html' }).end('<html>Service Unavailable</html>');
      if (throttle.times > 0 && u.pathname !== '/openid/login') {
        throttle.times--;
        return res.writeHead(429, { 'retry-after': throttle.retryAfter, 'content-type': 'text/html' }).end('Too Many');
      }

      // ---- OpenID
      if (u.pathname === '/openid/login' && req.method === 'GET') {
        // With autoPlayers (the browser tests), each visit signs in as a fresh public player.
        const as = options.autoPlayers ? addPlayer().steamid : loginAs;
        if (q.get('openid.mode') !== 'checkid_setup' || !q.get('openid.return_to') || !as) {
          return res.writeHead(400).end('bad request');
        }
        return res.writeHead(302, { location: assertion(q.get('openid.return_to')!, as) }).end();
      }
      if (u.pathname === '/openid/login' && req.method === 'POST') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const fields = new Map([...form].filter(([k]) => k.startsWith('openid.')));
        const signed = fields.get('openid.signed') ?? '';
        const nonce = fields.get('openid.response_nonce') ?? '';
        const valid =
          fields.get('openid.mode') === 'check_authentication' &&
          signed === SIGNED &&
          fields.get('openid.sig') === sign(fields, signed) &&
          !checkedNonces.has(nonce);
        if (valid) checkedNonces.add(nonce);
        return res
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(`ns:${OPENID_NS}\nis_valid:${valid ? 'true' : 'false'}\n`);
      }

      // ---- Store (no key)
      if (u.pathname === '/store/api/appdetails') {
        const appId = Number(q.get('appids'));
        const game = [...players.values()].flatMap((p) => p.games).find((g) => g.appid === appId);
        if (!game?.genres) return json(res, 200, { [String(appId)]: { success: false } });
        return json(res, 200, {
          [String(appId)]: {
            success: true,
            data: {
              steam_appid: appId,
              name: game.name,
              genres: game.genres.map((description, i) => ({ id: String(i + 1), description })),
            },
          },
        });
      }

      // ---- Web API (key)
      if (q.get('key') !== standInSteamKey) {
        return res.writeHead(403, { 'content-type': 'text/html' }).end('<html>Forbidden</html>');
      }
      const player = players.get(q.get('steamid') ?? '');
      const isPublic = player?.communityvisibilitystate === 3;
      switch (u.pathname) {
        case '/ISteamUser/GetPlayerSummaries/v2/': {
          const found = (q.get('steamids') ?? '')
            .split(',')
            .map((id) => players.get(id))
            .filter((p): p is StandInSteamPlayer => Boolean(p));
          return json(res, 200, {
            response: {
              players: found.map((p) => ({
                steamid: p.steamid,
                communityvisibilitystate: p.communityvisibilitystate,
                personaname: p.personaname,
                profileurl: `https://steamcommunity.com/profiles/${p.steamid}/`,
                avatarfull: `https://avatars.steamstatic.com/${icon(Number(p.steamid.slice(-5)))}_full.jpg`,
                personastate: 1,
              })),
            },
          });
        }
        case '/IPlayerService/GetOwnedGames/v1/': {
          if (!player || !isPublic) return json(res, 200, { response: {} });
          const withInfo = q.get('include_appinfo') === '1';
          return json(res, 200, {
            response: {
              game_count: player.games.length,
              games: player.games.map(({ genres: _genres, name, img_icon_url, ...g }) => ({
                ...g,
                ...(withInfo && { name, img_icon_url }),
              })),
            },
          });
        }
        case '/IPlayerService/GetRecentlyPlayedGames/v1/': {
          if (!player || !isPublic) return json(res, 200, { response: {} });
          const games = player.recent
            .map((id) => player.games.find((g) => g.appid === id))
            .filter((g): g is StandInSteamGame => Boolean(g))
            .map((g) => ({
              appid: g.appid,
              name: g.name,
              playtime_2weeks: g.playtime_2weeks ?? 0,
              playtime_forever: g.playtime_forever,
              img_icon_url: g.img_icon_url,
            }));
          return json(res, 200, { response: { total_count: games.length, games } });
        }
        case '/ISteamUserStats/GetPlayerAchievements/v1/': {
          if (!player || !isPublic) {
            return json(res, 403, { playerstats: { error: 'Profile is not public', success: false } });
          }
          const appId = Number(q.get('appid'));
          const mine = player.achievements[appId];
          if (!mine) return json(res, 400, { playerstats: { error: 'Requested app has no stats', success: false } });
          return json(res, 200, {
            playerstats: {
              steamID: player.steamid,
              gameName: schemas[appId]?.gameName ?? '',
              achievements: Object.entries(mine).map(([apiname, time]) => ({
                apiname,
                achieved: time > 0 ? 1 : 0,
                unlocktime: time,
              })),
              success: true,
            },
          });
        }
        case '/ISteamUserStats/GetSchemaForGame/v2/': {
          const schema = schemas[Number(q.get('appid'))];
          if (!schema) return json(res, 200, { game: {} });
          return json(res, 200, {
            game: {
              gameName: schema.gameName,
              gameVersion: '1',
              availableGameStats: {
                achievements: schema.achievements.map((a) => ({
                  ...a,
                  defaultvalue: 0,
                  description: a.hidden ? undefined : `${a.displayName} description`,
                  icon: `https://steamcdn-a.akamaihd.net/steamcommunity/public/images/apps/620/${a.name}.jpg`,
                  icongray: `https://steamcdn-a.akamaihd.net/steamcommunity/public/images/apps/620/${a.name}_gray.jpg`,
                })),
              },
            },
          });
        }
        default:
          return res.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not Found</html>');
      }
    });
  });

  return {
    url,
    /** Settings pointing the server here. */
    config: (withKey = true) => ({
      openIdUrl: `${url}/openid`,
      apiUrl: url,
      storeUrl: `${url}/store`,
      apiKey: withKey ? standInSteamKey : undefined,
    }),
    env: () => ({
      STEAM_OPENID_URL: `${url}/openid`,
      STEAM_API_URL: url,
      STEAM_STORE_URL: `${url}/store`,
      STEAM_API_KEY: standInSteamKey,
    }),
    calls,
    addPlayer,
    /** The player the login page signs in as. */
    loginAs(steamid: string) {
      loginAs = steamid;
    },
    assertion,
    /** An assertion Steam never issued: its signature is made with another secret. */
    forged(returnTo: string, steamid: string) {
      const real = new URL(assertion(returnTo, steamid));
      real.searchParams.set('openid.sig', randomBytes(32).toString('base64'));
      return real.toString();
    },
    setDown(value: boolean) {
      down = value;
    },
    throttle(times: number, retryAfter = '1') {
      throttle = { times, retryAfter };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SteamStandIn = Awaited<ReturnType<typeof startSteamStandIn>>;
