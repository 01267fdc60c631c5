import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ReportSnapshot, ReportStatus } from '@gamefolk/contract';
import { users } from './accounts.js';

/** A user following a user. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.userId] }), index('follows_user_idx').on(t.userId, t.followerId)],
);

/** A block hides both users from each other, whoever made it. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);

export type ConnectionStatus = 'sent' | 'cancelled' | 'approved' | 'rejected' | 'removed';

/** Connection requests between two users; one live row per pair, its status moving as a union allows. */
export const connections = pgTable(
  'connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<ConnectionStatus>().notNull().default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('connections_requester_idx').on(t.requesterId, t.status),
    index('connections_receiver_idx').on(t.receiverId, t.status),
  ],
);

/** Web Push subscriptions, one per browser. */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The subscription's endpoint URL, unique per browser. */
    endpoint: text('endpoint').notNull(),
    /** The whole PushSubscription JSON (spec: device_token). */
    subscription: jsonb('subscription').$type<{ endpoint: string; keys: { p256dh: string; auth: string } }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('devices_endpoint_idx').on(t.endpoint), index('devices_user_idx').on(t.userId)],
);

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** user, post, comment, organization or message. */
    reportType: varchar('report_type', { length: 20 }).notNull(),
    relatedId: integer('related_id').notNull(),
    category: varchar('category', { length: 30 }).notNull(),
    description: varchar('description', { length: 250 }),
    /** What the reported thing looked like when it was reported (text, attachments, author). */
    snapshot: jsonb('snapshot').$type<ReportSnapshot>(),
    /** The player behind the reported thing when it was reported (a plain id: kept through a purge). */
    subjectUserId: integer('subject_user_id'),
    /** Moved only through states/report-moves.ts. */
    status: varchar('status', { length: 10 }).$type<ReportStatus>().notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_subject_idx').on(t.reportType, t.relatedId),
    index('reports_subject_user_idx').on(t.subjectUserId),
  ],
);
