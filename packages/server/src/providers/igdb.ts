// A client of IGDB (api.igdb.com v4, Apicalypse queries) with Twitch's app token (client-credentials grant).
// The token lives in this instance until shortly before it expires (one request at a time fetches it); every API
// request first takes a place from a queue over a limiter (Redis-shared when Redis is set) that lets two requests
// start per one-second window, so no second, however counted, sees more than IGDB's four. Covers come from the
// images CDN, which has no such limit.
import { setTimeout as sleep } from 'node:timers/promises';
import type { GamePlatform } from '@gamefolk/contract';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterQueue, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { ProviderHttpError, ProviderUnavailable, providerFetch } from './provider-fetch.js';

const provider = 'igdb';

/** One IGDB game as our catalogue keeps it. */
export interface IgdbGame {
  igdbId: number;
  name: string;
  genres: string[];
  platforms: GamePlatform[];
  releaseYear: number | null;
  coverImageId: string | null;
  /** Steam's app ids of the game (IGDB's external games of category Steam). */
  steamAppIds: number[];
}

export interface IgdbClient {
  /** Client id and secret are set. */
  readonly configured: boolean;
  /** IGDB's best matches for a name; throws ProviderUnavailable when IGDB is down, slow or too busy. */
  search(name: string, limit: number): Promise<IgdbGame[]>;
  /** The IGDB games behind these Steam app ids (IGDB's external games of category Steam). */
  bySteamAppIds(appIds: number[]): Promise<IgdbGame[]>;
  /** A cover's JPEG (`t_cover_big`). */
  cover(imageId: string): Promise<Buffer>;
}

/** Requests starting per window, and the window: 2 a second keeps any second at 4 or fewer. */
const perWindow = 2;
/** How long a request waits for its place before the caller does without IGDB. */
const maxQueueWaitMs = 3_000;
/** A search someone waits on: past this, local results only. */
const requestTimeoutMs = 2_500;
/** IGDB's external_games category for Steam. */
const steamCategory = 1;

const fields =
  'fields name,slug,cover.image_id,genres.name,platforms.name,first_release_date,external_games.category,external_games.uid;';

