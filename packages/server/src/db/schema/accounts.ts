import type { Standing } from '@gamefolk/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 30 }).notNull(),
    /** db/username-skeleton.ts: the same for names that look alike (filled at start-up for older rows). */
    usernameSkeleton: varchar('username_skeleton', { length: 120 }),
    email: varchar('email', { length: 254 }),
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 30 }),
    lastName: varchar('last_name', { length: 30 }),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    isManager: boolean('is_manager').notNull().default(false),
    photoUrl: text('photo_url'),
    googleSub: varchar('google_sub', { length: 255 }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set by the moderators only, through states/standing-moves.ts: good, warned, suspended or banned. */
    standing: varchar('standing', { length: 10 }).$type<Standing>().notNull().default('good'),
    /** When a warning's strike or a suspension ends; null in good standing and for a ban. */
    standingUntil: timestamp('standing_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_username_skeleton_idx').on(t.usernameSkeleton),
    // The standing-expiry job's every-minute look for warnings and suspensions that are over.
    index('users_standing_until_idx')
      .on(t.standingUntil)
      .where(sql`${t.standing} in ('warned', 'suspended')`),
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_google_sub_idx').on(t.googleSub),
    // GiST, not GIN: it hands back the closest names first, so a search stops after a page of them however
    // many thousands share a common name (see users.search).
    index('users_search_trgm_gist_idx').using(
      'gist',
      sql`(lower(${t.username} || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))) gist_trgm_ops`,
    ),
    // Mention suggestions: names that start with what is typed, read in index order (users.searchByName).
    index('users_mention_username_idx').using('btree', sql`lower(${t.username}) text_pattern_ops`),
    index('users_mention_first_name_idx').using('btree', sql`lower(${t.firstName}) text_pattern_ops`),
    index('users_mention_last_name_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
  ],
);

/** Sign-in sessions; only a hash of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Moved by the calls the session makes, at most once a minute (services/account/sessions.ts `noteSeen`). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The User-Agent header the browser sent when it signed in, as sent (cut at 1,024 characters). */
    userAgent: varchar('user_agent', { length: 1024 }),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * An account's authenticator (TOTP, RFC 6238): `pending` from startTotp until a code confirms it, then `on`; turning
 * it off deletes the row. Its moves are states/totp-moves.ts. The secret is sealed (services/account/keys.ts); the last time
 * step a code was taken at refuses a second use of any code up to it.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 10 }).$type<'pending' | 'on'>().notNull(),
  sealedSecret: text('sealed_secret').notNull(),
  lastTimeStep: integer('last_time_step'),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/** The ten codes shown once when TOTP is turned on, each good for one sign-in; only hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

export type OneTimeKeyPurpose =
  | 'activation'
  | 'passwordReset'
  | 'loginRequest'
  | 'mailChange'
  | 'mailAdd'
  | 'accountDelete'
  | 'riotState'
  | 'steamState'
  | 'signInTicket'
  /** A data export's download, for a few minutes; `target` is the export's id. */
  | 'exportDownload'
  /** Opens a suspended or banned player's standing page and appeal without a session (services/community/moderation.ts). */
  | 'standingKey';

/** Keys behind mailed links and one-time change tokens; only a hash is kept, each works once. */
export const oneTimeKeys = pgTable(
  'one_time_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).$type<OneTimeKeyPurpose>().notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    /** For a mail change: the address the code was asked for. */
    target: varchar('target', { length: 254 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_keys_hash_idx').on(t.keyHash), index('one_time_keys_user_idx').on(t.userId, t.purpose)],
);

export type UserRow = typeof users.$inferSelect;
