import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.js';
import { games } from './games.js';

export type Socials = Partial<Record<'x' | 'facebook' | 'instagram' | 'youtube' | 'twitch' | 'kick', string>>;
export type Hardware = Partial<
  Record<
    | 'gpu'
    | 'powerSupply'
    | 'ram'
    | 'router'
    | 'processor'
    | 'monitor'
    | 'chair'
    | 'microphone'
    | 'camera'
    | 'headphone'
    | 'mouse'
    | 'keyboard',
    string
  >
>;

/** What a player says about themself: one row per user, created on first save. */
export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  about: varchar('about', { length: 250 }),
  phone: varchar('phone', { length: 30 }),
  country: varchar('country', { length: 3 }),
  gamingStatus: varchar('gaming_status', { length: 30 }),
  bannerUrl: text('banner_url'),
  socials: jsonb('socials').$type<Socials>().notNull().default({}),
  /** Usernames on gaming platforms (Steam, PlayStation, Xbox, ...), keyed by platform. */
  platforms: jsonb('platforms').$type<Record<string, string>>().notNull().default({}),
  accessories: jsonb('accessories').$type<Hardware>().notNull().default({}),
  system: jsonb('system').$type<Hardware>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const favouriteGames = pgTable(
  'favourite_games',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/** A player's photo gallery, newest first. */
export const userPhotos = pgTable(
  'user_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_photos_user_idx').on(t.userId, t.createdAt)],
);

/** Uploaded files: stored under a random key, served with the type read from their bytes. */
export const uploads = pgTable(
  'uploads',
  {
    key: varchar('key', { length: 80 }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    /** A video's web variant (`<key>_p.mp4` and `<key>_p.jpg`, services/files/video-variants.ts); null for other files. */
    variant: varchar('variant', { length: 10 }).$type<'processing' | 'ready' | 'failed'>(),
    /** What the variant and poster take together, counted toward the owner's quota beside `size`. */
    variantSize: integer('variant_size').notNull().default(0),
    /**
     * When a transcode of this video last started (states/variant-moves.ts): while the video is processing and
     * this is recent, a transcode holds it, and its owner's other videos wait for it.
     */
    transcodeStartedAt: timestamp('transcode_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId),
    index('uploads_processing_idx')
      .on(t.createdAt)
      .where(sql`${t.variant} = 'processing'`),
  ],
);
