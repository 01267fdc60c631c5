import { randomBytes } from 'node:crypto';
import {
  answerRefund,
  cancelOrder,
  createOrder,
  getAllOrders,
  getOrder,
  getOrders,
  refundReasonsFor,
  requestRefund,
  resumeOrder,
  searchOrder,
  updateShipment,
  shopLimits,
  type Language,
} from '@gamefolk/contract';
import type { SecuredContext, Services } from '../../context.js';
import type { OrderRow } from '../../db/repositories/shop.js';
import { AppError } from '../../errors/app-error.js';
import { assertSiteManager } from '../../policies/manager.js';
import { assertOwnOrder } from '../../policies/order.js';
import { pick, presentOrder } from '../../presenters/shop.js';
import { centsToDecimal, getIframeUrl, paytrMerchant } from '../../providers/paytr.js';
import { canMove, moveOrder } from '../../states/order-moves.js';
import { handle } from '../define.js';
import { languageOf } from '../../i18n/texts.js';
import {
  dropUnpaid,
  orderMailJob,
  queueOrderMail,
  refundAtPaytr,
  refundQuotes,
} from '../../services/shop/shop-payments.js';

const managerPageSize = 20;

/** PayTR's merchant_oid: letters and digits only, unique. */
const orderNumber = () => `GF${randomBytes(8).toString('hex').toUpperCase()}`;

const viewerLanguage = (ctx: SecuredContext, asked?: Language) => asked ?? languageOf(ctx.session.user.language);

/** The caller's own order; anyone else's reads as missing, by id or by number alike. */
async function ownOrder(services: Services, userId: number, by: { id: number } | { number: string }) {
  const row = 'id' in by ? await services.repos.shop.order(by.id) : await services.repos.shop.orderByNumber(by.number);
  assertOwnOrder(row, userId);
  return row;
}

export const createOrderHandler = handle(createOrder, async (input, ctx) => {
  const { services, session } = ctx;
  const user = session.user;
  paytrMerchant(services.config);
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
  const now = services.now();
  const total = product.priceCents * quantity;
  const order = await services.repos.transaction(async (tx) => {
    if (size) {
      // Stock held by unpaid orders is a few units per buyer, so one account cannot empty a size.
      await tx.shop.lockBuyer(user.id);
      if ((await tx.shop.unpaidUnits(user.id)) + quantity > shopLimits.maxUnpaidUnits)
        throw new AppError('unpaidUnitsLimit', 'quantity');
      if (!(await tx.shop.reserveStock(product.id, size, quantity))) throw new AppError('outOfStock', 'size');
    }
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
      expiresAt: new Date(now.getTime() + services.config.paytr.timeoutMinutes * 60_000),
    });
  });
  let iframeUrl: string | null;
  try {
    iframeUrl = await paymentForm(ctx, order, services.config.paytr.timeoutMinutes);
  } catch (err) {
    await services.repos.transaction((tx) => dropUnpaid(tx, order, 'technicalError'));
    throw err;
  }
  if (!iframeUrl) {
    await services.repos.transaction((tx) => dropUnpaid(tx, order, 'technicalError'));
    throw new AppError('paymentFailed');
  }
  return { id: order.id, number: order.number, status: 'pending' as const, iframeUrl, total };
});

/**
 * PayTR's card form for an unpaid order, open for `minutes`; null when PayTR refuses a token (logged). The basket,
 * amount and addresses come from the order as stored, so a resumed form asks exactly what the first one did.
 */
