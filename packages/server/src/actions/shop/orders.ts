import { randomBytes } from 'node:crypto';
import {
  answerRefund,
  cancelOrder,
  createOrder,
  getAllOrders,
  getOrder,
  getOrders,
  requestRefund,
  searchOrder,
  updateShipment,
  type Language,
} from '@gamefolk/contract';
import type { SecuredContext, Services } from '../../context.js';
import type { OrderRow } from '../../db/repositories/shop.js';
import { AppError } from '../../http/app-error.js';
import { assertSiteManager } from '../../policies/manager.js';
import { canCancel, pick, presentOrder } from '../../presenters/shop.js';
import { centsToDecimal, getIframeUrl, paytrMerchant, refund } from '../../providers/paytr.js';
import { handle } from '../define.js';
import { applyRefund, cancelPending, languageOf, orderMailJob, queueOrderMail } from './payments.js';

/** Minutes after PayTR's own timeout before an unpaid order is given up (its callback may still be on its way). */
const expiryMarginMinutes = 5;
const managerPageSize = 20;

/** PayTR's merchant_oid: letters and digits only, unique. */
const orderNumber = () => `GF${randomBytes(8).toString('hex').toUpperCase()}`;

const viewerLanguage = (ctx: SecuredContext, asked?: Language) => asked ?? languageOf(ctx.session.user.language);

/** The caller's own order; anyone else's reads as missing, by id or by number alike. */
async function ownOrder(services: Services, userId: number, by: { id: number } | { number: string }) {
  const row = 'id' in by ? await services.repos.shop.order(by.id) : await services.repos.shop.orderByNumber(by.number);
  if (!row || row.userId !== userId) throw new AppError('orderNotFound');
  return row;
}

export const createOrderHandler = handle(createOrder, async (input, ctx) => {
  const { services, session } = ctx;
  const user = session.user;
  const merchant = paytrMerchant(services.config);
  await services.rateLimits.consume('orderByUser', String(user.id));
  const product = await services.repos.shop.product(input.productId);
  if (!product || product.hidden) throw new AppError('productNotFound', 'productId');
  const quantity = input.quantity;
  let size: string | null = null;
  if (product.type === 'merch') {
    if (!input.size) throw new AppError('sizeRequired', 'size');
    const sizes = await services.repos.shop.sizesOf([product.id]);
    const match = sizes.find((s) => s.size === input.size);
    if (!match) throw new AppError('unknownSize', 'size');
    size = match.size;
  } else if (quantity !== 1) {
    throw new AppError('singleItem', 'quantity');
  }
  const language = languageOf(user.language);
  const now = services.now();
  const total = product.priceCents * quantity;
  const order = await services.repos.transaction(async (tx) => {
    if (size && !(await tx.shop.reserveStock(product.id, size, quantity))) throw new AppError('outOfStock', 'size');
    return tx.shop.insertOrder({
      number: orderNumber(),
      userId: user.id,
      productId: product.id,
      productName: product.name,
      type: product.type,
      size,
      quantity,
      unitPriceCents: product.priceCents,
      totalCents: total,
      currency: 'USD',
      status: 'pending',
      shippingName: input.shipping?.name ?? null,
      shippingAddress: input.shipping?.address ?? null,
      shippingPhone: input.shipping?.phone ?? null,
      expiresAt: new Date(now.getTime() + (services.config.paytr.timeoutMinutes + expiryMarginMinutes) * 60_000),
    });
  });
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const appUrl = services.config.appUrl;
  let answer: Awaited<ReturnType<typeof getIframeUrl>>;
  try {
    answer = await getIframeUrl(merchant, {
      userIp: ctx.ip,
      merchantOid: order.number,
      email: user.email ?? `user${user.id}@users.gamefolk.invalid`,
      paymentAmount: total,
      currency: 'USD',
      basket: [[pick(product.name, language), centsToDecimal(product.priceCents), quantity]],
      userName: input.shipping?.name || fullName || user.username,
      userAddress: input.shipping?.address || '-',
      userPhone: input.shipping?.phone || '0000000000',
      okUrl: `${appUrl}/paytr/ok?order=${order.id}`,
      failUrl: `${appUrl}/paytr/fail?order=${order.id}`,
      timeoutMinutes: services.config.paytr.timeoutMinutes,
      lang: language === 'tr' ? 'tr' : 'en',
    });
  } catch (err) {
    await services.repos.transaction((tx) => cancelPending(tx, order, 99));
    throw err;
  }
  if (!answer.ok) {
    ctx.log.warn({ reason: answer.reason, order: order.number }, 'PayTR refused a payment token');
    await services.repos.transaction((tx) => cancelPending(tx, order, 99));
    throw new AppError('paymentFailed');
  }
  return { id: order.id, number: order.number, status: 'pending' as const, iframeUrl: answer.iframeUrl, total };
});

