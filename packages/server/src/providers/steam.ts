import { steamReturnPaths } from '@gamefolk/contract';
import type { Config } from '../config.js';
import { AppError } from '../errors/app-error.js';
import { ProviderHttpError, providerFetch } from './provider-fetch.js';

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const IDENTITY = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})\/?$/;
/** The fields Steam signs; an assertion that leaves one of them unsigned is refused. */
const MUST_BE_SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];
/** An assertion is used within minutes; older ones are refused by their nonce's time (so old nonces can go). */
export const NONCE_MAX_AGE_MS = 60 * 60 * 1000;
const NONCE_FUTURE_SKEW_MS = 5 * 60 * 1000;

const failed = () => new AppError('steamLoginFailed');

/** A return URL on our own origin, at one of the pages that take Steam's answer. */
export function ourReturnUrl(config: Config, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw failed();
  }
  const ours = new URL(config.appUrl);
  if (url.origin !== ours.origin || url.username || url.password) throw failed();
  const path = url.pathname;
  const allowed = steamReturnPaths.some((p) =>
    p.endsWith('/') ? path.startsWith(p) && path.length > p.length : path === p,
  );
  if (!allowed) throw failed();
  return url;
}

/** The query parameter of `return_to` carrying our one-time state; Steam signs `return_to`, so it comes back intact. */
export const STEAM_STATE_PARAM = 'steam_state';

/** The redirect to Steam's OpenID page, coming back to `returnUrl` (checked to be ours) with `state` in it. */
export function steamLoginRedirect(config: Config, returnUrl: string, state: string): string {
  const back = ourReturnUrl(config, returnUrl);
  // Only the page: any openid.* parameters or state of an earlier answer are not carried into a new request.
  for (const key of [...back.searchParams.keys()]) {
    if (key.startsWith('openid.') || key === STEAM_STATE_PARAM) back.searchParams.delete(key);
  }
  back.searchParams.set(STEAM_STATE_PARAM, state);
  const params = new URLSearchParams({
    'openid.ns': OPENID_NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': back.toString(),
    'openid.realm': new URL(config.appUrl).origin,
    'openid.identity': IDENTIFIER_SELECT,
    'openid.claimed_id': IDENTIFIER_SELECT,
  });
  return `${config.steam.openIdUrl}/login?${params.toString()}`;
}

export interface SteamAssertion {
  steamId: string;
  nonce: string;
  /** The one-time state we put into `return_to` when asking (absent from an answer we did not ask for). */
  state: string | undefined;
  /** Every openid.* parameter as Steam sent it, for check_authentication. */
  params: URLSearchParams;
}

/** The local checks of providers.md: mode, namespace, our return_to, claimed_id == identity, the SteamID64 form. */
export function readSteamAssertion(config: Config, returnUrl: string, now: Date): SteamAssertion {
  const url = ourReturnUrl(config, returnUrl);
  const q = url.searchParams;
  const get = (name: string) => {
    const values = q.getAll(`openid.${name}`);
    // A repeated parameter is ambiguous (which one did Steam sign?): refused.
    if (values.length !== 1) return undefined;
    return values[0];
  };
  if (get('mode') !== 'id_res' || get('ns') !== OPENID_NS) throw failed();
  if (get('op_endpoint') !== `${config.steam.openIdUrl}/login`) throw failed();
  const claimed = get('claimed_id');
  const identity = get('identity');
  if (!claimed || claimed !== identity) throw failed();
  const match = IDENTITY.exec(claimed);
  if (!match) throw failed();

  // return_to must be the page we are on (ours), and every parameter it carries must be in the URL we came back to.
  const returnTo = get('return_to');
  if (!returnTo) throw failed();
  let back: URL;
  try {
    back = ourReturnUrl(config, returnTo);
  } catch {
    throw failed();
  }
  if (back.origin !== url.origin || back.pathname !== url.pathname) throw failed();
  for (const [key, value] of back.searchParams) if (!q.getAll(key).includes(value)) throw failed();

  const signed = (get('signed') ?? '').split(',');
  if (!get('sig') || !get('assoc_handle') || MUST_BE_SIGNED.some((f) => !signed.includes(f))) throw failed();

  const nonce = get('response_nonce');
  if (!nonce || nonce.length > 255) throw failed();
  const stamp = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)/.exec(nonce);
  const at = stamp ? Date.parse(stamp[1]!) : NaN;
  if (Number.isNaN(at)) throw failed();
  const age = now.getTime() - at;
  if (age > NONCE_MAX_AGE_MS || age < -NONCE_FUTURE_SKEW_MS) throw failed();

  const params = new URLSearchParams();
  for (const [key, value] of q) if (key.startsWith('openid.')) params.append(key, value);
  const states = back.searchParams.getAll(STEAM_STATE_PARAM);
  return { steamId: match[1]!, nonce, state: states.length === 1 ? states[0] : undefined, params };
}

