// The shop: catalogue, stock per size, orders and the profile items they bought. Every stock change is one
// conditional statement, so parallel orders for the last item cannot take it twice.
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  orders,
  products,
  productSizes,
  userCosmetics,
  users,
  type OrderRow,
  type ProductRow,
  type ProductSizeRow,
  type UserCosmeticRow,
} from '../schema.js';
import { systemClock, type Clock } from '../../clock.js';

export type { OrderRow, ProductRow, ProductSizeRow, UserCosmeticRow };
export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type OrderChanges = Partial<Omit<typeof orders.$inferInsert, 'id' | 'number' | 'userId' | 'createdAt'>>;

/** An order with its buyer's name, address and language (for managers' lists and mails). */
export type OrderWithBuyer = OrderRow & {
  buyerUsername: string;
  buyerEmail: string | null;
  buyerLanguage: string;
  buyerFirstName: string | null;
};

const buyerCols = {
  buyerUsername: users.username,
  buyerEmail: users.email,
  buyerLanguage: users.language,
  buyerFirstName: users.firstName,
};

export function shopRepository(db: Database, now: Clock = systemClock) {
  return {
    async products(includeHidden: boolean): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(includeHidden ? undefined : eq(products.hidden, false))
        .orderBy(asc(products.id));
    },

    async product(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row;
    },

    async sizesOf(productIds: number[]): Promise<ProductSizeRow[]> {
      if (!productIds.length) return [];
      return db
        .select()
        .from(productSizes)
        .where(inArray(productSizes.productId, productIds))
        .orderBy(asc(productSizes.productId), asc(productSizes.position));
    },

    async insertProduct(values: NewProduct): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      return row!;
    },

    /** Seeds a product once: answers undefined when its slug is already there. */
    async seedProduct(values: NewProduct & { slug: string }): Promise<ProductRow | undefined> {
      const [row] = await db.insert(products).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updateProduct(id: number, values: Partial<NewProduct>): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(products)
        .set({ ...values, updatedAt: now() })
        .where(eq(products.id, id))
        .returning();
      return row;
    },

    /** The product's sizes become exactly these, each with its stock. */
    async replaceSizes(productId: number, sizes: { size: string; stock: number }[]) {
      const keep = sizes.map((s) => s.size);
      await db
        .delete(productSizes)
        .where(
          and(
            eq(productSizes.productId, productId),
            keep.length ? sql`${productSizes.size} not in ${keep}` : undefined,
          ),
        );
      for (const [position, { size, stock }] of sizes.entries()) {
        await db
          .insert(productSizes)
          .values({ productId, size, stock, position })
          .onConflictDoUpdate({ target: [productSizes.productId, productSizes.size], set: { stock, position } });
      }
    },

    async setStock(productId: number, size: string, stock: number): Promise<boolean> {
      const rows = await db
        .update(productSizes)
        .set({ stock })
        .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)))
        .returning({ size: productSizes.size });
      return rows.length > 0;
    },

    /** Takes `quantity` of one size if that many are left; false otherwise (nothing changes). */
    async reserveStock(productId: number, size: string, quantity: number): Promise<boolean> {
      const rows = await db
        .update(productSizes)
        .set({ stock: sql`${productSizes.stock} - ${quantity}` })
        .where(
          and(eq(productSizes.productId, productId), eq(productSizes.size, size), gte(productSizes.stock, quantity)),
        )
        .returning({ size: productSizes.size });
      return rows.length > 0;
    },

    async releaseStock(productId: number, size: string, quantity: number) {
      await db
        .update(productSizes)
        .set({ stock: sql`${productSizes.stock} + ${quantity}` })
        .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
    },

    async insertOrder(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      return row!;
    },

    async order(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async orderByNumber(number: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.number, number));
      return row;
    },

    /** The order, locked until the transaction ends: callbacks and answers for one order take turns. */
    async lockOrder(by: { id: number } | { number: string }): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where('id' in by ? eq(orders.id, by.id) : eq(orders.number, by.number))
        .for('update');
      return row;
    },

    async orderWithBuyer(id: number): Promise<OrderWithBuyer | undefined> {
      const [row] = await db
        .select({ ...orderCols(), ...buyerCols })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, id));
      return row;
    },

    async ordersOf(userId: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(200);
    },

    async allOrders(page: number, limit: number, refundsOnly: boolean) {
      const where = refundsOnly ? inArray(orders.refundStatus, ['requested', 'processing']) : undefined;
      const rows = await db
        .select({ ...orderCols(), ...buyerCols })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(page * limit);
      const [total] = await db.select({ n: count() }).from(orders).where(where);
      return { rows: rows as OrderWithBuyer[], total: total?.n ?? 0 };
    },

    /**
     * The compare-and-set under states/order-moves.ts (its only caller): changes the order only while its three
     * statuses are still `from`, so of two requests racing for one order only the first changes it. Answers the
     * changed row, or undefined when it had moved on already.
     */
    async moveOrder(
      id: number,
      from: Pick<OrderRow, 'status' | 'refundStatus' | 'shipmentStatus'>,
      changes: OrderChanges,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...changes, updatedAt: now() })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.status, from.status),
            from.refundStatus ? eq(orders.refundStatus, from.refundStatus) : isNull(orders.refundStatus),
            eq(orders.shipmentStatus, from.shipmentStatus),
          ),
        )
        .returning();
      return row;
    },

    /** Takes the buyer's row lock: their checkouts take turns, so the units they hold are counted once. */
    async lockBuyer(userId: number) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** How many merch units the buyer's unpaid orders hold. */
    async unpaidUnits(userId: number): Promise<number> {
      const [row] = await db
        .select({ units: sql<number>`coalesce(sum(${orders.quantity}), 0)::int` })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), eq(orders.type, 'merch')));
      return row?.units ?? 0;
    },

    /** Pending orders whose payment window (PayTR's timeout_limit) is over, oldest first. */
    async expiredPending(now: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async grantCosmetic(values: { userId: number; orderId: number; kind: UserCosmeticRow['kind']; style: string }) {
      await db.insert(userCosmetics).values(values).onConflictDoNothing();
    },

    async withdrawCosmetic(orderId: number, at: Date) {
      await db
        .update(userCosmetics)
        .set({ withdrawnAt: at })
        .where(and(eq(userCosmetics.orderId, orderId), isNull(userCosmetics.withdrawnAt)));
    },

    async cosmeticsOf(userId: number): Promise<UserCosmeticRow[]> {
      return db
        .select()
        .from(userCosmetics)
        .where(and(eq(userCosmetics.userId, userId), isNull(userCosmetics.withdrawnAt)))
        .orderBy(asc(userCosmetics.id));
    },
  };
}

const orderCols = () => getTableColumns(orders);
