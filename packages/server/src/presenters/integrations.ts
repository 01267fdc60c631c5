import { limits, valorantRankName, type RiotAccount, type SteamIntegration } from '@gamefolk/contract';
import type { RiotAccountRow } from '../db/repositories/riot.js';
import type { SteamAccountRow } from '../db/repositories/steam.js';

// Linked accounts as their owner and others see them; `refresh_after`/`refreshableAt` only for the owner, while the
// refresh button rests.

/** When the owner's refresh button works again, while it rests after its last use; null for anyone else. */
function refreshAgainAt(row: { userId: number; refreshedAt: Date | null }, viewerId: number, now: Date) {
  const at = row.refreshedAt && row.refreshedAt.getTime() + limits.linkedAccountRefreshMs;
  return row.userId === viewerId && at && at > now.getTime() ? new Date(at).toISOString() : null;
}

export function presentSteamAccount(row: SteamAccountRow, viewerId: number, now: Date): SteamIntegration {
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
    refresh_after: refreshAgainAt(row, viewerId, now),
  };
}

export function presentRiotAccount(row: RiotAccountRow, viewerId: number, now: Date): RiotAccount {
  const own = row.userId === viewerId;
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
    refreshableAt: refreshAgainAt(row, viewerId, now),
  };
}