/** Apicalypse strings are double-quoted; a quote or backslash inside is escaped. */
const quoted = (text: string) => `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;

const platformRules: [RegExp, GamePlatform][] = [
  [/\b(PC|Windows|Mac|Linux)\b/i, 'PC'],
  [/PlayStation/i, 'PlayStation'],
  [/Xbox/i, 'Xbox'],
  [/Switch/i, 'Switch'],
  [/Android|iOS/i, 'Mobile'],
];

interface RawGame {
  id?: unknown;
  name?: unknown;
  cover?: { image_id?: unknown };
  genres?: { name?: unknown }[];
  platforms?: { name?: unknown }[];
  first_release_date?: unknown;
  external_games?: { category?: unknown; uid?: unknown }[];
}

const str = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** IGDB's answer to our shape; entries without an id or a name are dropped. */
export function readGame(raw: RawGame): IgdbGame | undefined {
  const igdbId = typeof raw.id === 'number' && Number.isSafeInteger(raw.id) && raw.id > 0 ? raw.id : 0;
  const name = str(raw.name, 80);
  if (!igdbId || !name) return undefined;
  const platformNames = (raw.platforms ?? []).map((p) => str(p?.name, 80));
  const platforms = platformRules.filter(([rule]) => platformNames.some((n) => rule.test(n))).map(([, p]) => p);
  const released = typeof raw.first_release_date === 'number' ? new Date(raw.first_release_date * 1000) : undefined;
  const imageId = str(raw.cover?.image_id, 40);
  return {
    igdbId,
    name,
    genres: (raw.genres ?? [])
      .map((g) => str(g?.name, 40))
      .filter(Boolean)
      .slice(0, 3),
    platforms,
    releaseYear: released && !Number.isNaN(released.getTime()) ? released.getUTCFullYear() : null,
    coverImageId: /^[A-Za-z0-9_-]+$/.test(imageId) ? imageId : null,
    steamAppIds: (raw.external_games ?? [])
      .filter((e) => e?.category === steamCategory && /^\d{1,9}$/.test(String(e.uid)))
      .map((e) => Number(e.uid)),
  };
}

export function createIgdbClient(
  config: Config['igdb'],
  options: { redis?: Redis; prefix: string; now: () => Date },
): IgdbClient {
  const configured = Boolean(config.clientId && config.clientSecret);
  const limiterOptions = { points: perWindow, duration: 1, keyPrefix: `${options.prefix}igdb` };
  const limiter = options.redis
    ? new RateLimiterRedis({ ...limiterOptions, storeClient: options.redis })
    : new RateLimiterMemory(limiterOptions);
  const queue = new RateLimiterQueue(limiter, { maxQueueSize: 50 });

  let token: { value: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function newToken(): Promise<string> {
    const url = new URL(`${config.authUrl}/oauth2/token`);
    url.search = new URLSearchParams({
      client_id: config.clientId!,
      client_secret: config.clientSecret!,
      grant_type: 'client_credentials',
    }).toString();
    const res = await providerFetch<{ access_token?: unknown; expires_in?: unknown }>(url, {
      provider: 'twitch',
      method: 'POST',
      timeoutMs: requestTimeoutMs,
    });
    const value = res.data?.access_token;
    const expiresIn = Number(res.data?.expires_in);
    if (typeof value !== 'string' || !value || !(expiresIn > 0)) {
      throw new ProviderUnavailable('twitch', 'unreadable token answer');
    }
    // Renewed a little before it runs out: a minute, or a tenth of a short life.
    const margin = Math.min(60_000, (expiresIn * 1000) / 10);
    token = { value, renewAt: options.now().getTime() + expiresIn * 1000 - margin };
    return value;
  }

  function appToken(): Promise<string> {
    if (token && options.now().getTime() < token.renewAt) return Promise.resolve(token.value);
    pending ??= newToken().finally(() => (pending = undefined));
    return pending;
  }

  async function place() {
    const late = new AbortController();
    const taken = await Promise.race([
      queue.removeTokens(1).then(
        () => true,
        () => false,
      ),
      sleep(maxQueueWaitMs, false, { signal: late.signal }).catch(() => false),
    ]);
    late.abort();
    if (!taken) throw new ProviderUnavailable(provider, 'queue too long');
  }

  async function query(endpoint: string, body: string, retried = false): Promise<RawGame[]> {
    const bearer = await appToken();
    await place();
    try {
      const res = await providerFetch<unknown>(`${config.apiUrl}/${endpoint}`, {
        provider,
        method: 'POST',
        headers: { 'Client-ID': config.clientId!, Authorization: `Bearer ${bearer}`, 'content-type': 'text/plain' },
        body,
        timeoutMs: requestTimeoutMs,
        // A 429 means another client of these keys is busy: waiting would outlast the player's patience.
        retries429: 0,
      });
      return Array.isArray(res.data) ? (res.data as RawGame[]) : [];
    } catch (error) {
      // A token Twitch revoked early: one new token, one more try.
      if (error instanceof ProviderHttpError && error.status === 401 && !retried) {
        if (token?.value === bearer) token = undefined;
        return query(endpoint, body, true);
      }
      if (error instanceof ProviderHttpError) throw new ProviderUnavailable(provider, `status ${error.status}`);
      throw error;
    }
  }

  const games = (raw: RawGame[]) => raw.map(readGame).filter((g): g is IgdbGame => g !== undefined);

  return {
    configured,
    async search(name, limit) {
      return games(await query('games', `search ${quoted(name)}; ${fields} limit ${limit};`));
    },
    async bySteamAppIds(appIds) {
      if (!appIds.length) return [];
      const uids = appIds.map((id) => quoted(String(id))).join(',');
      const body = `${fields} where external_games.category = ${steamCategory} & external_games.uid = (${uids}); limit ${Math.min(500, appIds.length * 2)};`;
      return games(await query('games', body));
    },
    async cover(imageId) {
      const res = await providerFetch<Buffer>(`${config.imagesUrl}/t_cover_big/${imageId}.jpg`, {
        provider: 'igdb-images',
        as: 'bytes',
      });
      return res.data;
    },
  };
}
