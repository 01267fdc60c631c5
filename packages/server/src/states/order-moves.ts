// An order's payment, refund and shipment are one state machine: every change is a move of this table, written by
// one compare-and-set (`moveOrder`: UPDATE ... WHERE the three statuses are still those read), so of two racing
// moves, a refund and a shipment say, only the first happens and the other finds the order moved on.
import type { OrderStatus, ProductType, RefundStatus, ShipmentStatus } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import type { OrderChanges, OrderRow } from '../db/repositories/shop.js';

export type OrderState = Pick<OrderRow, 'status' | 'refundStatus' | 'shipmentStatus'>;

interface Move {
  status: readonly OrderStatus[];
  refund?: readonly (RefundStatus | null)[];
  shipment?: readonly ShipmentStatus[];
  types?: readonly ProductType[];
  to: Partial<OrderState>;
}

const settled = [null, 'refused'] as const;

export const orderMoves = {
  /** PayTR's success callback for an order waiting for it. */
  pay: { status: ['pending'], to: { status: 'paid' } },
  /** PayTR's failure callback. */
  fail: { status: ['pending'], to: { status: 'failed' } },
  /** An unpaid order dropped: by its buyer, by the expiry job after PayTR's window, or when PayTR refused a token. */
  drop: { status: ['pending'], to: { status: 'cancelled' } },
  /** A success arriving after the order was dropped or failed, with the stock (if any) taken again. */
  payLate: { status: ['cancelled', 'failed'], to: { status: 'paid' } },
  /** The same when the stock is gone meanwhile: paid, and its whole amount goes back at once. */
  payLateRefund: {
    status: ['cancelled', 'failed'],
    types: ['merch'],
    to: { status: 'paid', refundStatus: 'processing' },
  },
  /** The buyer asks; a manager answers. The only way digital goods (plans, cosmetics) are refunded. */
  askRefund: { status: ['paid'], refund: [null], to: { refundStatus: 'requested' } },
  refuseRefund: { status: ['paid'], refund: ['requested'], to: { refundStatus: 'refused' } },
  approveRefund: { status: ['paid'], refund: ['requested'], to: { refundStatus: 'processing' } },
  /** The buyer cancels paid merch that has not left: refunded in full, never after a refusal or a request. */
  cancelPaid: {
    status: ['paid'],
    refund: [null],
    shipment: ['notShipped'],
    types: ['merch'],
    to: { refundStatus: 'processing' },
  },
  /** PayTR made the refund that `processing` claimed. */
  refundMade: { status: ['paid'], refund: ['processing'], to: { status: 'refunded', refundStatus: 'refunded' } },
  /** PayTR did not: a manager's approval (or a late payment's refund) waits again for a manager... */
  approvalNotMade: { status: ['paid'], refund: ['processing'], to: { refundStatus: 'requested' } },
  /** ...and a buyer's cancel leaves the order as it was. */
  cancelNotMade: { status: ['paid'], refund: ['processing'], to: { refundStatus: null } },
  /** Shipment (merch only), never while a refund is asked for or under way. */
  ship: {
    status: ['paid'],
    refund: settled,
    shipment: ['notShipped', 'shipped'],
    types: ['merch'],
    to: { shipmentStatus: 'shipped' },
  },
  deliver: {
    status: ['paid'],
    refund: [...settled, 'requested'],
    shipment: ['shipped', 'delivered'],
    types: ['merch'],
    to: { shipmentStatus: 'delivered' },
  },
  unship: {
    status: ['paid'],
    refund: settled,
    shipment: ['notShipped', 'shipped'],
    types: ['merch'],
    to: { shipmentStatus: 'notShipped' },
  },
} as const satisfies Record<string, Move>;

export type OrderMove = keyof typeof orderMoves;

/** Whether `move` may start from the order as read. */
export function canMove(order: OrderState & Pick<OrderRow, 'type'>, move: OrderMove): boolean {
  const rule: Move = orderMoves[move];
  return (
    rule.status.includes(order.status) &&
    (!rule.refund || rule.refund.includes(order.refundStatus)) &&
    (!rule.shipment || rule.shipment.includes(order.shipmentStatus)) &&
    (!rule.types || rule.types.includes(order.type))
  );
}

/**
 * The one writer of an order's statuses: makes `move` (with `changes` beside it) only if the move may start from the
 * order as read and the row still holds exactly what was read. Answers the moved row, or undefined.
 */
export async function moveOrder(
  repos: Repositories,
  order: OrderRow,
  move: OrderMove,
  changes: Omit<OrderChanges, 'status' | 'refundStatus' | 'shipmentStatus'> = {},
): Promise<OrderRow | undefined> {
  if (!canMove(order, move)) return undefined;
  const from = { status: order.status, refundStatus: order.refundStatus, shipmentStatus: order.shipmentStatus };
  return repos.shop.moveOrder(order.id, from, { ...changes, ...orderMoves[move].to });
}
