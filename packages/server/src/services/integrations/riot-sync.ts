// Reading a linked Riot account's League and Valorant data and keeping the last good copy. Used by riotAuth (first
// read), refreshRiot (on demand, with a cool-down) and the daily background job (jobs/riot-sync.ts).
import { limits, lolRankName, valorantRankName, type RiotPlatform } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { RiotAccountRow } from '../../db/repositories/riot.js';
import { AppError } from '../../errors/app-error.js';

/** The profile's refresh button works again this long after its last use. */
export const riotRefreshCooldownMs = limits.linkedAccountRefreshMs;
/** The background job renews an account at most this often. */
export const riotSyncEveryMs = 24 * 60 * 60 * 1000;
/** After a failed sync, the job waits this long before trying that account again. */
export const riotRetryAfterFailureMs = 60 * 60 * 1000;

/** The solo queue's rank, else flex's, as lobbies write it. */
function bestLolRank(ranks: { queueType: string; tier: string; rank: string }[]) {
  const solo = ranks.find((r) => r.queueType === 'RANKED_SOLO_5x5');
  const flex = ranks.find((r) => r.queueType === 'RANKED_FLEX_SR');
  return (solo && lolRankName(solo.tier, solo.rank)) ?? (flex && lolRankName(flex.tier, flex.rank)) ?? null;
}

/**
 * Reads the account's data from Riot and stores it. A provider outage (or a 429 that outlasts our wait) keeps the
 * last good data, records the failure with its time, and is thrown on for the caller to answer or swallow.
 */
export async function syncRiotAccount(services: Services, account: RiotAccountRow): Promise<RiotAccountRow> {
  const platform = account.platform as RiotPlatform | null;
  if (!platform) return account;
  try {
    const [lol, valorantTier] = await Promise.all([
      services.riot.lolData(account.puuid, platform),
      services.riot.valorantTier(account.puuid, platform),
    ]);
    const saved = await services.repos.riot.saveSync(
      account.userId,
      account.puuid,
      {
        summonerLevel: lol.summonerLevel,
        lolRanks: lol.ranks,
        mastery: lol.mastery,
        lolRank: bestLolRank(lol.ranks),
        valorantTier,
        valorantRank: valorantRankName(valorantTier),
      },
      services.now(),
    );
    return saved ?? account;
  } catch (error) {
    if (error instanceof AppError && error.code !== 'notConfigured') {
      await services.repos.riot.saveFailure(account.userId, error.code, services.now());
    }
    throw error;
  }
}
