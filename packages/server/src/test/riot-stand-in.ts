// A stand-in for Riot on loopback, speaking the protocols of providers.md: RSO's authorize page and token endpoint
// (HTTP Basic with the client id and secret, one-time codes), account-v1 `me` with the Bearer token, summoner-v4,
// league-v4, champion-mastery-v4 and Valorant match-v1 behind `/{route}` paths with `X-Riot-Token`, and Data Dragon.
// It can answer 429 (with Retry-After) a few times before answering, or be down (503) altogether.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface StandInPlayer {
  puuid: string;
  gameName: string;
  tagLine: string;
  /** Platforms with a League summoner (others answer 404). */
  platforms: string[];
  summonerLevel: number;
  entries: { queueType: string; tier: string; rank: string; leaguePoints: number; wins: number; losses: number }[];
  mastery: { championId: number; championLevel: number; championPoints: number }[];
  /** The competitiveTier of the latest competitive match; null: no competitive match. */
  valorantTier: number | null;
}

export const standInClient = { id: 'gamefolk-test', secret: 'riot-client-secret-123' };
export const standInApiKey = 'RGAPI-test-key-0000';

export function defaultPlayer(overrides: Partial<StandInPlayer> = {}): StandInPlayer {
  return {
    puuid: `puuid-${randomBytes(12).toString('hex')}`,
    gameName: 'Faker Fan',
    tagLine: 'EUW',
    platforms: ['euw1', 'tr1'],
    summonerLevel: 187,
    entries: [
      { queueType: 'RANKED_SOLO_5x5', tier: 'GOLD', rank: 'II', leaguePoints: 57, wins: 60, losses: 40 },
      { queueType: 'RANKED_FLEX_SR', tier: 'SILVER', rank: 'I', leaguePoints: 12, wins: 5, losses: 7 },
      { queueType: 'CHERRY', tier: '', rank: '', leaguePoints: 0, wins: 3, losses: 1 },
    ],
    mastery: [
      { championId: 103, championLevel: 7, championPoints: 250_000 },
      { championId: 222, championLevel: 5, championPoints: 90_000 },
    ],
    valorantTier: 14,
    ...overrides,
  };
}

const champions = {
  Ahri: { key: '103', name: 'Ahri' },
  Jinx: { key: '222', name: 'Jinx' },
  Aatrox: { key: '266', name: 'Aatrox' },
};

/**
 * `autoPlayers`: the authorize page signs in as a fresh default player when no player was chosen (the browser tests,
 * which run in another process than this stand-in).
 */
