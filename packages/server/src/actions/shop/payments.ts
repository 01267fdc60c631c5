// What a payment, a refund or a timeout does to an order, each inside the caller's transaction and each applied
// once: the order row is locked (or moved by a conditional update) before anything changes, and mails go
// through the job queue in the same transaction, so they exist exactly when the change does.
import { createHash } from 'node:crypto';
import { languages, paymentFailureCodes, type Language } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { Repositories } from '../../db/repositories/index.js';
import type { OrderRow } from '../../db/repositories/shop.js';
import { renderOrderMail, type OrderMailKind } from '../../mail/order-mails.js';
import { pick } from '../../presenters/shop.js';
import { grantSubscription, withdrawSubscription } from '../../services/premium.js';

export const orderMailJob = 'shop.order-mail';

/** A UUID made from the order and the mail kind: the same mail is stored once however often it is asked for. */
function mailJobId(orderId: number, kind: OrderMailKind) {
  const hex = createHash('sha256').update(`order-mail:${orderId}:${kind}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function queueOrderMail(services: Services, tx: Repositories, orderId: number, kind: OrderMailKind) {
  await services.jobs.send(orderMailJob, { orderId, kind }, { sql: tx.sql, id: mailJobId(orderId, kind) });
}

export const languageOf = (value: string): Language =>
  (languages as readonly string[]).includes(value) ? (value as Language) : 'en';

export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The queue's worker for order mails: rendered in the buyer's language at sending time. */
export function registerOrderMails(services: Services) {
  services.jobs.handle<{ orderId: number; kind: OrderMailKind }>(orderMailJob, async ({ orderId, kind }) => {
    const order = await services.repos.shop.orderWithBuyer(orderId);
    if (!order?.buyerEmail) return;
    const language = languageOf(order.buyerLanguage);
    const { subject, text, html } = renderOrderMail(kind, language, {
      name: order.buyerFirstName || order.buyerUsername,
      number: order.number,
      product: pick(order.productName, language),
      total: formatCents(order.totalCents),
      trackingCode: order.trackingCode,
      link: `${services.config.appUrl}/orders/${order.id}`,
    });
    await services.mailer.deliverRendered({ kind, to: order.buyerEmail, subject, text, html });
  });
}

/** PayTR's reason code as one the spec explains; anything else reads as the technical error (99). */
export function failureCode(raw: string | undefined): number {
  const code = Number(raw);
  return (paymentFailureCodes as readonly number[]).includes(code) && raw !== '' ? code : 99;
}

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

export type CallbackResult = 'applied' | 'unchanged' | 'unknownOrder' | 'amountMismatch';

/**
 * Applies a verified PayTR callback to its order, once: the order is locked, and only a pending order (or one
 * cancelled or failed before a late success) moves. A success for an order whose stock went back meanwhile takes
 * the stock again if it is there; if it is not, the order is paid and its refund asked for on the store's side.
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
    if (order.status !== 'pending') return 'unchanged';
    await tx.shop.updateOrder(order.id, {
      status: 'failed',
      failedReasonCode: failureCode(body.reasonCode),
      failedReasonMsg: body.reasonMsg?.slice(0, 300) ?? null,
    });
    await releaseStock(tx, order);
    return 'applied';
  }
  const expected = String(order.totalCents);
  if (body.totalAmount !== expected || (body.paymentAmount !== undefined && body.paymentAmount !== expected))
    return 'amountMismatch';
  if (order.status !== 'pending' && order.status !== 'cancelled' && order.status !== 'failed') return 'unchanged';
  let refundAsked = false;
  if (order.status !== 'pending' && order.type === 'merch' && order.size) {
    refundAsked = !(await tx.shop.reserveStock(order.productId, order.size, order.quantity));
  }
  await tx.shop.updateOrder(order.id, {
    status: 'paid',
    paidAt: now,
    failedReasonCode: null,
    failedReasonMsg: null,
    ...(refundAsked && {
      refundStatus: 'requested' as const,
      refundReason: 'other' as const,
      refundNote: 'outOfStock',
    }),
  });
  await deliverDigital(services, tx, order);
  await queueOrderMail(services, tx, order.id, 'orderPaid');
  return 'applied';
}

/** Marks a paid order refunded after PayTR said success: takes back what it gave, returns unshipped stock. */
export async function applyRefund(services: Services, tx: Repositories, orderId: number) {
  const order = await tx.shop.lockOrder({ id: orderId });
  if (!order || order.status !== 'paid' || order.refundStatus !== 'processing') return order;
  const now = services.now();
  const row = await tx.shop.updateOrder(order.id, { status: 'refunded', refundStatus: 'refunded', refundedAt: now });
  if (order.type === 'cosmetics') await tx.shop.withdrawCosmetic(order.id, now);
  if (order.type === 'subscription') await withdrawSubscription(tx, order.userId, order.id, now);
  if (order.shipmentStatus === 'notShipped') await releaseStock(tx, order);
  await queueOrderMail(services, tx, order.id, 'orderRefunded');
  return row;
}

/** Drops an unpaid order (timed out, or cancelled by its buyer) and gives its stock back. */
export async function cancelPending(tx: Repositories, order: OrderRow, reasonCode: number | null) {
  const row = await tx.shop.updateOrder(
    order.id,
    { status: 'cancelled', failedReasonCode: reasonCode },
    { status: 'pending' },
  );
  if (row) await releaseStock(tx, order);
  return row;
}
