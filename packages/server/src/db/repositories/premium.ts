import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { PremiumPlan } from '@gamefolk/contract';
import type { Database } from '../client.js';
import { lobbies, premiumPins, premiumSubscriptions, uploads, userPhotos, users } from '../schema.js';

import type { PremiumSubscriptionRow } from '../schema/premium.js';
import { systemClock, type Clock } from '../../clock.js';

export type { PremiumSubscriptionRow };

/** Where a stretch stands in states/subscription-moves.ts, as its columns say. */
export type StretchState = 'live' | 'reminded' | 'withdrawn';
const live = isNull(premiumSubscriptions.withdrawnAt);
const inState: Record<StretchState, ReturnType<typeof and>> = {
  live: and(live, isNull(premiumSubscriptions.remindedAt)),
  reminded: and(live, isNotNull(premiumSubscriptions.remindedAt)),
  withdrawn: isNotNull(premiumSubscriptions.withdrawnAt),
};

export function premiumRepository(db: Database, now: Clock = systemClock) {
  return {
    /** Takes the user's row lock: grants and refunds of one user run one at a time (their stretches chain). */
    lockUser: (userId: number) => db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`),

    byOrder: (orderRef: string) =>
      db
        .select()
        .from(premiumSubscriptions)
        .where(eq(premiumSubscriptions.orderRef, orderRef))
        .then((rows) => rows[0]),

    byOrders: (orderRefs: string[]) =>
      orderRefs.length
        ? db.select().from(premiumSubscriptions).where(inArray(premiumSubscriptions.orderRef, orderRefs))
        : Promise.resolve([]),

    /** The end of the user's last live stretch, if any. */
    lastEnd: (userId: number) =>
      db
        .select({ endsAt: premiumSubscriptions.endsAt })
        .from(premiumSubscriptions)
        .where(and(eq(premiumSubscriptions.userId, userId), live))
        .orderBy(desc(premiumSubscriptions.endsAt))
        .limit(1)
        .then((rows) => rows[0]?.endsAt),

    insert: (values: typeof premiumSubscriptions.$inferInsert) =>
      db
        .insert(premiumSubscriptions)
        .values(values)
        .onConflictDoNothing()
        .returning()
        .then((rows) => rows[0]),

    /** The user's live stretches ending after `from`, in order. */
    liveFrom: (userId: number, from: Date) =>
      db
        .select()
        .from(premiumSubscriptions)
        .where(and(eq(premiumSubscriptions.userId, userId), live, gt(premiumSubscriptions.endsAt, from)))
        .orderBy(asc(premiumSubscriptions.startsAt)),

    /** The compare-and-set of states/subscription-moves.ts: changes the stretch only while it is in `from`. */
    update: (
      id: number,
      from: readonly StretchState[],
      values: Partial<Pick<PremiumSubscriptionRow, 'startsAt' | 'endsAt' | 'withdrawnAt'>>,
    ) =>
      db
        .update(premiumSubscriptions)
        .set(values)
        .where(and(eq(premiumSubscriptions.id, id), or(...from.map((state) => inState[state]))))
        .returning()
        .then((rows): PremiumSubscriptionRow | undefined => rows[0]),

    /** Each user's stretch covering `at` (withdrawn ones never cover anything). */
    currentFor: (userIds: number[], at: Date) =>
      userIds.length
        ? db
            .select({
              userId: premiumSubscriptions.userId,
              plan: premiumSubscriptions.plan,
            })
            .from(premiumSubscriptions)
            .where(
              and(
                inArray(premiumSubscriptions.userId, userIds),
                live,
                lte(premiumSubscriptions.startsAt, at),
                gt(premiumSubscriptions.endsAt, at),
              ),
            )
        : Promise.resolve([] as { userId: number; plan: PremiumPlan }[]),

    /**
     * Claims the stretches that end within `[from, until)` and that no live stretch follows (the user's plan
     * really ends then), marking them reminded; answers what this call claimed. The `remind` move of
     * states/subscription-moves.ts for many stretches at once, from `live` only: a stretch is claimed once,
     * whichever instance asks.
     */
    claimReminders: (from: Date, until: Date, at: Date) =>
      db
        .update(premiumSubscriptions)
        .set({ remindedAt: at })
        .where(
          and(
            inState.live,
            gt(premiumSubscriptions.endsAt, from),
            lte(premiumSubscriptions.endsAt, until),
            sql`not exists (select 1 from premium_subscriptions n where n.user_id = ${premiumSubscriptions.userId}
              and n.withdrawn_at is null and n.ends_at > ${premiumSubscriptions.endsAt})`,
          ),
        )
        .returning(),

    /** How many gallery photos the user has, and how many of `ids` are theirs. */
    photoCounts: (userId: number, ids: number[]) =>
      db
        .select({
          total: sql<number>`count(*)::int`,
          removable: ids.length
            ? sql<number>`(count(*) filter (where ${inArray(userPhotos.id, ids)}))::int`
            : sql<number>`0`,
        })
        .from(userPhotos)
        .where(eq(userPhotos.userId, userId))
        .then((rows) => rows[0]!),

    contentTypeOf: (key: string) =>
      db
        .select({ contentType: uploads.contentType })
        .from(uploads)
        .where(eq(uploads.key, key))
        .then((rows) => rows[0]?.contentType),

    /** The user's lobbies that are not closed (open or full): what the plan's lobby limit counts. */
    activeLobbyCount: (userId: number) =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(lobbies)
        .where(and(eq(lobbies.ownerId, userId), sql`${lobbies.status} <> 'closed'`))
        .then((rows) => rows[0]!.count),

    /** The lobbies pinned by members whose plan allows a pin right now (a pin of an ended plan counts for nothing). */
    livePinnedLobbyIds: (at: Date) =>
      db
        .select({ lobbyId: premiumPins.lobbyId })
        .from(premiumPins)
        .where(
          sql`exists (select 1 from premium_subscriptions s where s.user_id = ${premiumPins.userId}
            and s.plan = 'premiumPlus' and s.withdrawn_at is null and s.starts_at <= ${at.toISOString()}::timestamptz
            and s.ends_at > ${at.toISOString()}::timestamptz)`,
        )
        .then((rows) => rows.map((r) => r.lobbyId)),

    /**
     * Every pin whose member has a Premium Plus stretch not yet over at `at` (started or still to come), with that
     * stretch's start and end: what `livePinnedLobbyIds` answers at any later moment, until a pin or a stretch
     * changes (kept by services/caches/lobby-search-cache.ts).
     */
    pinWindows: (at: Date) =>
      db
        .select({
          lobbyId: premiumPins.lobbyId,
          startsAt: premiumSubscriptions.startsAt,
          endsAt: premiumSubscriptions.endsAt,
        })
        .from(premiumPins)
        .innerJoin(premiumSubscriptions, eq(premiumSubscriptions.userId, premiumPins.userId))
        .where(
          sql`${premiumSubscriptions.plan} = 'premiumPlus' and ${premiumSubscriptions.withdrawnAt} is null
            and ${premiumSubscriptions.endsAt} > ${at.toISOString()}::timestamptz`,
        ),

    /** A stretch with its member's address, name and language, for the reminder mail. */
    withMember: (id: number) =>
      db
        .select({
          plan: premiumSubscriptions.plan,
          endsAt: premiumSubscriptions.endsAt,
          withdrawnAt: premiumSubscriptions.withdrawnAt,
          email: users.email,
          username: users.username,
          firstName: users.firstName,
          language: users.language,
        })
        .from(premiumSubscriptions)
        .innerJoin(users, eq(users.id, premiumSubscriptions.userId))
        .where(eq(premiumSubscriptions.id, id))
        .then((rows) => rows[0]),

    pinOf: (userId: number) =>
      db
        .select()
        .from(premiumPins)
        .where(eq(premiumPins.userId, userId))
        .then((rows) => rows[0]),

    pin: (userId: number, lobbyId: number) =>
      db
        .insert(premiumPins)
        .values({ userId, lobbyId })
        .onConflictDoUpdate({ target: premiumPins.userId, set: { lobbyId, createdAt: now() } })
        .then(() => undefined),

    unpin: (userId: number) =>
      db
        .delete(premiumPins)
        .where(eq(premiumPins.userId, userId))
        .then(() => undefined),
  };
}
