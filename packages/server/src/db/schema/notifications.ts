import { boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * One row per (recipient, type, subject): a second actor on the same post updates the row,
 * counting actors in `extraParameter` and naming the latest in `actorId`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    /** The related user, post, organization or lobby id (spec: related_parameter). */
    relatedParameter: integer('related_parameter').notNull(),
    /** The latest acting user (spec: content). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** How many have acted, or a lobby id (spec: extra_parameter). */
    extraParameter: integer('extra_parameter').notNull().default(1),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_subject_idx').on(t.userId, t.type, t.relatedParameter),
    index('notifications_recent_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

/** Who has acted on a notification's subject, so the count counts people, not clicks. */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('notification_actors_idx').on(t.notificationId, t.actorId)],
);
