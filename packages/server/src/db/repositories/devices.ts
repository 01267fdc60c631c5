import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { devices } from '../schema.js';

type Subscription = typeof devices.$inferInsert.subscription;

export function devicesRepository(db: Database) {
  return {
    /** Registers or refreshes the user's browser; false when the endpoint is another account's (never moved). */
    upsert: (userId: number, subscription: Subscription) =>
      db
        .insert(devices)
        .values({ userId, endpoint: subscription.endpoint, subscription })
        .onConflictDoUpdate({ target: devices.endpoint, set: { subscription }, setWhere: eq(devices.userId, userId) })
        .returning({ id: devices.id })
        .then((rows) => rows.length > 0),

    remove: (userId: number, endpoint: string) =>
      db
        .delete(devices)
        .where(and(eq(devices.userId, userId), eq(devices.endpoint, endpoint)))
        .returning({ id: devices.id })
        .then((rows) => rows.length > 0),

    removeEndpoint: (endpoint: string) => db.delete(devices).where(eq(devices.endpoint, endpoint)),

    byEndpoint: (endpoint: string) =>
      db
        .select()
        .from(devices)
        .where(eq(devices.endpoint, endpoint))
        .then((rows) => rows[0]),

    forUsers: (userIds: number[]) =>
      userIds.length ? db.select().from(devices).where(inArray(devices.userId, userIds)) : Promise.resolve([]),

    forUser: (userId: number) => db.select().from(devices).where(eq(devices.userId, userId)),
  };
}
