import type { Language, LocalizedText, Order, Product } from '@gamefolk/contract';
import type { OrderRow, OrderWithBuyer, ProductRow, ProductSizeRow } from '../db/repositories/shop.js';
import { canMove } from '../states/order-moves.js';

export const pick = (text: LocalizedText, language: Language) => text[language] || text.en;

export function presentProduct(row: ProductRow, sizes: ProductSizeRow[], language: Language): Product {
  const own = sizes.filter((s) => s.productId === row.id);
  return {
    id: row.id,
    name: pick(row.name, language),
    description: pick(row.description, language),
    names: row.name,
    descriptions: row.description,
    price: row.priceCents,
    type: row.type,
    imageUrl: row.imageUrl,
    ...(row.type === 'merch' && {
      sizes: own.map((s) => s.size),
      stock: Object.fromEntries(own.map((s) => [s.size, s.stock])),
    }),
    cosmeticKind: row.cosmeticKind,
    cosmeticStyle: row.cosmeticStyle,
    plan: row.plan,
    months: row.months,
    hidden: row.hidden,
  };
}

/** What the buyer may still do: cancel (unpaid, or paid merch not shipped) or ask for a refund (states/order-moves.ts). */
export const canCancel = (row: OrderRow) => canMove(row, 'drop') || canMove(row, 'cancelPaid');
export const canRequestRefund = (row: OrderRow) => canMove(row, 'askRefund');

/**
 * `refundAmount`: what went back once refunded, else what a refund would return now (the caller's quote: a plan's
 * unused share, anything else its total).
 */
export function presentOrder(
  row: OrderRow | OrderWithBuyer,
  language: Language,
  quote: number | null,
  forManager = false,
): Order {
  const order: Order = {
    id: row.id,
    number: row.number,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    paymentStatus: row.status === 'paid' || row.status === 'refunded' ? 'paid' : 'unpaid',
    shipmentStatus: row.shipmentStatus,
    trackingCode: row.trackingCode,
    total: row.totalCents,
    unitPrice: row.unitPriceCents,
    currency: row.currency,
    paymentMethod: 'creditCard',
    productId: row.productId,
    productName: pick(row.productName, language),
    productNames: row.productName,
    quantity: row.quantity,
    size: row.size,
    type: row.type,
    failedReasonCode: row.failedReasonCode,
    refundStatus: row.refundStatus,
    refundReason: row.refundReason,
    refundNote: row.refundNote,
    refundAnswer: row.refundAnswer,
    refundAmount: row.refundCents ?? (row.status === 'paid' ? quote : null),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    canCancel: canCancel(row),
    canRequestRefund: canRequestRefund(row),
    // The buyer's own address (only they and the managers see an order).
    shipping: row.shippingAddress
      ? { name: row.shippingName ?? '', address: row.shippingAddress, phone: row.shippingPhone ?? '' }
      : null,
  };
  if (forManager && 'buyerUsername' in row) {
    order.buyer = { id: row.userId, username: row.buyerUsername, email: row.buyerEmail };
  }
  return order;
}