async function paymentForm(ctx: SecuredContext, order: OrderRow, minutes: number): Promise<string | null> {
  const { services } = ctx;
  const user = ctx.session.user;
  const language = languageOf(user.language);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const appUrl = services.config.appUrl;
  const answer = await getIframeUrl(paytrMerchant(services.config), {
    userIp: ctx.ip,
    merchantOid: order.number,
    email: user.email ?? `user${user.id}@users.gamefolk.invalid`,
    paymentAmount: order.totalCents,
    currency: 'USD',
    basket: [[pick(order.productName, language), centsToDecimal(order.unitPriceCents), order.quantity]],
    userName: order.shippingName || fullName || user.username,
    userAddress: order.shippingAddress || '-',
    userPhone: order.shippingPhone || '0000000000',
    okUrl: `${appUrl}/paytr/ok?order=${order.id}`,
    failUrl: `${appUrl}/paytr/fail?order=${order.id}`,
    timeoutMinutes: minutes,
    lang: language === 'tr' ? 'tr' : 'en',
  });
  if (answer.ok) return answer.iframeUrl;
  ctx.log.warn({ reason: answer.reason, order: order.number }, 'PayTR refused a payment token');
  return null;
}

/** A new card form for the buyer's own unpaid order, for what is left of its payment window (the expiry job ends it). */
export const resumeOrderHandler = handle(resumeOrder, async (input, ctx) => {
  const { services, session } = ctx;
  await services.rateLimits.consume('orderByUser', String(session.user.id));
  const order = await ownOrder(services, session.user.id, { id: input.orderId });
  const left = order.expiresAt.getTime() - services.now().getTime();
  if (order.status !== 'pending' || left < 60_000) throw new AppError('orderNotPayable');
  const iframeUrl = await paymentForm(ctx, order, Math.floor(left / 60_000));
  if (!iframeUrl) throw new AppError('paymentFailed');
  return { id: order.id, number: order.number, status: 'pending' as const, iframeUrl, total: order.totalCents };
});

/** Orders as their viewer sees them, each with what a refund would return now (`refundAmount`). */
async function presentOrders<T extends OrderRow>(
  services: Services,
  rows: T[],
  language: Language,
  forManager = false,
) {
  const quotes = await refundQuotes(services.repos, rows, services.now());
  return rows.map((row) => presentOrder(row, language, quotes.get(row.id) ?? null, forManager));
}

const presentOne = async (services: Services, row: OrderRow, language: Language) =>
  (await presentOrders(services, [row], language))[0]!;

export const getOrdersHandler = handle(getOrders, async (input, ctx) => {
  const rows = await ctx.services.repos.shop.ordersOf(ctx.session.user.id);
  return presentOrders(ctx.services, rows, viewerLanguage(ctx, input.language));
});

export const getOrderHandler = handle(getOrder, async (input, ctx) =>
  presentOne(
    ctx.services,
    await ownOrder(ctx.services, ctx.session.user.id, { id: input.id }),
    viewerLanguage(ctx, input.language),
  ),
);

