import { and, count, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { notificationActors, notifications } from '../schema.js';
import { notBlockedSql } from './block-hides.js';

export interface NotificationKey {
  userId: number;
  type: string;
  relatedParameter: number;
}

export function notificationsRepository(db: Database) {
  return {
    /** Adds an actor to the notification for this subject, creating it or bringing it back to unread. */
    record: (key: NotificationKey, actorId: number, extraParameter?: number) =>
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
        await tx
          .update(notifications)
          .set({ extraParameter: extraParameter ?? n })
          .where(eq(notifications.id, row!.id));
        return row!.id;
      }),

    /**
     * Records many notifications in one statement: one row per (recipient, type, subject), added to or created,
     * back to unread, counting actors. Nobody hears of their own acts, a block silences both sides, and a
     * recipient who no longer exists is skipped. Answers the ids recorded.
     */
    recordMany: async (events: (NotificationKey & { actorId: number; extraParameter?: number })[]) => {
      if (!events.length) return [] as number[];
      // Each column as one array parameter, not a list of parameters.
      const column = <T>(pick: (e: (typeof events)[number]) => T) => sql.param(events.map(pick));
      const result = await db.execute<{ id: number }>(sql`
        with wanted as (
          select distinct on (i.user_id, i.type, i.related_parameter) i.*
          from unnest(
            ${column((e) => e.userId)}::int[], ${column((e) => e.type)}::text[],
            ${column((e) => e.relatedParameter)}::int[], ${column((e) => e.actorId)}::int[],
            ${column((e) => e.extraParameter ?? null)}::int[]
          ) as i(user_id, type, related_parameter, actor_id, extra)
          join users u on u.id = i.user_id
          where i.user_id <> i.actor_id
            and ${notBlockedSql(sql`i.user_id`, sql`i.actor_id`)}
        ), saved as (
          insert into notifications as n (user_id, type, related_parameter, actor_id, extra_parameter)
          select user_id, type, related_parameter, actor_id, coalesce(extra, 1) from wanted
          on conflict (user_id, type, related_parameter) do update set
            actor_id = excluded.actor_id,
            read = false,
            updated_at = now(),
            extra_parameter = coalesce(
              (select w.extra from wanted w
                where w.user_id = excluded.user_id and w.type = excluded.type
                  and w.related_parameter = excluded.related_parameter),
              (select count(*) from notification_actors a where a.notification_id = n.id)
                + case when exists (
                    select 1 from notification_actors a where a.notification_id = n.id and a.actor_id = excluded.actor_id
                  ) then 0 else 1 end
            )
          returning n.id, n.actor_id
        ), actors as (
          insert into notification_actors (notification_id, actor_id)
          select id, actor_id from saved
          on conflict do nothing
        )
        select id from saved`);
      return result.rows.map((r) => Number(r.id));
    },

    byIds: (ids: number[]) =>
      ids.length ? db.select().from(notifications).where(inArray(notifications.id, ids)) : Promise.resolve([]),

    /** The latest 50, but for the kinds in `except` (those the player turned off in the app). */
    forUser: (userId: number, except: readonly string[] = []) =>
      db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            except.length ? notInArray(notifications.type, [...except]) : undefined,
          ),
        )
        .orderBy(sql`${notifications.updatedAt} desc`)
        .limit(50),

    /** What the daily digest tells: unread, changed since `since`, newest first, but for the kinds in `except`. */
    missedSince: (userId: number, since: Date, except: readonly string[] = [], limit = 20) =>
      db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.read, false),
            gt(notifications.updatedAt, since),
            except.length ? notInArray(notifications.type, [...except]) : undefined,
          ),
        )
        .orderBy(sql`${notifications.updatedAt} desc`)
        .limit(limit),

    /** With an id, a watermark: that notification and every one of the user's updated no later than it. */
    markRead: (userId: number, id?: number) =>
      db
        .update(notifications)
        .set({ read: true })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.read, false),
            id
              ? sql`${notifications.updatedAt} <= (select n.updated_at from ${notifications} n where n.id = ${id} and n.user_id = ${userId})`
              : undefined,
          ),
        ),

    unreadCount: (userId: number, except: readonly string[] = []) =>
      db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.read, false),
            except.length ? notInArray(notifications.type, [...except]) : undefined,
          ),
        )
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
