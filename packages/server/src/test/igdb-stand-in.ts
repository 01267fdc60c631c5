// A stand-in for IGDB and Twitch's token endpoint on loopback, speaking their protocols (contract.md "Round 3"):
// POST /oauth2/token?client_id&client_secret&grant_type=client_credentials issues expiring app tokens; POST
// /v4/games reads an Apicalypse body (search, fields, where on ids or Steam external games, limit) and answers JSON
// only with the right Client-ID and a live Bearer token it issued (401 otherwise); more than four requests in any
// second answer 429, as IGDB does. Covers are JPEGs under /igdb/image/upload/t_cover_big/<image_id>.jpg. It can be
// down (503) or slow (an answer held until released).
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export const standInIgdbClient = { id: 'igdb-client-id', secret: 'igdb-client-secret' };

export interface StandInIgdbGame {
  id: number;
  name: string;
  cover?: { image_id: string };
  genres?: { name: string }[];
  platforms?: { name: string }[];
  first_release_date?: number;
  /** Category 1 is Steam; uid is the app id. */
  external_games?: { category: number; uid: string }[];
}

export const standInIgdbGames: StandInIgdbGame[] = [
  {
    id: 14593,
    name: 'Hollow Knight',
    cover: { image_id: 'co93cr' },
    genres: [{ name: 'Platform' }, { name: 'Adventure' }, { name: 'Indie' }],
    platforms: [
      { name: 'PC (Microsoft Windows)' },
      { name: 'PlayStation 4' },
      { name: 'Xbox One' },
      { name: 'Nintendo Switch' },
    ],
    first_release_date: 1487894400,
    external_games: [{ category: 1, uid: '367520' }],
  },
  {
    id: 119133,
    name: 'Elden Ring',
    cover: { image_id: 'co4jni' },
    genres: [{ name: 'Role-playing (RPG)' }, { name: 'Adventure' }],
    platforms: [{ name: 'PC (Microsoft Windows)' }, { name: 'PlayStation 5' }, { name: 'Xbox Series X|S' }],
    first_release_date: 1645747200,
    external_games: [{ category: 1, uid: '1245620' }],
  },
  {
    id: 7346,
    name: 'The Legend of Zelda: Breath of the Wild',
    cover: { image_id: 'co3p2d' },
    genres: [{ name: 'Adventure' }],
    platforms: [{ name: 'Nintendo Switch' }, { name: 'Wii U' }],
    first_release_date: 1488499200,
  },
  {
    id: 72,
    name: 'Portal 2',
    cover: { image_id: 'co1rs4' },
    genres: [{ name: 'Puzzle' }, { name: 'Platform' }],
    platforms: [{ name: 'PC (Microsoft Windows)' }, { name: 'Mac' }],
    first_release_date: 1303171200,
    external_games: [{ category: 1, uid: '620' }],
  },
  { id: 26226, name: 'Celeste', cover: { image_id: 'co3byy' }, platforms: [{ name: 'Nintendo Switch' }] },
  { id: 113112, name: 'Hades', cover: { image_id: 'co39vc' }, platforms: [{ name: 'PC (Microsoft Windows)' }] },
  {
    id: 1020,
    name: 'Stardew Valley',
    cover: { image_id: 'co6yqk' },
    genres: [{ name: 'Simulator' }, { name: 'Role-playing (RPG)' }],
    platforms: [{ name: 'PC (Microsoft Windows)' }, { name: 'Android' }, { name: 'iOS' }],
    first_release_date: 1456444800,
    external_games: [{ category: 1, uid: '413150' }],
  },
];