/** Asks Steam whether it issued this assertion: POST every parameter back with mode check_authentication. */
export async function confirmWithSteam(config: Config, assertion: SteamAssertion): Promise<boolean> {
  const body = new URLSearchParams(assertion.params);
  body.set('openid.mode', 'check_authentication');
  const { data } = await providerFetch<string>(`${config.steam.openIdUrl}/login`, {
    provider: 'steam-openid',
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    as: 'text',
  }).catch((error: unknown) => {
    if (error instanceof ProviderHttpError) throw failed();
    throw error;
  });
  // Key-value form: one `key:value` per line.
  const fields = new Map(
    String(data)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)] as const),
  );
  return fields.get('is_valid') === 'true' && (fields.get('ns') ?? OPENID_NS) === OPENID_NS;
}

// ---------------------------------------------------------------- Web API

export interface SteamPlayer {
  steamid: string;
  communityvisibilitystate?: number;
  personaname?: string;
  profileurl?: string;
  avatarfull?: string;
}

export interface SteamOwnedGame {
  appid: number;
  name?: string;
  playtime_forever?: number;
  playtime_2weeks?: number;
  img_icon_url?: string;
  rtime_last_played?: number;
}

export interface SteamPlayerAchievement {
  apiname: string;
  achieved: number;
  unlocktime?: number;
}