export const getOrdersHandler = handle(getOrders, async (input, ctx) => {
  const rows = await ctx.services.repos.shop.ordersOf(ctx.session.user.id);
  const language = viewerLanguage(ctx, input.language);
  return rows.map((row) => presentOrder(row, language));
});

export const getOrderHandler = handle(getOrder, async (input, ctx) =>
  presentOrder(
    await ownOrder(ctx.services, ctx.session.user.id, { id: input.id }),
    viewerLanguage(ctx, input.language),
  ),
);

export const searchOrderHandler = handle(searchOrder, async (input, ctx) => {
  const number = input.number.trim().toUpperCase().replace(/^#/, '');
  if (!/^[A-Z0-9]{1,64}$/.test(number)) throw new AppError('orderNotFound');
  return presentOrder(
    await ownOrder(ctx.services, ctx.session.user.id, { number }),
    viewerLanguage(ctx, input.language),
  );
});

export const requestRefundHandler = handle(requestRefund, async (input, ctx) => {
  const { services, session } = ctx;
  const order = await ownOrder(services, session.user.id, { id: input.orderId });
  if (order.status !== 'paid') throw new AppError('refundNotPossible');
  if (order.refundStatus) throw new AppError('refundAlreadyRequested');
  const row = await services.repos.shop.updateOrder(
    order.id,
    { refundStatus: 'requested', refundReason: input.reason, refundNote: input.note || null },
    { status: 'paid', refundStatus: null },
  );
  if (!row) throw new AppError('refundAlreadyRequested');
  return presentOrder(row, viewerLanguage(ctx));
});

/**
 * Sends a claimed refund (refund status `processing`) to PayTR; marks the order refunded only on its success,
 * otherwise puts the claim back as it was and answers `refundFailed`.
 */
async function refundAtPaytr(services: Services, order: OrderRow, claimedFrom: OrderRow['refundStatus']) {
  const merchant = paytrMerchant(services.config);
  let ok = false;
  try {
    const answer = await refund(merchant, order.number, order.totalCents);
    ok = answer.ok;
    if (!ok) services.log.warn({ order: order.number, message: answer.message }, 'PayTR refused a refund');
  } catch (err) {
    services.log.warn({ err, order: order.number }, 'PayTR refund call failed');
  }
  if (!ok) {
    await services.repos.shop.updateOrder(order.id, { refundStatus: claimedFrom }, { refundStatus: 'processing' });
    throw new AppError('refundFailed');
  }
  const row = await services.repos.transaction((tx) => applyRefund(services, tx, order.id));
  services.jobs.wake(orderMailJob);
  return row!;
}

export const cancelOrderHandler = handle(cancelOrder, async (input, ctx) => {
  const { services, session } = ctx;
  const order = await ownOrder(services, session.user.id, { id: input.orderId });
  if (!canCancel(order)) throw new AppError('orderNotCancellable');
  if (order.status === 'pending') {
    const row = await services.repos.transaction((tx) => cancelPending(tx, order, 6));
    if (!row) throw new AppError('orderNotCancellable');
    return presentOrder(row, viewerLanguage(ctx));
  }
  paytrMerchant(services.config);
  const claimed = await services.repos.shop.updateOrder(
    order.id,
    { refundStatus: 'processing' },
    { status: 'paid', refundStatus: order.refundStatus },
  );
  if (!claimed || claimed.shipmentStatus !== 'notShipped') {
    if (claimed)
      await services.repos.shop.updateOrder(
        order.id,
        { refundStatus: order.refundStatus },
        { refundStatus: 'processing' },
      );
    throw new AppError('orderNotCancellable');
  }
  return presentOrder(await refundAtPaytr(services, claimed, order.refundStatus), viewerLanguage(ctx));
});

async function managerView(services: Services, id: number, language: Language) {
  const row = await services.repos.shop.orderWithBuyer(id);
  if (!row) throw new AppError('orderNotFound');
  return presentOrder(row, language, true);
}

export const answerRefundHandler = handle(answerRefund, async ({ orderId, approve }, ctx) => {
  const { services, session } = ctx;
  assertSiteManager(services, session.user);
  const order = await services.repos.shop.order(orderId);
  if (!order) throw new AppError('orderNotFound');
  if (order.status !== 'paid' || order.refundStatus !== 'requested') throw new AppError('refundNotRequested');
  if (!approve) {
    const refused = await services.repos.transaction(async (tx) => {
      const row = await tx.shop.updateOrder(
        order.id,
        { refundStatus: 'refused' },
        { status: 'paid', refundStatus: 'requested' },
      );
      if (row) await queueOrderMail(services, tx, order.id, 'refundRefused');
      return row;
    });
    if (!refused) throw new AppError('refundNotRequested');
    services.jobs.wake(orderMailJob);
    return managerView(services, order.id, viewerLanguage(ctx));
  }
  paytrMerchant(services.config);
  const claimed = await services.repos.shop.updateOrder(
    order.id,
    { refundStatus: 'processing' },
    { status: 'paid', refundStatus: 'requested' },
  );
  if (!claimed) throw new AppError('refundNotRequested');
  await refundAtPaytr(services, claimed, 'requested');
  return managerView(services, order.id, viewerLanguage(ctx));
});

export const updateShipmentHandler = handle(updateShipment, async ({ orderId, status, trackingCode }, ctx) => {
  const { services, session } = ctx;
  assertSiteManager(services, session.user);
  const changed = await services.repos.transaction(async (tx) => {
    const order = await tx.shop.lockOrder({ id: orderId });
    if (!order) throw new AppError('orderNotFound');
    if (order.type !== 'merch' || order.status !== 'paid') throw new AppError('notShippable');
    const code = trackingCode || order.trackingCode;
    if (status !== 'notShipped' && !code) throw new AppError('trackingCodeRequired', 'trackingCode');
    await tx.shop.updateOrder(order.id, { shipmentStatus: status, trackingCode: code ?? null });
    if (status !== order.shipmentStatus && status !== 'notShipped')
      await queueOrderMail(services, tx, order.id, status === 'shipped' ? 'orderShipped' : 'orderDelivered');
    return status !== order.shipmentStatus;
  });
  if (changed) services.jobs.wake(orderMailJob);
  return managerView(services, orderId, viewerLanguage(ctx));
});

export const getAllOrdersHandler = handle(getAllOrders, async ({ page, refunds, language }, ctx) => {
  const { services, session } = ctx;
  assertSiteManager(services, session.user);
  const { rows, total } = await services.repos.shop.allOrders(page, managerPageSize, refunds ?? false);
  const lang = viewerLanguage(ctx, language);
  return { rows: rows.map((row) => presentOrder(row, lang, true)), total_rows: total, page };
});
