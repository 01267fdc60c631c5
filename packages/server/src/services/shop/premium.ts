import type { PremiumMonths, PremiumPlan } from '@gamefolk/contract';
import type { Repositories } from '../../db/repositories/index.js';
import type { PremiumSubscriptionRow } from '../../db/repositories/premium.js';
import { planOf } from '../authorize/plan.js';
import { moveSubscription } from '../../states/subscription-moves.js';

/**
 * Premium ("Game Actor Plus"): subscriptions bought in the shop, and what a plan allows. A user's plan is read
 * from their stretches of paid time against the clock, so a plan ends exactly at its end on every instance with
 * nothing to run; the reminder job (jobs/premium-reminders.ts) only mails.
 */

/** Adds `months` calendar months (a month later on the same day, or the month's last day when it has no such day). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * Grants a paid order's subscription, in the caller's transaction (the shop's, marking the order paid): its
 * time starts at the later of now and the end of the user's current paid time, so buying again renews.
 * Granting an order a second time changes nothing and answers the stretch granted the first time.
 */
export async function grantSubscription(
  tx: Repositories,
  userId: number,
  plan: PremiumPlan,
  months: PremiumMonths,
  orderId: number | string,
  now: Date,
): Promise<PremiumSubscriptionRow> {
  const orderRef = String(orderId);
  await tx.premium.lockUser(userId);
  const granted = await tx.premium.byOrder(orderRef);
  if (granted) return granted;
  const lastEnd = await tx.premium.lastEnd(userId);
  const startsAt = lastEnd && lastEnd > now ? lastEnd : now;
  // The `grant` move of states/subscription-moves.ts: one stretch per order, whoever inserts first.
  const row = await tx.premium.insert({
    userId,
    plan,
    months,
    orderRef,
    startsAt,
    endsAt: addMonths(startsAt, months),
  });
  return row ?? (await tx.premium.byOrder(orderRef))!;
}

/**
 * Takes back a refunded order's subscription, in the caller's transaction: the time it still had left is
 * removed (all of it when it had not started yet), and the stretches after it move back by as much. Answers
 * false when the order granted nothing or was withdrawn already.
 */
export async function withdrawSubscription(
  tx: Repositories,
  userId: number,
  orderId: number | string,
  now: Date,
): Promise<boolean> {
  await tx.premium.lockUser(userId);
  const row = await tx.premium.byOrder(String(orderId));
  if (!row || row.userId !== userId) return false;
  const cutAt = row.startsAt > now ? row.startsAt : now;
  const removedMs = Math.max(0, row.endsAt.getTime() - cutAt.getTime());
  const withdrawn = await moveSubscription(tx, row, 'withdraw', now, {
    endsAt: row.endsAt > cutAt ? cutAt : row.endsAt,
  });
  if (!withdrawn) return false;
  if (removedMs > 0) {
    const later = (await tx.premium.liveFrom(userId, row.endsAt)).filter((s) => s.startsAt >= row.endsAt);
    for (const s of later) {
      await moveSubscription(tx, s, 'shift', now, {
        startsAt: new Date(s.startsAt.getTime() - removedMs),
        endsAt: new Date(s.endsAt.getTime() - removedMs),
      });
    }
  }
  return true;
}

/**
 * What refunding a subscription's order returns at `now` (docs/decisions.md "Refunds"): its price times the share
 * of its stretch not used yet, rounded down to a cent. All of it before the stretch starts; nothing once it is
 * over or withdrawn. Without a stretch (never granted) the whole price.
 */
export function unusedShareCents(
  totalCents: number,
  stretch: Pick<PremiumSubscriptionRow, 'startsAt' | 'endsAt' | 'withdrawnAt'> | undefined,
  now: Date,
): number {
  if (!stretch) return totalCents;
  if (stretch.withdrawnAt) return 0;
  const whole = stretch.endsAt.getTime() - stretch.startsAt.getTime();
  const unused = stretch.endsAt.getTime() - Math.max(now.getTime(), stretch.startsAt.getTime());
  if (whole <= 0 || unused <= 0) return 0;
  return Math.min(totalCents, Math.floor((totalCents * unused) / whole));
}

/** The user's plan now and the end of their paid time (the end of the last stretch), for their own screens. */
export async function subscriptionOf(repos: Repositories, userId: number, at: Date) {
  const plan = await planOf(repos, userId, at);
  const end = plan === 'free' ? undefined : await repos.premium.lastEnd(userId);
  return { premium: plan === 'free' ? null : plan, premiumEndsAt: end ? end.toISOString() : null };
}

/** How many pinned lobbies a search's first page shows above the rest at most. */
export const pinnedLobbiesShown = 3;
