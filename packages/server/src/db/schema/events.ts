import { index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { EventCategory, EventKind, EventTag, ParticipationStatus } from '@gamefolk/contract';
import { users } from './accounts.js';
import { games } from './games.js';
import { organizations } from './organizations.js';

/** Tournaments, meetups, watch parties: by a player, or by an organization through its founder or admins. */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').references(() => games.id),
    name: varchar('name', { length: 80 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    kind: varchar('kind', { length: 10 }).$type<EventKind>().notNull(),
    category: varchar('category', { length: 12 }).$type<EventCategory>().notNull(),
    location: varchar('location', { length: 250 }).notNull().default(''),
    tags: jsonb('tags').$type<EventTag[]>().notNull().default([]),
    capacity: integer('capacity'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /**
     * How many answered each way, kept by a trigger on event_participants (migration 0025) in the transaction of
     * every change to it, cascades included: a list reads them off the row instead of counting every page.
     */
    goingCount: integer('going_count').notNull().default(0),
    interestedCount: integer('interested_count').notNull().default(0),
    notGoingCount: integer('not_going_count').notNull().default(0),
    waitingCount: integer('waiting_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_upcoming_idx').on(t.startsAt, t.id),
    index('events_game_idx').on(t.gameId, t.startsAt),
    index('events_owner_idx').on(t.ownerId, t.startsAt),
    index('events_organization_idx').on(t.organizationId, t.startsAt),
  ],
);

export type EventRow = typeof events.$inferSelect;

export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<ParticipationStatus>().notNull(),
    /** When the status last changed: the waiting list moves up in this order. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when this participant's one-hour reminder went out, so each "going" player hears once whenever they
     * answered; cleared for everyone when the event's start moves.
     */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_participants_status_idx').on(t.eventId, t.status, t.updatedAt),
    index('event_participants_user_idx').on(t.userId),
  ],
);
