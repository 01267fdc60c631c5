import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { devices } from '../schema.js';

type Subscription = typeof devices.$inferInsert.subscription;

export function devicesRepository(db: Database) {
  return {
    /** A browser belongs to whoever registered it last. */
    upsert: (userId: number, subscription: Subscription) =>
      db
        .insert(devices)
        .values({ userId, endpoint: subscription.endpoint, subscription })
        .onConflictDoUpdate({ target: devices.endpoint, set: { userId, subscription } }),

    remove: (userId: number, endpoint: string) =>
      db
        .delete(devices)
        .where(and(eq(devices.userId, userId), eq(devices.endpoint, endpoint)))
        .returning({ id: devices.id })
        .then((rows) => rows.length > 0),

    removeEndpoint: (endpoint: string) => db.delete(devices).where(eq(devices.endpoint, endpoint)),

    forUser: (userId: number) => db.select().from(devices).where(eq(devices.userId, userId)),
  };
}
