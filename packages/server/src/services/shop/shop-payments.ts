// What a payment, a refund or a timeout does to an order, each applied once: every status change is a move of
// states/order-moves.ts (one compare-and-set), and mails go through the job queue in the same transaction, so
// they exist exactly when the change does.
import { createHash } from 'node:crypto';
import { paymentFailures, type PaymentFailure } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { Repositories } from '../../db/repositories/index.js';
import type { OrderRow } from '../../db/repositories/shop.js';
import { renderOrderMail, type OrderMailKind } from '../../mail/order-mails.js';
import { pick } from '../../presenters/shop.js';
import { AppError } from '../../errors/app-error.js';
import { paytrMerchant, refund } from '../../providers/paytr.js';
import { canMove, moveOrder } from '../../states/order-moves.js';
import { grantSubscription, unusedShareCents, withdrawSubscription } from './premium.js';
import { languageOf } from '../../i18n/texts.js';

export const orderMailJob = 'shop.order-mail';

/** A UUID made from the order and the mail kind: the same mail is stored once however often it is asked for. */
function mailJobId(orderId: number, kind: OrderMailKind) {
  const hex = createHash('sha256').update(`order-mail:${orderId}:${kind}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function queueOrderMail(services: Services, tx: Repositories, orderId: number, kind: OrderMailKind) {
  await services.jobs.send(orderMailJob, { orderId, kind }, { sql: tx.sql, id: mailJobId(orderId, kind) });
}

export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export type OrderMailJob = { orderId: number; kind: OrderMailKind };

/** Job: one order mail, rendered in the buyer's language at sending time. */
export async function mailOrder(services: Services, { orderId, kind }: OrderMailJob) {
  const order = await services.repos.shop.orderWithBuyer(orderId);
  if (!order?.buyerEmail) return;
  const language = languageOf(order.buyerLanguage);
  const { subject, text, html } = renderOrderMail(kind, language, {
    name: order.buyerFirstName || order.buyerUsername,
    number: order.number,
    product: pick(order.productName, language),
    // What the mail states is what the order holds: the refund returned (a plan's unused share), else the price.
    total: formatCents(kind === 'orderRefunded' ? (order.refundCents ?? order.totalCents) : order.totalCents),
    trackingCode: order.trackingCode,
    link: `${services.config.appUrl}/orders/${order.id}`,
    answer: order.refundAnswer,
  });
  await services.mailer.deliverRendered({ kind, to: order.buyerEmail, subject, text, html });
}

/** PayTR's reason code as one the spec explains, by name; anything else reads as the technical error. */
export function failureOf(raw: string | undefined): PaymentFailure {
  const read = paymentFailures.schema.safeParse(raw ? Number(raw) : undefined);
  return read.success ? read.data : 'technicalError';
}

/**
 * Whether a paid order still holds its stock: not shipped, and not paid too late to take it (such an order keeps
 * the failure code of its dropping, which a payment in time clears).
 */
const holdsStock = (order: OrderRow) => order.shipmentStatus === 'notShipped' && order.failedReasonCode === null;

async function releaseStock(tx: Repositories, order: OrderRow) {
  if (order.type === 'merch' && order.size) await tx.shop.releaseStock(order.productId, order.size, order.quantity);
}

/** What a paid order gives: a profile item, or subscription time (premium.ts), in this transaction. */
async function deliverDigital(services: Services, tx: Repositories, order: OrderRow) {
  const product = await tx.shop.product(order.productId);
  if (!product) return;
  if (order.type === 'cosmetics' && product.cosmeticKind) {
    await tx.shop.grantCosmetic({
      userId: order.userId,
      orderId: order.id,
      kind: product.cosmeticKind,
      style: product.cosmeticStyle ?? 'default',
    });
  }
  if (order.type === 'subscription' && product.plan && (product.months === 1 || product.months === 12)) {
    await grantSubscription(tx, order.userId, product.plan, product.months, order.id, services.now());
  }
}

export type CallbackResult = 'applied' | 'refundDue' | 'unchanged' | 'unknownOrder' | 'amountMismatch';

/**
 * Applies a verified PayTR callback to its order, once: the order is locked and moved (order-moves.ts). A success
 * for an order dropped meanwhile (its payment window over) is honoured when its stock is still there; when it is
 * not, the order is paid and its whole amount claimed for a refund (`refundDue`: the caller asks PayTR after commit).
 */
export async function applyCallback(
  services: Services,
  tx: Repositories,
  body: {
    merchantOid: string;
    success: boolean;
    totalAmount: string;
    paymentAmount?: string;
    reasonCode?: string;
    reasonMsg?: string;
  },
): Promise<CallbackResult> {
  const order = await tx.shop.lockOrder({ number: body.merchantOid });
  if (!order) return 'unknownOrder';
  const now = services.now();
  if (!body.success) {
    const failed = await moveOrder(tx, order, 'fail', {
      failedReasonCode: paymentFailures.codeOf[failureOf(body.reasonCode)],
      failedReasonMsg: body.reasonMsg?.slice(0, 300) ?? null,
    });
    if (!failed) return 'unchanged';
    await releaseStock(tx, order);
    return 'applied';
  }
  const expected = String(order.totalCents);
  if (body.totalAmount !== expected || (body.paymentAmount !== undefined && body.paymentAmount !== expected))
    return 'amountMismatch';
  const paid = { paidAt: now, failedReasonCode: null, failedReasonMsg: null };
  if (canMove(order, 'payLate') && order.type === 'merch' && order.size) {
    if (!(await tx.shop.reserveStock(order.productId, order.size, order.quantity))) {
      const claimed = await moveOrder(tx, order, 'payLateRefund', {
        paidAt: now,
        // Kept: a paid order with a failure code holds no stock (see `holdsStock`).
        failedReasonCode: order.failedReasonCode ?? paymentFailures.codeOf.timedOutOrCancelled,
        refundCents: order.totalCents,
        refundReason: 'other',
        refundNote: 'outOfStock',
      });
      return claimed ? 'refundDue' : 'unchanged';
    }
  }
  const moved = (await moveOrder(tx, order, 'pay', paid)) ?? (await moveOrder(tx, order, 'payLate', paid));
  if (!moved) return 'unchanged';
  await deliverDigital(services, tx, order);
  await queueOrderMail(services, tx, order.id, 'orderPaid');
  return 'applied';
}

/** What refunding each order returns now: a plan's unused share (premium.ts), anything else its total. */
export async function refundQuotes(repos: Repositories, rows: OrderRow[], now: Date): Promise<Map<number, number>> {
  const plans = rows.filter((r) => r.type === 'subscription');
  const stretches = await repos.premium.byOrders(plans.map((r) => String(r.id)));
  const byOrder = new Map(stretches.map((s) => [s.orderRef, s]));
  return new Map(
    rows.map((r) => [
      r.id,
      r.type === 'subscription' ? unusedShareCents(r.totalCents, byOrder.get(String(r.id)), now) : r.totalCents,
    ]),
  );
}

/**
 * Sends a claimed refund (refund status `processing`, amount in `refundCents`) to PayTR; marks the order refunded
 * only on its success. Otherwise `undo` puts the claim back (a manager's approval waits again, a buyer's cancel
 * is as if not asked) and it answers `refundFailed`. Nothing to return (a plan fully used) skips PayTR.
 */
export async function refundAtPaytr(
  services: Services,
  claimed: OrderRow,
  undo: 'approvalNotMade' | 'cancelNotMade',
): Promise<OrderRow> {
  const amount = claimed.refundCents ?? claimed.totalCents;
  let ok = amount === 0;
  if (!ok) {
    try {
      const answer = await refund(paytrMerchant(services.config), claimed.number, amount);
      ok = answer.ok;
      if (!ok) services.log.warn({ order: claimed.number, message: answer.message }, 'PayTR refused a refund');
    } catch (err) {
      services.log.warn({ err, order: claimed.number }, 'PayTR refund call failed');
    }
  }
  if (!ok) {
    await moveOrder(services.repos, claimed, undo, { refundCents: null });
    throw new AppError('refundFailed');
  }
  const row = await services.repos.transaction((tx) => applyRefund(services, tx, claimed.id));
  services.jobs.wake(orderMailJob);
  return row!;
}

/** Marks a claimed order refunded after PayTR said success: takes back what it gave, returns unshipped stock. */
export async function applyRefund(services: Services, tx: Repositories, orderId: number) {
  const order = await tx.shop.lockOrder({ id: orderId });
  if (!order) return order;
  const now = services.now();
  const row = await moveOrder(tx, order, 'refundMade', { refundedAt: now });
  if (!row) return order;
  if (order.type === 'cosmetics') await tx.shop.withdrawCosmetic(order.id, now);
  if (order.type === 'subscription') await withdrawSubscription(tx, order.userId, order.id, now);
  if (holdsStock(order)) await releaseStock(tx, order);
  await queueOrderMail(services, tx, order.id, 'orderRefunded');
  return row;
}

/** Drops an unpaid order (timed out, cancelled by its buyer, or refused a token by PayTR) and gives its stock back. */
export async function dropUnpaid(tx: Repositories, order: OrderRow, reason: PaymentFailure) {
  const row = await moveOrder(tx, order, 'drop', { failedReasonCode: paymentFailures.codeOf[reason] });
  if (row) await releaseStock(tx, order);
  return row;
}
