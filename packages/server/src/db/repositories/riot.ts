import { and, asc, eq, isNotNull, lt, or, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { riotAccounts, type RiotAccountRow, type StoredLolRank, type StoredMastery } from '../schema.js';

export type { RiotAccountRow };

/**
 * The rank Riot verified for a user in a game, as an SQL expression for lists (one statement per page): League's for
 * League of Legends, Valorant's for Valorant, null for other games or without a linked account.
 */
export function verifiedRankSql(userId: SQL | AnyColumn, gameSlug: SQL | AnyColumn): SQL<string | null> {
  return sql<string | null>`(select case ${gameSlug} when 'league-of-legends' then vr.lol_rank
    when 'valorant' then vr.valorant_rank end from ${riotAccounts} vr where vr.user_id = ${userId})`;
}

export interface RiotSyncData {
  summonerLevel: number | null;
  lolRanks: StoredLolRank[];
  mastery: StoredMastery[];
  lolRank: string | null;
  valorantTier: number | null;
  valorantRank: string | null;
}

export function riotRepository(db: Database) {
  return {
    byUser: (userId: number) =>
      db
        .select()
        .from(riotAccounts)
        .where(eq(riotAccounts.userId, userId))
        .then((rows): RiotAccountRow | undefined => rows[0]),

    byPuuid: (puuid: string) =>
      db
        .select()
        .from(riotAccounts)
        .where(eq(riotAccounts.puuid, puuid))
        .then((rows): RiotAccountRow | undefined => rows[0]),

    /**
     * Links the account to the user. Signing on again with the same PUUID keeps its data; another PUUID starts
     * afresh. Throws a unique violation when another user holds the PUUID.
     */
    link: (userId: number, identity: { puuid: string; gameName: string; tagLine: string }) =>
      db
        .insert(riotAccounts)
        .values({ userId, ...identity })
        .onConflictDoUpdate({
          target: riotAccounts.userId,
          set: {
            gameName: identity.gameName,
            tagLine: identity.tagLine,
            puuid: identity.puuid,
            platform: sql`case when ${riotAccounts.puuid} = excluded.puuid then ${riotAccounts.platform} end`,
            summonerLevel: sql`case when ${riotAccounts.puuid} = excluded.puuid then ${riotAccounts.summonerLevel} end`,
            lolRanks: sql`case when ${riotAccounts.puuid} = excluded.puuid then ${riotAccounts.lolRanks} end`,
            mastery: sql`case when ${riotAccounts.puuid} = excluded.puuid then ${riotAccounts.mastery} end`,
            lolRank: sql`case when ${riotAccounts.puuid} = excluded.puuid then ${riotAccounts.lolRank} end`,
            valorantTier: sql`case when ${riotAccounts.puuid} = excluded.puuid then ${riotAccounts.valorantTier} end`,
            valorantRank: sql`case when ${riotAccounts.puuid} = excluded.puuid then ${riotAccounts.valorantRank} end`,
            syncedAt: sql`case when ${riotAccounts.puuid} = excluded.puuid then ${riotAccounts.syncedAt} end`,
            syncFailedAt: sql`case when ${riotAccounts.puuid} = excluded.puuid then ${riotAccounts.syncFailedAt} end`,
            syncError: sql`case when ${riotAccounts.puuid} = excluded.puuid then ${riotAccounts.syncError} end`,
          },
        })
        .returning()
        .then((rows) => rows[0]!),

    setPlatform: (userId: number, platform: string) =>
      db
        .update(riotAccounts)
        .set({ platform })
        .where(eq(riotAccounts.userId, userId))
        .returning()
        .then((rows): RiotAccountRow | undefined => rows[0]),

    /** Stores a good sync for the PUUID it was made for (a relink in the meantime is left alone). */
    saveSync: (userId: number, puuid: string, data: RiotSyncData, at: Date) =>
      db
        .update(riotAccounts)
        .set({ ...data, syncedAt: at, syncFailedAt: null, syncError: null })
        .where(and(eq(riotAccounts.userId, userId), eq(riotAccounts.puuid, puuid)))
        .returning()
        .then((rows): RiotAccountRow | undefined => rows[0]),

    /** A failed sync: the last good data stays, with why and when it could not be renewed. */
    saveFailure: (userId: number, error: string, at: Date) =>
      db
        .update(riotAccounts)
        .set({ syncFailedAt: at, syncError: error })
        .where(eq(riotAccounts.userId, userId))
        .returning()
        .then((rows): RiotAccountRow | undefined => rows[0]),

    /** Claims an on-demand refresh: undefined while the last one is younger than the cool-down. */
    claimRefresh: (userId: number, now: Date, cooldownMs: number) =>
      db
        .update(riotAccounts)
        .set({ refreshedAt: now })
        .where(
          and(
            eq(riotAccounts.userId, userId),
            or(isNull(riotAccounts.refreshedAt), lt(riotAccounts.refreshedAt, new Date(now.getTime() - cooldownMs))),
          ),
        )
        .returning()
        .then((rows): RiotAccountRow | undefined => rows[0]),

    /** Accounts due their daily sync, stalest first; one that just failed waits `retryMs` before another try. */
    due: (now: Date, everyMs: number, retryMs: number, limit: number) =>
      db
        .select()
        .from(riotAccounts)
        .where(
          and(
            isNotNull(riotAccounts.platform),
            or(isNull(riotAccounts.syncedAt), lt(riotAccounts.syncedAt, new Date(now.getTime() - everyMs))),
            or(isNull(riotAccounts.syncFailedAt), lt(riotAccounts.syncFailedAt, new Date(now.getTime() - retryMs))),
          ),
        )
        .orderBy(sql`${riotAccounts.syncedAt} asc nulls first`, asc(riotAccounts.userId))
        .limit(limit),

    remove: (userId: number) =>
      db
        .delete(riotAccounts)
        .where(eq(riotAccounts.userId, userId))
        .returning({ userId: riotAccounts.userId })
        .then((rows) => rows.length > 0),
  };
}
