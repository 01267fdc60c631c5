import type { DataExportStatus } from '@gamefolk/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * A player's export of their data (requestDataExport): requested, then ready (its ZIP stored under `fileKey`) or
 * failed, and expired once its 7 days are over and the file is removed. Moves: states/data-export-moves.ts.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<DataExportStatus>().notNull().default('requested'),
    /** The ZIP's key in the file store (services/files/storage.ts), once ready. */
    fileKey: varchar('file_key', { length: 80 }),
    size: bigint('size', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** When the link stops working and the file is removed (7 days after it was ready). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    // One export at a time.
    uniqueIndex('data_exports_one_requested_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'requested'`),
    index('data_exports_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'ready'`),
  ],
);
