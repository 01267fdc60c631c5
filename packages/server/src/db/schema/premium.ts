import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PremiumPlan } from '@gamefolk/contract';
import { users } from './accounts.js';
import { lobbies } from './lobbies.js';

/**
 * One row per subscription bought (one order): the stretch of time it pays for. A user's stretches follow one
 * another (a new one starts at the later of its purchase and the end of the last one), so the user's plan at any
 * moment is that of the stretch covering it; nothing has to run for a plan to end. A refund (`withdrawnAt`) cuts
 * the stretch's unused time and moves the later stretches back by as much.
 */
export const premiumSubscriptions = pgTable(
  'premium_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: varchar('plan', { length: 12 }).$type<PremiumPlan>().notNull(),
    months: smallint('months').notNull(),
    /** The shop's order (its id as text): granting the same order twice grants it once. */
    orderRef: varchar('order_ref', { length: 64 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The "ends in three days" mail was queued (set once, by whichever instance claimed it). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('premium_subscriptions_order_idx').on(t.orderRef),
    index('premium_subscriptions_user_idx').on(t.userId, t.endsAt),
    // The reminder job reads the stretches ending soon that were not reminded of yet.
    index('premium_subscriptions_reminder_idx')
      .on(t.endsAt)
      .where(sql`${t.remindedAt} is null and ${t.withdrawnAt} is null`),
  ],
);

export type PremiumSubscriptionRow = typeof premiumSubscriptions.$inferSelect;

/**
 * A Premium Plus member's pinned lobby (one each): search lists it first while the owner's plan allows a pin.
 * The plan is checked when searching, so the pin stops counting the moment the plan ends.
 */
export const premiumPins = pgTable('premium_pins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lobbyId: integer('lobby_id')
    .notNull()
    .references(() => lobbies.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
