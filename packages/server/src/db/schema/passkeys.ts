import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** An account's passkeys (WebAuthn credentials): several per account, each named by its owner. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id as the authenticator made it, base64url. */
    credentialId: varchar('credential_id', { length: 1400 }).notNull(),
    /** Its COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter the authenticator last reported (0 for those that keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach it (`internal`, `usb`, `hybrid`…), comma-separated. */
    transports: varchar('transports', { length: 200 }),
    name: varchar('name', { length: 60 }).notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges handed out by passkeyOptions, in the database so that any instance can take the answer; each
 * is taken once (deleted as it is checked) and lives two minutes. A login's has no user yet.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challengeHash: varchar('challenge_hash', { length: 64 }).primaryKey(),
    purpose: varchar('purpose', { length: 10 }).$type<'register' | 'login'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
