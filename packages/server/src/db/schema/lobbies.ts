import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ApplicationStatus, LobbyStatus, LobbyType } from '@gamefolk/contract';
import { users } from './accounts.js';
import { games } from './games.js';
import { organizations } from './organizations.js';

/** A group looking for players (or teams) for one game. `memberCount` counts approved applications. */
export const lobbies = pgTable(
  'lobbies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    server: varchar('server', { length: 30 }).notNull(),
    minLevel: integer('min_level'),
    rank: varchar('rank', { length: 30 }),
    role: varchar('role', { length: 30 }),
    minMembers: integer('min_members').notNull(),
    maxMembers: integer('max_members').notNull(),
    memberCount: integer('member_count').notNull().default(0),
    description: varchar('description', { length: 250 }).notNull().default(''),
    type: varchar('type', { length: 10 }).$type<LobbyType>().notNull(),
    status: varchar('status', { length: 10 }).$type<LobbyStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Search: by game (and status), newest first; the filters on server, rank and role narrow one game's rows.
    index('lobbies_game_search_idx').on(t.gameId, t.status, t.createdAt.desc(), t.id.desc()),
    // The typical search (game, server and rank): only its own rows are read, already in order, however many
    // lobbies the game has.
    index('lobbies_game_filters_idx').on(t.gameId, t.status, t.server, t.rank, t.createdAt.desc(), t.id.desc()),
    index('lobbies_status_search_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('lobbies_owner_idx').on(t.ownerId, t.createdAt.desc()),
  ],
);

export type LobbyRow = typeof lobbies.$inferSelect;

/** One application per player (or team) per lobby; an approved one is a membership. */
export const lobbyApplications = pgTable(
  'lobby_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lobbyId: integer('lobby_id')
      .notNull()
      .references(() => lobbies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The team applying to a team lobby. */
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    description: varchar('description', { length: 250 }).notNull().default(''),
    status: varchar('status', { length: 10 }).$type<ApplicationStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lobby_applications_user_idx').on(t.lobbyId, t.userId),
    uniqueIndex('lobby_applications_team_idx')
      .on(t.lobbyId, t.organizationId)
      .where(sql`${t.organizationId} is not null`),
    index('lobby_applications_applicant_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export type LobbyApplicationRow = typeof lobbyApplications.$inferSelect;
