import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The games catalog: seeded on first start, referenced by favourite games, lobbies and events. */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 60 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    genres: jsonb('genres').$type<string[]>().notNull().default([]),
    platforms: jsonb('platforms').$type<string[]>().notNull().default([]),
    /** A data-image string (SVG) the project draws itself. */
    icon: text('icon').notNull(),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [uniqueIndex('games_slug_idx').on(t.slug), index('games_popularity_idx').on(t.popularity)],
);

export type GameRow = typeof games.$inferSelect;
