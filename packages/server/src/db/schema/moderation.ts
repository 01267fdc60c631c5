import type { AppealStatus, CommunityRule, ModerationLogAction, ReportType } from '@gamefolk/contract';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Every moderation action and lift, removal, appeal and decision, kept as it was written: its repository appends and
 * reads, nothing else (db/repositories/moderation-log.ts). The ids are plain numbers, not references, so that no
 * account's deletion or purge rewrites or removes an entry.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    moderatorId: integer('moderator_id'),
    action: varchar('action', { length: 10 }).$type<ModerationLogAction>().notNull(),
    userId: integer('user_id').notNull(),
    rule: varchar('rule', { length: 30 }).$type<CommunityRule>().notNull(),
    note: text('note'),
    /** For a warning or suspension, when it ends. */
    until: timestamp('until', { withTimezone: true }),
    /** For `remove`: the reported thing taken down. */
    subjectType: varchar('subject_type', { length: 20 }).$type<ReportType>(),
    subjectId: integer('subject_id'),
    /** For `appeal`, `granted` and `denied`: the entry appealed. */
    appealOf: integer('appeal_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_log_user_idx').on(t.userId, t.id.desc()),
    index('moderation_log_moderator_idx').on(t.moderatorId, t.id.desc()),
  ],
);

/**
 * One appeal per log entry (its unique index): open until a manager grants or denies it (states/appeal-moves.ts).
 * The appeal and its decision are also entries of the log; this row is where it stands.
 */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    logId: integer('log_id').notNull(),
    userId: integer('user_id').notNull(),
    text: text('text').notNull(),
    status: varchar('status', { length: 10 }).$type<AppealStatus>().notNull().default('open'),
    decidedBy: integer('decided_by'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('moderation_appeals_log_idx').on(t.logId),
    index('moderation_appeals_status_idx').on(t.status, t.id),
    index('moderation_appeals_user_idx').on(t.userId),
  ],
);
