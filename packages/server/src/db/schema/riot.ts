import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export interface StoredLolRank {
  queueType: string;
  tier: string;
  rank: string;
  leaguePoints: number;
  wins: number;
  losses: number;
}

export interface StoredMastery {
  championId: number;
  championName: string;
  championLevel: number;
  championPoints: number;
}

/**
 * A user's linked Riot account: its PUUID (never a token, summoner name or summoner id), the platform they chose,
 * and the last good data read from Riot, kept when a later sync fails so the profile can show it with its age.
 * `lolRank` and `valorantRank` are written as lobbies write ranks (`Gold II`, `Gold 2`), so lobby lists can show and
 * filter by them in the same statement.
 */
export const riotAccounts = pgTable(
  'riot_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    puuid: varchar('puuid', { length: 100 }).notNull(),
    gameName: varchar('game_name', { length: 64 }).notNull(),
    tagLine: varchar('tag_line', { length: 16 }).notNull(),
    /** The League platform (`euw1`, `tr1` …) the player chose; null until they do. */
    platform: varchar('platform', { length: 8 }),
    summonerLevel: integer('summoner_level'),
    lolRanks: jsonb('lol_ranks').$type<StoredLolRank[]>(),
    mastery: jsonb('mastery').$type<StoredMastery[]>(),
    lolRank: varchar('lol_rank', { length: 30 }),
    valorantTier: integer('valorant_tier'),
    valorantRank: varchar('valorant_rank', { length: 30 }),
    /** When the data above was last read in full from Riot. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    /** The last failed sync and why (`providerUnavailable`, `providerRateLimited` …), cleared by a good one. */
    syncFailedAt: timestamp('sync_failed_at', { withTimezone: true }),
    syncError: varchar('sync_error', { length: 40 }),
    /** The last sync asked for from the profile: the on-demand cool-down counts from it. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('riot_accounts_puuid_idx').on(t.puuid),
    // The daily re-sync reads the stalest accounts first.
    index('riot_accounts_synced_idx').on(t.syncedAt),
  ],
);

export type RiotAccountRow = typeof riotAccounts.$inferSelect;
