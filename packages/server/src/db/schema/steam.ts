import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A user's Steam account: the SteamID64 proven by OpenID (sign-in or link), what Steam last said about the player,
 * and the state of the last sync. The last good library stays when a later sync fails (shown with its age).
 */
export const steamAccounts = pgTable(
  'steam_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    steamId: varchar('steam_id', { length: 17 }).notNull(),
    personaName: varchar('persona_name', { length: 64 }),
    avatarUrl: text('avatar_url'),
    profileUrl: text('profile_url'),
    /** Steam's communityvisibilitystate == 3 at the last look; null before the first. */
    isPublic: boolean('is_public'),
    gameCount: integer('game_count'),
    /** When the library was last read in full from Steam. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    /** The last failed sync and why (`providerUnavailable`, `steamProfilePrivate` …), cleared by a good one. */
    syncFailedAt: timestamp('sync_failed_at', { withTimezone: true }),
    syncError: varchar('sync_error', { length: 40 }),
    /** The last sync asked for by the user: the on-demand cool-down counts from it. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('steam_accounts_steam_id_idx').on(t.steamId), index('steam_accounts_synced_idx').on(t.syncedAt)],
);

/** The owned games from GetOwnedGames (play times in minutes). */
export const steamGames = pgTable(
  'steam_games',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: integer('app_id').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    playtimeForever: integer('playtime_forever').notNull().default(0),
    playtime2weeks: integer('playtime_2weeks').notNull().default(0),
    iconHash: varchar('icon_hash', { length: 64 }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
    /** Set for the games GetRecentlyPlayedGames named at the last sync (1 = most recent). */
    recentRank: integer('recent_rank'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.appId] }),
    index('steam_games_playtime_idx').on(t.userId, t.playtimeForever.desc()),
  ],
);

export interface SteamGenre {
  id: string;
  description: string;
}

/** What we know about one Steam app from the store (genres) and its stats schema (achievement names and icons). */
export const steamApps = pgTable('steam_apps', {
  appId: integer('app_id').primaryKey(),
  name: varchar('name', { length: 255 }),
  genres: jsonb('genres').$type<SteamGenre[]>(),
  /** When the store's appdetails was last read (genres rarely change; read again after weeks). */
  storeFetchedAt: timestamp('store_fetched_at', { withTimezone: true }),
  schemaFetchedAt: timestamp('schema_fetched_at', { withTimezone: true }),
});

/** One achievement of an app, from GetSchemaForGame. */
export const steamAchievementSchemas = pgTable(
  'steam_achievement_schemas',
  {
    appId: integer('app_id').notNull(),
    apiName: varchar('api_name', { length: 128 }).notNull(),
    displayName: varchar('display_name', { length: 255 }).notNull(),
    description: text('description'),
    icon: text('icon'),
    iconGray: text('icon_gray'),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.appId, t.apiName] })],
);

/** A user's achievements in one app, from GetPlayerAchievements; `syncedAt` on the per-app row below. */
export const steamUserAchievements = pgTable(
  'steam_user_achievements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: integer('app_id').notNull(),
    apiName: varchar('api_name', { length: 128 }).notNull(),
    achieved: boolean('achieved').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.appId, t.apiName] })],
);

/** When a user's achievements for an app were last read, and whether the app has stats at all. */
export const steamAchievementSyncs = pgTable(
  'steam_achievement_syncs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: integer('app_id').notNull(),
    hasStats: boolean('has_stats').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.appId] })],
);

/**
 * OpenID `response_nonce`s already accepted: the primary key makes a replay fail on insert (no look-up race).
 * Assertions older than the accepted window are refused by their timestamp, so older rows are purged.
 */
export const steamNonces = pgTable(
  'steam_openid_nonces',
  {
    nonce: varchar('nonce', { length: 255 }).primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index('steam_openid_nonces_created_idx').on(t.createdAt)],
);

export type SteamAccountRow = typeof steamAccounts.$inferSelect;
export type SteamGameRow = typeof steamGames.$inferSelect;
