import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Server-wide values every instance must share, such as the VAPID keys generated on first start. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