export const searchOrderHandler = handle(searchOrder, async (input, ctx) => {
  const number = input.number.trim().toUpperCase().replace(/^#/, '');
  if (!/^[A-Z0-9]{1,64}$/.test(number)) throw new AppError('orderNotFound');
  return presentOne(
    ctx.services,
    await ownOrder(ctx.services, ctx.session.user.id, { number }),
    viewerLanguage(ctx, input.language),
  );
});

export const requestRefundHandler = handle(requestRefund, async (input, ctx) => {
  const { services, session } = ctx;
  await services.rateLimits.consume('orderChangeByUser', String(session.user.id));
  const order = await ownOrder(services, session.user.id, { id: input.orderId });
  if (order.status !== 'paid') throw new AppError('refundNotPossible');
  if (!refundReasonsFor(order.type).includes(input.reason)) throw new AppError('refundReasonNotApplicable', 'reason');
  const row = await moveOrder(services.repos, order, 'askRefund', {
    refundReason: input.reason,
    refundNote: input.note || null,
  });
  if (!row) throw new AppError('refundAlreadyRequested');
  return presentOne(services, row, viewerLanguage(ctx));
});

/**
 * The buyer cancels an unpaid order, or paid merch that has not left (refunded in full). Digital goods and anything
 * a manager has answered go through `requestRefund` instead.
 */
export const cancelOrderHandler = handle(cancelOrder, async (input, ctx) => {
  const { services, session } = ctx;
  await services.rateLimits.consume('orderChangeByUser', String(session.user.id));
  const order = await ownOrder(services, session.user.id, { id: input.orderId });
  if (canMove(order, 'drop')) {
    const row = await services.repos.transaction((tx) => dropUnpaid(tx, order, 'timedOutOrCancelled'));
    if (!row) throw new AppError('orderNotCancellable');
    return presentOne(services, row, viewerLanguage(ctx));
  }
  if (!canMove(order, 'cancelPaid')) throw new AppError('orderNotCancellable');
  paytrMerchant(services.config);
  const claimed = await moveOrder(services.repos, order, 'cancelPaid', { refundCents: order.totalCents });
  if (!claimed) throw new AppError('orderNotCancellable');
  return presentOne(services, await refundAtPaytr(services, claimed, 'cancelNotMade'), viewerLanguage(ctx));
});

async function managerView(services: Services, id: number, language: Language) {
  const row = await services.repos.shop.orderWithBuyer(id);
  if (!row) throw new AppError('orderNotFound');
  return (await presentOrders(services, [row], language, true))[0]!;
}

/** A manager answers a refund request: refused, or approved for what a refund returns now (a plan: its unused share). */
export const answerRefundHandler = handle(answerRefund, async ({ orderId, approve, answer }, ctx) => {
  const { services, session } = ctx;
  assertSiteManager(services, session.user);
  const order = await services.repos.shop.order(orderId);
  if (!order) throw new AppError('orderNotFound');
  if (!approve) {
    const refused = await services.repos.transaction(async (tx) => {
      const row = await moveOrder(tx, order, 'refuseRefund', { refundAnswer: answer?.trim() || null });
      if (row) await queueOrderMail(services, tx, order.id, 'refundRefused');
      return row;
    });
    if (!refused) throw new AppError('refundNotRequested');
    services.jobs.wake(orderMailJob);
    return managerView(services, order.id, viewerLanguage(ctx));
  }
  paytrMerchant(services.config);
  const amount = (await refundQuotes(services.repos, [order], services.now())).get(order.id)!;
  const claimed = await moveOrder(services.repos, order, 'approveRefund', { refundCents: amount });
  if (!claimed) throw new AppError('refundNotRequested');
  await refundAtPaytr(services, claimed, 'approvalNotMade');
  return managerView(services, order.id, viewerLanguage(ctx));
});

const shipmentMoves = { notShipped: 'unship', shipped: 'ship', delivered: 'deliver' } as const;

/** Shipment of paid merch; never while a refund is asked for or under way (the moves table says when). */
export const updateShipmentHandler = handle(updateShipment, async ({ orderId, status, trackingCode }, ctx) => {
  const { services, session } = ctx;
  assertSiteManager(services, session.user);
  const order = await services.repos.shop.order(orderId);
  if (!order) throw new AppError('orderNotFound');
  const move = shipmentMoves[status];
  if (!canMove(order, move)) throw new AppError('notShippable');
  const code = trackingCode || order.trackingCode;
  if (status !== 'notShipped' && !code) throw new AppError('trackingCodeRequired', 'trackingCode');
  const changed = status !== order.shipmentStatus;
  await services.repos.transaction(async (tx) => {
    if (!(await moveOrder(tx, order, move, { trackingCode: code ?? null }))) throw new AppError('notShippable');
    if (changed && status !== 'notShipped')
      await queueOrderMail(services, tx, order.id, status === 'shipped' ? 'orderShipped' : 'orderDelivered');
  });
  if (changed) services.jobs.wake(orderMailJob);
  return managerView(services, orderId, viewerLanguage(ctx));
});

export const getAllOrdersHandler = handle(getAllOrders, async ({ page, refunds, language }, ctx) => {
  const { services, session } = ctx;
  assertSiteManager(services, session.user);
  const { rows, total } = await services.repos.shop.allOrders(page, managerPageSize, refunds ?? false);
  const lang = viewerLanguage(ctx, language);
  return { rows: await presentOrders(services, rows, lang, true), total_rows: total, page };
});
