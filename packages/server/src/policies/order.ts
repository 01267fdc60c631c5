import type { OrderRow } from '../db/repositories/shop.js';
import { AppError } from '../errors/app-error.js';

/**
 * A buyer sees and acts on their own orders only; anyone else's reads as missing (`orderNotFound`), so an order's
 * id or number tells a stranger nothing. Site managers reach every order through their own actions
 * (policies/manager.ts).
 */
export function assertOwnOrder(row: OrderRow | undefined, userId: number): asserts row is OrderRow {
  if (!row || row.userId !== userId) throw new AppError('orderNotFound');
}
