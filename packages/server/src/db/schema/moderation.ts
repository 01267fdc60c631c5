import type { CommunityRule, ModerationAction } from '@gamefolk/contract';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every moderation action and lift, kept as it was written: its repository appends and reads, nothing else
 * (db/repositories/moderation-log.ts). The ids are plain numbers, not references, so that no account's deletion
 * or purge rewrites or removes an entry.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    moderatorId: integer('moderator_id'),
    action: varchar('action', { length: 10 }).$type<ModerationAction>().notNull(),
    userId: integer('user_id').notNull(),
    rule: varchar('rule', { length: 30 }).$type<CommunityRule>().notNull(),
    note: text('note'),
    /** For a warning or suspension, when it ends. */
    until: timestamp('until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_user_idx').on(t.userId, t.id.desc())],
);
