// An order's payment, refund and shipment are one state machine: every change is a move of this table, written by
// one compare-and-set (`moveOrder`: UPDATE ... WHERE the three statuses are still those read), so of two racing
// moves, a refund and a shipment say, only the first happens and the other finds the order moved on.
import type { ProductType } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import type { OrderChanges, OrderRow } from '../db/repositories/shop.js';
import type { FieldsFrom, Move } from './move.js';

export type OrderState = Pick<OrderRow, 'status' | 'refundStatus' | 'shipmentStatus'>;

/** `from` names the values of the three fields it starts from; `to` the fields it sets. */
interface OrderMove extends Move<OrderState, Partial<OrderState>, FieldsFrom<OrderState>> {
  /** What was bought: not a state (it never moves), a guard beside it. */
  types?: readonly ProductType[];
}

const settled = [null, 'refused'] as const;

export const orderMoves = {
  /** PayTR's success callback for an order waiting for it. */
  pay: { from: { status: ['pending'] }, to: { status: 'paid' } },
  /** PayTR's failure callback. */
  fail: { from: { status: ['pending'] }, to: { status: 'failed' } },
  /** An unpaid order dropped: by its buyer, by the expiry job after PayTR's window, or when PayTR refused a token. */
  drop: { from: { status: ['pending'] }, to: { status: 'cancelled' } },
  /** A success arriving after the order was dropped or failed, with the stock (if any) taken again. */
  payLate: { from: { status: ['cancelled', 'failed'] }, to: { status: 'paid' } },
  /** The same when the stock is gone meanwhile: paid, and its whole amount goes back at once. */
  payLateRefund: {
    from: { status: ['cancelled', 'failed'] },
    types: ['merch'],
    to: { status: 'paid', refundStatus: 'processing' },
  },
  /** The buyer asks; a manager answers. The only way digital goods (plans, cosmetics) are refunded. */
  askRefund: { from: { status: ['paid'], refundStatus: [null] }, to: { refundStatus: 'requested' } },
  refuseRefund: { from: { status: ['paid'], refundStatus: ['requested'] }, to: { refundStatus: 'refused' } },
  approveRefund: { from: { status: ['paid'], refundStatus: ['requested'] }, to: { refundStatus: 'processing' } },
  /** The buyer cancels paid merch that has not left: refunded in full, never after a refusal or a request. */
  cancelPaid: {
    from: { status: ['paid'], refundStatus: [null], shipmentStatus: ['notShipped'] },
    types: ['merch'],
    to: { refundStatus: 'processing' },
  },
  /** PayTR made the refund that `processing` claimed. */
  refundMade: {
    from: { status: ['paid'], refundStatus: ['processing'] },
    to: { status: 'refunded', refundStatus: 'refunded' },
  },
  /** PayTR did not: a manager's approval (or a late payment's refund) waits again for a manager... */
  approvalNotMade: { from: { status: ['paid'], refundStatus: ['processing'] }, to: { refundStatus: 'requested' } },
  /** ...and a buyer's cancel leaves the order as it was. */
  cancelNotMade: { from: { status: ['paid'], refundStatus: ['processing'] }, to: { refundStatus: null } },
  /** Shipment (merch only), never while a refund is asked for or under way. */
  ship: {
    from: { status: ['paid'], refundStatus: settled, shipmentStatus: ['notShipped', 'shipped'] },
    types: ['merch'],
    to: { shipmentStatus: 'shipped' },
  },
  deliver: {
    from: { status: ['paid'], refundStatus: [...settled, 'requested'], shipmentStatus: ['shipped', 'delivered'] },
    types: ['merch'],
    to: { shipmentStatus: 'delivered' },
  },
  unship: {
    from: { status: ['paid'], refundStatus: settled, shipmentStatus: ['notShipped', 'shipped'] },
    types: ['merch'],
    to: { shipmentStatus: 'notShipped' },
  },
} as const satisfies Record<string, OrderMove>;

export type OrderMoveName = keyof typeof orderMoves;

/** Whether `move` may start from the order as read. */
export function canMove(order: OrderState & Pick<OrderRow, 'type'>, move: OrderMoveName): boolean {
  const { from, types }: OrderMove = orderMoves[move];
  const fields = Object.entries(from) as [keyof OrderState, readonly OrderState[keyof OrderState][]][];
  return fields.every(([field, values]) => values.includes(order[field])) && (!types || types.includes(order.type));
}

/**
 * The one writer of an order's statuses: makes `move` (with `changes` beside it) only if the move may start from the
 * order as read and the row still holds exactly what was read. Answers the moved row, or undefined.
 */
export async function moveOrder(
  repos: Repositories,
  order: OrderRow,
  move: OrderMoveName,
  changes: Omit<OrderChanges, 'status' | 'refundStatus' | 'shipmentStatus'> = {},
): Promise<OrderRow | undefined> {
  if (!canMove(order, move)) return undefined;
  const from = { status: order.status, refundStatus: order.refundStatus, shipmentStatus: order.shipmentStatus };
  return repos.shop.moveOrder(order.id, from, { ...changes, ...orderMoves[move].to });
}
