// A Premium stretch (one paid order's time) is one state machine: every change is a move of this table, written by
// one compare-and-set (`repos.premium.update`: UPDATE ... WHERE the stretch is still in one of the move's `from`
// states), so a refund withdrawing a stretch twice at once, or a reminder claimed as it is withdrawn, happens once.
// Whether a stretch is current or over is read against the clock, not stored: a plan ends with no move at all.
import type { Repositories } from '../db/repositories/index.js';
import type { PremiumSubscriptionRow, StretchState } from '../db/repositories/premium.js';
import type { Move } from './move.js';

/** From `null`: no stretch for the order yet; to `same`: the stretch keeps its state (only its times change). */
type SubscriptionMove = Move<StretchState | null, StretchState | 'same'>;

export const subscriptionMoves = {
  /** A paid order's time is granted once (`repos.premium.insert`, one stretch per order). */
  grant: { from: [null], to: 'live' },
  /** Its end is near and nothing follows it: mailed once (claimed in bulk by `repos.premium.claimReminders`). */
  remind: { from: ['live'], to: 'reminded' },
  /** Its order was refunded: what was left of it is cut. */
  withdraw: { from: ['live', 'reminded'], to: 'withdrawn' },
  /** An earlier stretch was withdrawn: this one moves back by the time taken out, its state unchanged. */
  shift: { from: ['live', 'reminded'], to: 'same' },
} as const satisfies Record<string, SubscriptionMove>;

export type SubscriptionMoveName = keyof typeof subscriptionMoves;

export function stretchState(row: Pick<PremiumSubscriptionRow, 'withdrawnAt' | 'remindedAt'>): StretchState {
  return row.withdrawnAt ? 'withdrawn' : row.remindedAt ? 'reminded' : 'live';
}

/**
 * The one writer of a stretch's changes after its grant (a move at `at`, with its new start or end): made only if
 * the move may start from the stretch as read and the row is still in one of the move's `from` states. Answers the
 * moved row, or undefined.
 */
export async function moveSubscription(
  repos: Repositories,
  row: PremiumSubscriptionRow,
  move: Exclude<SubscriptionMoveName, 'grant' | 'remind'>,
  at: Date,
  times: Partial<Pick<PremiumSubscriptionRow, 'startsAt' | 'endsAt'>>,
): Promise<PremiumSubscriptionRow | undefined> {
  const rule: SubscriptionMove = subscriptionMoves[move];
  const from = rule.from.filter((state): state is StretchState => state !== null);
  if (!from.includes(stretchState(row))) return undefined;
  return repos.premium.update(row.id, from, { ...times, ...(rule.to === 'withdrawn' ? { withdrawnAt: at } : {}) });
}
