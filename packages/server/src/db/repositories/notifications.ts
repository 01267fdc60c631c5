import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { notificationActors, notifications } from '../schema.js';

export interface NotificationKey {
  userId: number;
  type: string;
  relatedParameter: number;
}

export function notificationsRepository(db: Database) {
  return {
    /** Adds an actor to the notification for this subject, creating it or bringing it back to unread. */
    record: (key: NotificationKey, actorId: number) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(notifications)
          .values({ ...key, actorId })
          .onConflictDoUpdate({
            target: [notifications.userId, notifications.type, notifications.relatedParameter],
            set: { actorId, read: false, updatedAt: sql`now()` },
          })
          .returning({ id: notifications.id });
        await tx.insert(notificationActors).values({ notificationId: row!.id, actorId }).onConflictDoNothing();
        const [{ n } = { n: 1 }] = await tx
          .select({ n: count() })
          .from(notificationActors)
          .where(eq(notificationActors.notificationId, row!.id));
        await tx.update(notifications).set({ extraParameter: n }).where(eq(notifications.id, row!.id));
        return row!.id;
      }),

    forUser: (userId: number) =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(sql`${notifications.updatedAt} desc`)
        .limit(50),

    markRead: (userId: number, id?: number) =>
      db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), id ? eq(notifications.id, id) : undefined)),

    unreadCount: (userId: number) =>
      db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
        .then((rows) => rows[0]?.n ?? 0),

    find: (key: NotificationKey) =>
      db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, key.userId),
            eq(notifications.type, key.type),
            eq(notifications.relatedParameter, key.relatedParameter),
          ),
        )
        .then((rows) => rows[0]),
  };
}
