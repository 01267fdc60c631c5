// What a player chose to hear: players muted (for a time or for good), muted words, and which kinds of notification
// reach them on which channel. The rules that read them are policies/attention.ts.
import { boolean, index, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** `muterId` hears nothing of `mutedId` until `until` (null: for good); the muted player is never told. */
export const mutes = pgTable(
  'mutes',
  {
    muterId: integer('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedId: integer('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] }), index('mutes_muted_idx').on(t.mutedId)],
);

/** One kind's channels as the player set them; a kind with no row has every channel on. */
export interface ChannelChoice {
  inApp: boolean;
  push: boolean;
  mail: boolean;
}

/** One row per player who changed anything here; none means the defaults (no words, every channel on, no digest). */
export const attentionSettings = pgTable(
  'attention_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the player typed them; matched folded (policies/attention.ts). */
    mutedWords: jsonb('muted_words').$type<string[]>().notNull().default([]),
    /** By kind (a notification type or `chat`), only the kinds the player changed. */
    channels: jsonb('channels').$type<Record<string, ChannelChoice>>().notNull().default({}),
    /** The daily mail of what was missed; off until the player turns it on. */
    digest: boolean('digest').notNull().default(false),
    /** When the last digest went out: the next one tells only of what came after it. */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
  },
  (t) => [index('attention_settings_digest_idx').on(t.digest)],
);

export type MuteRow = typeof mutes.$inferSelect;
export type AttentionSettingsRow = typeof attentionSettings.$inferSelect;
