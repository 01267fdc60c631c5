import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** E-sport teams, news, entertainment, brands and content creators (spec section 3). */
export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The URL slug, derived from the name. */
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    country: varchar('country', { length: 3 }).notNull(),
    categoryId: integer('category_id').notNull(),
    description: varchar('description', { length: 250 }),
    logoUrl: text('logo_url').notNull(),
    bannerUrl: text('banner_url'),
    website: varchar('website', { length: 250 }),
    address: varchar('address', { length: 250 }),
    founderId: integer('founder_id')
      .notNull()
      .references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_code_idx').on(t.code), index('organizations_founder_idx').on(t.founderId)],
);

export type MemberStatus = 'invited' | 'member';

/** Members with a role text and an admin flag; an invitation is a row waiting for its answer. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<MemberStatus>().notNull(),
    role: varchar('role', { length: 30 }),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index('organization_members_user_idx').on(t.userId)],
);

export const organizationFollows = pgTable(
  'organization_follows',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index('organization_follows_user_idx').on(t.userId)],
);