export async function startRiotStandIn(options: { autoPlayers?: boolean } = {}) {
  const players = new Map<string, StandInPlayer>();
  const codes = new Map<string, { puuid: string; redirectUri: string }>();
  const tokens = new Map<string, string>();
  /** What was asked for, path only (tests count calls and look at headers). */
  const calls: { method: string; path: string; headers: http.IncomingHttpHeaders }[] = [];
  let down = false;
  let throttle = { times: 0, retryAfter: '1' };
  /** The player the authorize page signs in as (the browser test's). */
  let authorizeAs: string | undefined;

  const json = (res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  const riotError = (res: http.ServerResponse, status: number, message: string) =>
    json(res, status, { status: { message, status_code: status } });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      calls.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers });
      if (down) return riotError(res, 503, 'Service unavailable');
      if (throttle.times > 0 && url.pathname !== '/auth/authorize') {
        throttle.times--;
        return json(
          res,
          429,
          { status: { message: 'Rate limit exceeded', status_code: 429 } },
          { 'retry-after': throttle.retryAfter },
        );
      }
      const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);

      // RSO
      if (parts[0] === 'auth' && parts[1] === 'authorize' && req.method === 'GET') {
        const q = url.searchParams;
        if (q.get('client_id') !== standInClient.id || q.get('response_type') !== 'code') {
          return res.writeHead(400).end('bad request');
        }
        const back = new URL(q.get('redirect_uri') ?? '');
        const puuid = authorizeAs ?? (options.autoPlayers ? addPlayer(defaultPlayer()).puuid : undefined);
        if (!puuid) {
          back.searchParams.set('error', 'access_denied');
        } else {
          back.searchParams.set('code', issueCode(puuid, back.origin + back.pathname));
        }
        back.searchParams.set('state', q.get('state') ?? '');
        return res.writeHead(302, { location: back.toString() }).end();
      }
      if (parts[0] === 'auth' && parts[1] === 'token' && req.method === 'POST') {
        const expected = `Basic ${Buffer.from(`${standInClient.id}:${standInClient.secret}`).toString('base64')}`;
        if (req.headers.authorization !== expected) return json(res, 401, { error: 'invalid_client' });
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const grant = codes.get(form.get('code') ?? '');
        if (
          form.get('grant_type') !== 'authorization_code' ||
          !grant ||
          grant.redirectUri !== form.get('redirect_uri')
        ) {
          return json(res, 400, { error: 'invalid_grant' });
        }
        codes.delete(form.get('code')!);
        const accessToken = randomBytes(24).toString('base64url');
        tokens.set(accessToken, grant.puuid);
        return json(res, 200, {
          access_token: accessToken,
          refresh_token: randomBytes(24).toString('base64url'),
          id_token: 'id.token.here',
          token_type: 'Bearer',
          expires_in: 3600,
          scope: 'openid offline_access cpid',
        });
      }

      // Data Dragon
      if (parts[0] === 'ddragon') {
        if (url.pathname === '/ddragon/api/versions.json') return json(res, 200, ['15.23.1', '15.22.1']);
        if (parts[1] === 'cdn' && parts[3] === 'data' && parts[5] === 'champion.json') {
          return json(res, 200, { type: 'champion', version: parts[2], data: champions });
        }
        return riotError(res, 404, 'Not found');
      }

      // account-v1 with the player's token
      const route = parts[0] ?? '';
      const rest = `/${parts.slice(1).join('/')}`;
      if (rest === '/riot/account/v1/accounts/me') {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const player = players.get(tokens.get(token ?? '') ?? '');
        if (!player) return riotError(res, 401, 'Unauthorized');
        return json(res, 200, { puuid: player.puuid, gameName: player.gameName, tagLine: player.tagLine });
      }

      // Game data with our key
      if (req.headers['x-riot-token'] !== standInApiKey) return riotError(res, 403, 'Forbidden');
      let m: RegExpExecArray | null;
      if ((m = /^\/lol\/summoner\/v4\/summoners\/by-puuid\/([^/]+)$/.exec(rest))) {
        const p = players.get(m[1]!);
        if (!p || !p.platforms.includes(route)) return riotError(res, 404, 'Data not found - summoner not found');
        return json(res, 200, { puuid: p.puuid, profileIconId: 29, revisionDate: 1, summonerLevel: p.summonerLevel });
      }
      if ((m = /^\/lol\/league\/v4\/entries\/by-puuid\/([^/]+)$/.exec(rest))) {
        const p = players.get(m[1]!);
        if (!p || !p.platforms.includes(route)) return json(res, 200, []);
        return json(
          res,
          200,
          p.entries.map((e) => ({ ...e, leagueId: 'x', puuid: p.puuid, hotStreak: false, veteran: false })),
        );
      }
      if ((m = /^\/lol\/champion-mastery\/v4\/champion-masteries\/by-puuid\/([^/]+)\/top$/.exec(rest))) {
        const p = players.get(m[1]!);
        const count = Number(url.searchParams.get('count') ?? 3);
        if (!p || !p.platforms.includes(route)) return json(res, 200, []);
        return json(
          res,
          200,
          p.mastery.slice(0, count).map((x) => ({ ...x, puuid: p.puuid, lastPlayTime: 1_700_000_000_000 })),
        );
      }
      if ((m = /^\/val\/match\/v1\/matchlists\/by-puuid\/([^/]+)$/.exec(rest))) {
        const p = players.get(m[1]!);
        if (!p) return riotError(res, 404, 'Not found');
        const history =
          p.valorantTier === null
            ? [{ matchId: `unrated-${p.puuid}`, gameStartTimeMillis: 2, queueId: 'unrated' }]
            : [
                { matchId: `unrated-${p.puuid}`, gameStartTimeMillis: 3, queueId: 'unrated' },
                { matchId: `comp-${p.puuid}`, gameStartTimeMillis: 2, queueId: 'competitive' },
                { matchId: `old-${p.puuid}`, gameStartTimeMillis: 1, queueId: 'competitive' },
              ];
        return json(res, 200, { puuid: p.puuid, history });
      }
      if ((m = /^\/val\/match\/v1\/matches\/([^/]+)$/.exec(rest))) {
        const [kind, ...id] = m[1]!.split('-');
        const p = players.get(id.join('-'));
        if (!p) return riotError(res, 404, 'Not found');
        const tier = kind === 'comp' ? (p.valorantTier ?? 0) : kind === 'old' ? 3 : 0;
        return json(res, 200, {
          matchInfo: { matchId: m[1], queueId: kind === 'unrated' ? 'unrated' : 'competitive' },
          players: [
            { puuid: 'someone-else', competitiveTier: 27 },
            { puuid: p.puuid, competitiveTier: tier },
          ],
        });
      }
      return riotError(res, 404, 'Not found');
    });
  });

  function addPlayer(player: StandInPlayer) {
    players.set(player.puuid, player);
    return player;
  }

  function issueCode(puuid: string, redirectUri: string) {
    const code = randomBytes(16).toString('base64url');
    codes.set(code, { puuid, redirectUri });
    return code;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    calls,
    /** The server's RIOT_* settings pointing here. */
    config: (verification?: string) => ({
      authUrl: `${base}/auth`,
      clientId: standInClient.id,
      clientSecret: standInClient.secret,
      apiUrl: `${base}/{route}`,
      apiKey: standInApiKey,
      ddragonUrl: `${base}/ddragon`,
      verification,
    }),
    addPlayer,
    /** A code the authorize page would hand out for this player, bound to the redirect URI. */
    issueCode,
    signInAs(puuid: string | undefined) {
      authorizeAs = puuid;
    },
    /** The next `times` answers are 429 with this Retry-After. */
    throttle(times: number, retryAfter = '1') {
      throttle = { times, retryAfter };
    },
    setDown(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
