import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The games catalog: seeded on first start, grown by IGDB imports and managers, referenced by favourite games,
 * lobbies and events.
 */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 60 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    genres: jsonb('genres').$type<string[]>().notNull().default([]),
    platforms: jsonb('platforms').$type<string[]>().notNull().default([]),
    /** A data-image string (SVG) the project draws itself, or a stored file (`/files/<key>`): a cover or an upload. */
    icon: text('icon').notNull(),
    popularity: integer('popularity').notNull().default(0),
    /** The IGDB game this row was imported from (or linked to): unique, so a game is imported once. */
    igdbId: integer('igdb_id'),
    /** IGDB's cover, fetched into our storage once by a job. */
    coverImageId: varchar('cover_image_id', { length: 40 }),
    releaseYear: integer('release_year'),
    /** Steam's app id, when IGDB named it: a linked Steam library's games match by it. */
    steamAppId: integer('steam_app_id'),
    /** Hidden by a manager: not offered by getGames; what already names it keeps it. */
    hidden: boolean('hidden').notNull().default(false),
    /** Merged by a manager into this game: everything naming it moved there; its IGDB id keeps resolving there. */
    mergedInto: integer('merged_into').references((): AnyPgColumn => games.id),
  },
  (t) => [
    uniqueIndex('games_slug_idx').on(t.slug),
    index('games_popularity_idx').on(t.popularity),
    uniqueIndex('games_igdb_idx').on(t.igdbId),
    index('games_steam_app_idx').on(t.steamAppId),
  ],
);

export type GameRow = typeof games.$inferSelect;
