import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  CosmeticKind,
  LocalizedText,
  OrderStatus,
  ProductType,
  RefundReason,
  RefundStatus,
  ShipmentStatus,
  SubscriptionPlan,
} from '@gamefolk/contract';
import { users } from './accounts.js';

/**
 * What the shop sells. Prices are US cents; names and descriptions carry tr, en and es. A cosmetic names what it
 * puts on the buyer's profile (`cosmeticKind` + `cosmeticStyle`); a subscription its plan and months; merch keeps
 * its stock per size in `product_sizes`.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The seed's key (seeded products are found again by it); null for products managers add. */
    slug: varchar('slug', { length: 60 }),
    type: varchar('type', { length: 15 }).$type<ProductType>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    priceCents: integer('price_cents').notNull(),
    /** A path on our origin (the seed's pictures) or an uploaded file's URL. */
    imageUrl: varchar('image_url', { length: 500 }).notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    cosmeticKind: varchar('cosmetic_kind', { length: 10 }).$type<CosmeticKind>(),
    cosmeticStyle: varchar('cosmetic_style', { length: 30 }),
    plan: varchar('plan', { length: 15 }).$type<SubscriptionPlan>(),
    months: smallint('months'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_slug_idx').on(t.slug), check('products_price_positive', sql`${t.priceCents} > 0`)],
);

export type ProductRow = typeof products.$inferSelect;

/** Merch stock, one row per size; never below zero (the check backs the conditional update that reserves). */
export const productSizes = pgTable(
  'product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 10 }).notNull(),
    stock: integer('stock').notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.size] }), check('product_sizes_stock', sql`${t.stock} >= 0`)],
);

export type ProductSizeRow = typeof productSizes.$inferSelect;

/**
 * One purchase of one product. `number` is PayTR's merchant_oid. The product's name, type and price are copied
 * at checkout, so an order reads the same after the catalogue changes.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: varchar('number', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: jsonb('product_name').$type<LocalizedText>().notNull(),
    type: varchar('type', { length: 15 }).$type<ProductType>().notNull(),
    size: varchar('size', { length: 10 }),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    status: varchar('status', { length: 10 }).$type<OrderStatus>().notNull().default('pending'),
    paymentMethod: varchar('payment_method', { length: 15 }).notNull().default('creditCard'),
    failedReasonCode: smallint('failed_reason_code'),
    failedReasonMsg: varchar('failed_reason_msg', { length: 300 }),
    shipmentStatus: varchar('shipment_status', { length: 12 }).$type<ShipmentStatus>().notNull().default('notShipped'),
    trackingCode: varchar('tracking_code', { length: 60 }),
    shippingName: varchar('shipping_name', { length: 80 }),
    shippingAddress: varchar('shipping_address', { length: 300 }),
    shippingPhone: varchar('shipping_phone', { length: 20 }),
    refundStatus: varchar('refund_status', { length: 12 }).$type<RefundStatus>(),
    refundReason: varchar('refund_reason', { length: 15 }).$type<RefundReason>(),
    refundNote: varchar('refund_note', { length: 500 }),
    /** Why a manager refused the refund, as the buyer reads it. */
    refundAnswer: varchar('refund_answer', { length: 500 }),
    /** What goes (or went) back to the buyer, in cents: the total, or a plan's unused part (docs/decisions.md). */
    refundCents: integer('refund_cents'),
    /** Until then PayTR may still take the payment; afterwards the expiry job cancels it and releases the stock. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** Profile items bought in the shop; a refund withdraws them (`withdrawnAt`). */
export const userCosmetics = pgTable(
  'user_cosmetics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<CosmeticKind>().notNull(),
    style: varchar('style', { length: 30 }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_cosmetics_order_idx').on(t.orderId), index('user_cosmetics_user_idx').on(t.userId)],
);

export type UserCosmeticRow = typeof userCosmetics.$inferSelect;