export interface SteamSchemaAchievement {
  name: string;
  displayName?: string;
  description?: string;
  icon?: string;
  icongray?: string;
  hidden?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const arrayOf = <T>(v: unknown, ok: (item: Record<string, unknown>) => boolean): T[] =>
  Array.isArray(v) ? (v.filter((item) => isObject(item) && ok(item)) as T[]) : [];
const isAppId = (v: unknown) => Number.isInteger(v) && (v as number) > 0 && (v as number) <= 2_147_483_647;

/** Steam's Web API and store, answering with what we use; a private profile is `undefined` where Steam says so. */
export function steamApi(config: Config) {
  const key = () => {
    if (!config.steam.apiKey) throw new AppError('notConfigured');
    return config.steam.apiKey;
  };
  const call = async (path: string, query: Record<string, string | number>) => {
    const url = new URL(`${config.steam.apiUrl}${path}`);
    url.searchParams.set('key', key());
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    return (await providerFetch(url, { provider: 'steam' })).data;
  };

  return {
    async playerSummary(steamId: string): Promise<SteamPlayer | undefined> {
      const data = await call('/ISteamUser/GetPlayerSummaries/v2/', { steamids: steamId });
      const players = isObject(data) && isObject(data.response) ? data.response.players : undefined;
      return arrayOf<SteamPlayer>(players, (p) => p.steamid === steamId)[0];
    },

    /** The owned games, or undefined for a private profile (Steam answers `{response:{}}`). */
    async ownedGames(steamId: string): Promise<SteamOwnedGame[] | undefined> {
      const data = await call('/IPlayerService/GetOwnedGames/v1/', {
        steamid: steamId,
        include_appinfo: 1,
        include_played_free_games: 1,
      });
      const response = isObject(data) && isObject(data.response) ? data.response : undefined;
      if (!response || !Array.isArray(response.games)) {
        // A public profile with no games says game_count 0; nothing at all means private.
        return response && response.game_count === 0 ? [] : undefined;
      }
      return arrayOf<SteamOwnedGame>(response.games, (g) => isAppId(g.appid));
    },

    async recentlyPlayed(steamId: string): Promise<SteamOwnedGame[]> {
      const data = await call('/IPlayerService/GetRecentlyPlayedGames/v1/', { steamid: steamId, count: 10 });
      const response = isObject(data) && isObject(data.response) ? data.response : undefined;
      return arrayOf<SteamOwnedGame>(response?.games, (g) => isAppId(g.appid));
    },

    /** The player's achievements in an app; null when the app has no stats; throws steamProfilePrivate on 403. */
    async playerAchievements(steamId: string, appId: number, lang: string) {
      try {
        const data = await call('/ISteamUserStats/GetPlayerAchievements/v1/', {
          steamid: steamId,
          appid: appId,
          l: lang,
        });
        const stats = isObject(data) && isObject(data.playerstats) ? data.playerstats : undefined;
        if (!stats || stats.success === false) return null;
        return arrayOf<SteamPlayerAchievement>(stats.achievements, (a) => typeof a.apiname === 'string');
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 403) throw new AppError('steamProfilePrivate');
        if (error instanceof ProviderHttpError && (error.status === 400 || error.status === 404)) return null;
        throw error;
      }
    },

    async schemaForGame(appId: number, lang: string) {
      try {
        const data = await call('/ISteamUserStats/GetSchemaForGame/v2/', { appid: appId, l: lang });
        const game = isObject(data) && isObject(data.game) ? data.game : undefined;
        const stats = game && isObject(game.availableGameStats) ? game.availableGameStats : undefined;
        return {
          name: typeof game?.gameName === 'string' ? game.gameName : undefined,
          achievements: arrayOf<SteamSchemaAchievement>(stats?.achievements, (a) => typeof a.name === 'string'),
        };
      } catch (error) {
        if (
          error instanceof ProviderHttpError &&
          (error.status === 400 || error.status === 404 || error.status === 403)
        ) {
          return { name: undefined, achievements: [] };
        }
        throw error;
      }
    },

    /** The store's genres for one app (no key needed); null when the store does not know it. */
    async appGenres(appId: number) {
      const url = new URL(`${config.steam.storeUrl}/api/appdetails`);
      url.searchParams.set('appids', String(appId));
      url.searchParams.set('filters', 'genres,basic');
      let data: unknown;
      try {
        data = (await providerFetch(url, { provider: 'steam-store' })).data;
      } catch (error) {
        if (error instanceof ProviderHttpError) return null;
        throw error;
      }
      const entry = isObject(data) ? data[String(appId)] : undefined;
      if (!isObject(entry) || entry.success !== true || !isObject(entry.data)) return null;
      const genres = arrayOf<{ id: unknown; description: unknown }>(
        entry.data.genres,
        (g) => typeof g.description === 'string',
      )
        .map((g) => ({ id: String(g.id), description: String(g.description).slice(0, 64) }))
        .slice(0, 20);
      return { name: typeof entry.data.name === 'string' ? entry.data.name.slice(0, 255) : undefined, genres };
    },
  };
}

export type SteamApi = ReturnType<typeof steamApi>;

/** The icon of an app on Steam's media host (Steam names it by a hash). */
export function steamIconUrl(appId: number, hash: string | null | undefined): string | null {
  if (!hash || !/^[0-9a-f]{40}$/i.test(hash)) return null;
  return `https://media.steampowered.com/steamcommunity/public/images/apps/${appId}/${hash}.jpg`;
}
