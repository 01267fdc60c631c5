// Steam data on profiles and in Settings: status, library pages, most played, recent activity, genres,
// achievements, the on-demand refresh and removing the link.
import {
  getFeaturedSteam,
  getLastActivity,
  getSteamActivity,
  getSteamLibraryV2,
  getUserAchievements,
  getUserGenres,
  removeSteam,
  syncAchievements,
  syncSteamLibrary,
  userIntegrations,
  type SteamAchievements,
} from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { SteamAccountRow } from '../../db/repositories/steam.js';
import type { SteamGameRow } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { steamApi, steamIconUrl } from '../../providers/steam.js';
import { loadVisibleUser } from '../../services/views/visible-user.js';
import { handle } from '../define.js';
import { presentSteamAccount } from '../../presenters/integrations.js';
import { steamRefreshCooldownMs, syncSteamAccount } from '../../services/integrations/steam-sync.js';

/** An app's achievement names and icons are read again after this long. */
const schemaStaleMs = 7 * 24 * 60 * 60 * 1000;
/** A user's achievements in an app, read on demand, are read again after this long. */
const achievementsStaleMs = 6 * 60 * 60 * 1000;

/** The linked Steam account whose data a viewer may read: visible user, linked, a key to have read it with, public. */
async function readableAccount(services: Services, userId: number, viewerId: number): Promise<SteamAccountRow> {
  await loadVisibleUser(services, userId, viewerId);
  if (!services.config.steam.apiKey) throw new AppError('notConfigured');
  const account = await services.repos.steam.byUser(userId);
  if (!account) throw new AppError('steamNotLinked');
  if (account.isPublic === false) throw new AppError('steamProfilePrivate');
  return account;
}

function presentGame(row: SteamGameRow) {
  return {
    appid: row.appId,
    name: row.name,
    playtime_forever: row.playtimeForever,
    icon: steamIconUrl(row.appId, row.iconHash),
  };
}

function presentPlayed(row: SteamGameRow) {
  return {
    ...presentGame(row),
    playtime_2weeks: row.playtime2weeks,
    last_played_at: row.lastPlayedAt?.toISOString() ?? null,
  };
}

export const userIntegrationsHandler = handle(userIntegrations, async (input, { services, session }) => {
  const me = session.user.id;
  const userId = input?.userId ?? me;
  await loadVisibleUser(services, userId, me);
  const [steam, riot] = await Promise.all([services.repos.steam.byUser(userId), services.repos.riot.byUser(userId)]);
  return {
    steam: steam ? presentSteamAccount(steam, me, services.now()) : null,
    // Riot's part: the linked Riot account's name and the state of its last sync.
    riot: riot
      ? {
          gameName: riot.gameName,
          tagLine: riot.tagLine,
          platform: riot.platform,
          synced_at: riot.syncedAt?.toISOString() ?? null,
          sync_error: riot.syncError,
        }
      : null,
    steam_configured: Boolean(services.config.steam.apiKey),
  };
});

export const removeSteamHandler = handle(removeSteam, async (_input, { services, session }) => {
  const removed = await services.repos.transaction((tx) => tx.steam.remove(session.user.id));
  if (!removed) throw new AppError('steamNotLinked');
  return { removed: true as const };
});

export const syncSteamLibraryHandler = handle(syncSteamLibrary, async (_input, { services, session }) => {
  const me = session.user.id;
  if (!services.config.steam.apiKey) throw new AppError('notConfigured');
  const account = await services.repos.steam.byUser(me);
  if (!account) throw new AppError('steamNotLinked');
  const now = services.now();
  if (account.refreshedAt && account.refreshedAt.getTime() + steamRefreshCooldownMs > now.getTime()) {
    const wait = Math.ceil((account.refreshedAt.getTime() + steamRefreshCooldownMs - now.getTime()) / 1000);
    throw new AppError('syncCooldown', undefined, { 'retry-after': String(wait) });
  }
  await services.repos.steam.markRefreshed(me, now);
  // A private profile or an outage answers its code; the last good data stays and the status shows its age.
  const synced = await syncSteamAccount(services, account);
  return presentSteamAccount(synced, me, services.now());
});

export const getSteamLibraryV2Handler = handle(getSteamLibraryV2, async (input, { services, session }) => {
  const account = await readableAccount(services, input.userId, session.user.id);
  const search = input.search_keys?.trim() || undefined;
  const rows = await services.repos.steam.library(account.userId, input.page, input.limit, search);
  return rows.map(presentGame);
});

export const getFeaturedSteamHandler = handle(getFeaturedSteam, async ({ userId }, { services, session }) => {
  const account = await readableAccount(services, userId, session.user.id);
  return (await services.repos.steam.mostPlayed(account.userId, 6)).map(presentPlayed);
});

export const getSteamActivityHandler = handle(getSteamActivity, async ({ userId }, { services, session }) => {
  const account = await readableAccount(services, userId, session.user.id);
  return (await services.repos.steam.recent(account.userId, 10)).map(presentPlayed);
});

