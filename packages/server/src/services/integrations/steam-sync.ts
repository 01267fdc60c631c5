// Reading a linked Steam account's library and keeping the last good copy. Used by steamAuth (first read),
// syncSteamLibrary (on demand, with a cool-down), the job after a Steam sign-in and the daily re-sync
// (jobs/steam-sync.ts).
import { limits } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { SteamAccountRow, SteamGameData } from '../../db/repositories/steam.js';
import { AppError } from '../../errors/app-error.js';
import { ProviderUnavailable } from '../../providers/provider-fetch.js';
import { steamApi, type SteamOwnedGame, type SteamPlayer } from '../../providers/steam.js';

/** The profile's refresh button works again this long after its last use. */
export const steamRefreshCooldownMs = limits.linkedAccountRefreshMs;
/** The background job renews an account at most this often. */
export const steamSyncEveryMs = 24 * 60 * 60 * 1000;
/** After a failed sync, the job waits this long before trying that account again. */
export const steamRetryAfterFailureMs = 60 * 60 * 1000;
/** Store genres rarely change: an app's are read again after this long. */
export const steamGenresStaleMs = 30 * 24 * 60 * 60 * 1000;
/** Store calls one sync may make for genres (the store allows about 200 per 5 minutes for everyone). */
export const steamGenresPerSync = 20;

/** Queue job: a library sync asked for after a Steam sign-in (the answer does not wait for Steam's Web API). */
export const steamSyncJob = 'steam.sync';

const text = (v: unknown, max: number) => (typeof v === 'string' && v ? v.slice(0, max) : null);
const httpsUrl = (v: unknown) => {
  const s = text(v, 2048);
  return s && /^https:\/\/[^\s]+$/.test(s) ? s : null;
};
const minutes = (v: unknown) => (Number.isInteger(v) && (v as number) >= 0 ? Math.min(v as number, 2_000_000_000) : 0);

export function profileOf(player: SteamPlayer | undefined) {
  return {
    personaName: text(player?.personaname, 64),
    avatarUrl: httpsUrl(player?.avatarfull),
    profileUrl: httpsUrl(player?.profileurl),
    isPublic: player?.communityvisibilitystate === 3,
  };
}

/** Owned games with the recently played ones ranked (a recent game not owned, e.g. shared, is kept too). */
export function libraryOf(owned: SteamOwnedGame[], recent: SteamOwnedGame[]): SteamGameData[] {
  const games = new Map<number, SteamGameData>();
  const add = (g: SteamOwnedGame) => {
    const last = Number.isInteger(g.rtime_last_played) && g.rtime_last_played! > 0 ? g.rtime_last_played! : null;
    games.set(g.appid, {
      appId: g.appid,
      name: text(g.name, 255) ?? `App ${g.appid}`,
      playtimeForever: minutes(g.playtime_forever),
      playtime2weeks: minutes(g.playtime_2weeks),
      iconHash: text(g.img_icon_url, 64),
      lastPlayedAt: last ? new Date(last * 1000) : null,
      recentRank: null,
    });
  };
  owned.forEach(add);
  recent.forEach((g, i) => {
    if (!games.has(g.appid)) add(g);
    const game = games.get(g.appid)!;
    game.recentRank = i + 1;
    game.playtime2weeks = Math.max(game.playtime2weeks, minutes(g.playtime_2weeks));
  });
  return [...games.values()];
}

/**
 * Reads the account's profile and library from Steam and stores them. A private profile records
 * `steamProfilePrivate`; an outage (or a 429 that outlasts our wait) keeps the last good data and records the
 * failure with its time. Both are thrown on for the caller to answer or swallow.
 */
export async function syncSteamAccount(services: Services, account: SteamAccountRow): Promise<SteamAccountRow> {
  const api = steamApi(services.config);
  const { steam } = services.repos;
  try {
    const player = await api.playerSummary(account.steamId);
    const profile = profileOf(player);
    await steam.saveProfile(account.userId, account.steamId, profile);
    if (!profile.isPublic) throw new AppError('steamProfilePrivate');
    const owned = await api.ownedGames(account.steamId);
    if (owned === undefined) throw new AppError('steamProfilePrivate');
    const recent = await api.recentlyPlayed(account.steamId);
    const saved = await services.repos.transaction((tx) =>
      tx.steam.saveLibrary(account.userId, account.steamId, libraryOf(owned, recent), services.now()),
    );
    await fillGenres(services, account.userId, steamGenresPerSync);
    return saved ?? account;
  } catch (error) {
    if (error instanceof AppError && error.code !== 'notConfigured') {
      await steam.saveFailure(
        account.userId,
        error.code,
        services.now(),
        error.code === 'steamProfilePrivate' ? false : undefined,
      );
    }
    throw error;
  }
}

/** Reads the store's genres for the user's most played apps we know none for; stops quietly at an outage. */
export async function fillGenres(services: Services, userId: number, max: number) {
  const now = services.now();
  const missing = await services.repos.steam.appsMissingGenres(
    userId,
    new Date(now.getTime() - steamGenresStaleMs),
    max,
  );
  const api = steamApi(services.config);
  for (const appId of missing) {
    try {
      const found = await api.appGenres(appId);
      await services.repos.steam.saveGenres(appId, found?.name, found?.genres ?? null, services.now());
    } catch (error) {
      if (error instanceof ProviderUnavailable) return;
      throw error;
    }
  }
}
