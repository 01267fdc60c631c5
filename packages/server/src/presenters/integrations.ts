import { limits, valorantRankName, type RiotAccount, type SteamIntegration } from '@gamefolk/contract';
import type { RiotAccountRow } from '../db/repositories/riot.js';
import type { SteamAccountRow } from '../db/repositories/steam.js';

// Linked accounts as their owner and others see them; `refresh_after`/`refreshableAt` only for the owner, while the
// refresh button rests.

export function presentSteamAccount(row: SteamAccountRow, viewerId: number, now: Date): SteamIntegration {
  const own = row.userId === viewerId;
  const refreshAfter =
    own && row.refreshedAt && row.refreshedAt.getTime() + limits.linkedAccountRefreshMs > now.getTime()
      ? new Date(row.refreshedAt.getTime() + limits.linkedAccountRefreshMs).toISOString()
      : null;
  return {
    steamid: row.steamId,
    persona_name: row.personaName,
    avatar: row.avatarUrl,
    profile_url: row.profileUrl,
    is_public: row.isPublic,
    game_count: row.gameCount,
    synced_at: row.syncedAt?.toISOString() ?? null,
    sync_error: row.syncError,
    sync_failed_at: row.syncFailedAt?.toISOString() ?? null,
    refresh_after: refreshAfter,
  };
}

export function presentRiotAccount(row: RiotAccountRow, viewerId: number, now: Date): RiotAccount {
  const own = row.userId === viewerId;
  const refreshableAt =
    own && row.refreshedAt && row.refreshedAt.getTime() + limits.linkedAccountRefreshMs > now.getTime()
      ? new Date(row.refreshedAt.getTime() + limits.linkedAccountRefreshMs).toISOString()
      : null;
  const valorantRank = valorantRankName(row.valorantTier);
  return {
    puuid: own ? row.puuid : null,
    gameName: row.gameName,
    tagLine: row.tagLine,
    server: row.platform,
    summonerLevel: row.summonerLevel,
    ranks: row.lolRanks ?? [],
    mastery: row.mastery ?? [],
    valorant: row.valorantTier !== null && valorantRank ? { tier: row.valorantTier, rank: valorantRank } : null,
    syncedAt: row.syncedAt?.toISOString() ?? null,
    syncError: row.syncError,
    syncFailedAt: row.syncFailedAt?.toISOString() ?? null,
    refreshableAt,
  };
}