export const getLastActivityHandler = handle(getLastActivity, async ({ userId }, { services, session }) => {
  const account = await readableAccount(services, userId, session.user.id);
  const [last] = await services.repos.steam.recent(account.userId, 1);
  return last ? presentPlayed(last) : null;
});

export const getUserGenresHandler = handle(getUserGenres, async ({ userId }, { services, session }) => {
  const account = await readableAccount(services, userId, session.user.id);
  return services.repos.steam.genres(account.userId);
});

/** Reads the app's schema (when stale) and the user's achievements in it from Steam, and stores them. */
async function refreshAchievements(services: Services, account: SteamAccountRow, appId: number) {
  const api = steamApi(services.config);
  const { steam } = services.repos;
  // Only games in the player's library: Steam is not asked about arbitrary app ids.
  if (!(await steam.game(account.userId, appId))) throw new AppError('unknownGame');
  const app = await steam.app(appId);
  const now = services.now();
  if (!app?.schemaFetchedAt || app.schemaFetchedAt.getTime() + schemaStaleMs < now.getTime()) {
    const schema = await api.schemaForGame(appId, 'english');
    const seen = new Set<string>();
    const rows = schema.achievements
      .filter((a) => a.name.length <= 128 && !seen.has(a.name) && seen.add(a.name))
      .map((a) => ({
        appId,
        apiName: a.name,
        displayName: (typeof a.displayName === 'string' && a.displayName ? a.displayName : a.name).slice(0, 255),
        description: typeof a.description === 'string' ? a.description.slice(0, 1000) : null,
        icon: typeof a.icon === 'string' && a.icon.startsWith('https://') ? a.icon : null,
        iconGray: typeof a.icongray === 'string' && a.icongray.startsWith('https://') ? a.icongray : null,
        hidden: a.hidden === 1,
      }));
    await services.repos.transaction((tx) => tx.steam.saveSchema(appId, schema.name?.slice(0, 255), rows, now));
  }
  const player = await api.playerAchievements(account.steamId, appId, 'english');
  const seen = new Set<string>();
  const rows =
    player
      ?.filter((a) => a.apiname.length <= 128 && !seen.has(a.apiname) && seen.add(a.apiname))
      .map((a) => ({
        apiName: a.apiname,
        achieved: a.achieved === 1,
        unlockedAt:
          a.achieved === 1 && Number.isInteger(a.unlocktime) && a.unlocktime! > 0
            ? new Date(a.unlocktime! * 1000)
            : null,
      })) ?? null;
  await services.repos.transaction((tx) => tx.steam.saveUserAchievements(account.userId, appId, rows, now));
}

async function presentAchievements(services: Services, userId: number, appId: number): Promise<SteamAchievements> {
  const { steam } = services.repos;
  const [sync, game, app, rows] = await Promise.all([
    steam.achievementSync(userId, appId),
    steam.game(userId, appId),
    steam.app(appId),
    steam.achievements(userId, appId),
  ]);
  return {
    appid: appId,
    name: game?.name ?? app?.name ?? `App ${appId}`,
    has_stats: sync ? sync.hasStats : true,
    synced_at: sync?.syncedAt.toISOString() ?? null,
    // Hidden achievements keep their secret until unlocked.
    achievements: rows.map((r) => {
      const secret = r.hidden && !r.achieved;
      return {
        apiname: r.apiName,
        name: secret ? 'Hidden achievement' : (r.displayName ?? r.apiName),
        description: secret ? null : r.description,
        icon: (r.achieved ? r.icon : r.iconGray) ?? null,
        achieved: r.achieved,
        unlocked_at: r.unlockedAt?.toISOString() ?? null,
      };
    }),
  };
}

export const syncAchievementsHandler = handle(syncAchievements, async ({ steamapp_id }, { services, session }) => {
  const me = session.user.id;
  const account = await readableAccount(services, me, me);
  await services.rateLimits.consume('steamByUser', String(me));
  await refreshAchievements(services, account, steamapp_id);
  return presentAchievements(services, me, steamapp_id);
});

/** The stored achievements; read from Steam first when never read or hours old (a visitor's look counts too). */
export const getUserAchievementsHandler = handle(
  getUserAchievements,
  async ({ steamapp_id, userId }, { services, session }) => {
    const account = await readableAccount(services, userId, session.user.id);
    const sync = await services.repos.steam.achievementSync(userId, steamapp_id);
    if (!sync && !(await services.repos.steam.game(userId, steamapp_id))) throw new AppError('unknownGame');
    if (!sync || sync.syncedAt.getTime() + achievementsStaleMs < services.now().getTime()) {
      await services.rateLimits.consume('steamByUser', String(session.user.id));
      try {
        await refreshAchievements(services, account, steamapp_id);
      } catch (error) {
        // With data stored, an outage shows the last good copy (its age is synced_at); without, it answers.
        if (!sync || !(error instanceof AppError) || error.code === 'steamProfilePrivate') throw error;
      }
    }
    return presentAchievements(services, userId, steamapp_id);
  },
);