export async function startIgdbStandIn(options: { tokenSeconds?: number } = {}) {
  const games = [...standInIgdbGames];
  for (let n = 1; n <= 30; n++)
    games.push({ id: 900_000 + n, name: `Indie Quest ${n}`, cover: { image_id: `coiq${n}` } });
  const tokens = new Map<string, number>();
  const state = {
    tokenSeconds: options.tokenSeconds ?? 3600,
    down: false,
    /** While set, /v4 answers wait for it. */
    hold: undefined as Promise<void> | undefined,
    tokensIssued: 0,
    /** Token requests, refused ones included. */
    tokenRequests: 0,
    /** Arrival times (ms) of the /v4 requests, the refused ones included. */
    apiRequests: [] as number[],
    /** Apicalypse bodies, in order. */
    bodies: [] as string[],
    refused429: 0,
    unauthorized: 0,
    coverRequests: new Map<string, number>(),
  };
  const jpeg = await sharp({ create: { width: 264, height: 352, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  function answer(body: string): StandInIgdbGame[] {
    const search = /search\s+"((?:[^"\\]|\\.)*)"\s*;/.exec(body)?.[1]?.replace(/\\(.)/g, '$1');
    const limit = Number(/limit\s+(\d+)\s*;/.exec(body)?.[1] ?? 10);
    const steamUids = /external_games\.uid\s*=\s*\(([^)]*)\)/.exec(body)?.[1];
    let found = games;
    if (search !== undefined) {
      const words = search.toLowerCase().split(/\s+/).filter(Boolean);
      found = games.filter((g) => words.every((w) => g.name.toLowerCase().includes(w)));
    }
    if (steamUids !== undefined) {
      const uids = new Set([...steamUids.matchAll(/"(\d+)"/g)].map((m) => m[1]));
      found = found.filter((g) => g.external_games?.some((e) => e.category === 1 && uids.has(e.uid)));
    }
    return found.slice(0, limit);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'POST' && url.pathname === '/oauth2/token') {
        state.tokenRequests++;
        const q = url.searchParams;
        if (q.get('grant_type') !== 'client_credentials') return send(res, 400, { status: 400, message: 'bad grant' });
        if (q.get('client_id') !== standInIgdbClient.id || q.get('client_secret') !== standInIgdbClient.secret) {
          return send(res, 403, { status: 403, message: 'invalid client secret' });
        }
        const token = randomBytes(15).toString('hex');
        tokens.set(token, Date.now() + state.tokenSeconds * 1000);
        state.tokensIssued++;
        return send(res, 200, { access_token: token, expires_in: state.tokenSeconds, token_type: 'bearer' });
      }
      if (req.method === 'POST' && url.pathname.startsWith('/v4/')) {
        const now = Date.now();
        state.apiRequests.push(now);
        if (state.apiRequests.filter((t) => t > now - 1000).length > 4) {
          state.refused429++;
          return send(res, 429, { message: 'Too Many Requests' });
        }
        if (state.hold) await state.hold;
        if (state.down) return send(res, 503, { message: 'down' });
        const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
        const expires = bearer ? tokens.get(bearer) : undefined;
        if (req.headers['client-id'] !== standInIgdbClient.id || !expires || expires < Date.now()) {
          state.unauthorized++;
          return send(res, 401, { message: 'Authorization Failure' });
        }
        state.bodies.push(body);
        if (url.pathname === '/v4/games') return send(res, 200, answer(body));
        return send(res, 404, { message: 'unknown endpoint' });
      }
      const cover = /^\/igdb\/image\/upload\/t_cover_big\/([A-Za-z0-9_-]+)\.jpg$/.exec(url.pathname);
      if (req.method === 'GET' && cover) {
        const id = cover[1]!;
        state.coverRequests.set(id, (state.coverRequests.get(id) ?? 0) + 1);
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
        return res.end(jpeg);
      }
      send(res, 404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    state,
    games,
    /** The settings a test server needs to use this stand-in. */
    config: {
      authUrl: base,
      apiUrl: `${base}/v4`,
      imagesUrl: `${base}/igdb/image/upload`,
      clientId: standInIgdbClient.id,
      clientSecret: standInIgdbClient.secret,
    },
    /** Every token issued so far stops working (Twitch revoked them). */
    revokeTokens: () => tokens.clear(),
    /** The most /v4 requests that arrived within any one second. */
    busiestSecond() {
      const times = [...state.apiRequests].sort((a, b) => a - b);
      let most = 0;
      for (let i = 0, j = 0; j < times.length; j++) {
        while (times[j]! - times[i]! >= 1000) i++;
        most = Math.max(most, j - i + 1);
      }
      return most;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type IgdbStandIn = Awaited<ReturnType<typeof startIgdbStandIn>>;
