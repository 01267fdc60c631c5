import type { ConnectionRow } from '../db/repositories/connections.js';
import { AppError } from '../errors/app-error.js';

export type ConnectionSide = 'requester' | 'receiver';

/** A connection request is seen only by its two sides; to anyone else it reads as missing (`requestNotFound`). */
export function assertConnectionSide(row: ConnectionRow | undefined, userId: number): asserts row is ConnectionRow {
  if (!row || (row.requesterId !== userId && row.receiverId !== userId)) throw new AppError('requestNotFound');
}

/** Each move of a request is made by the side its rule names, or by either. */
export function assertMayMoveConnection(
  row: ConnectionRow | undefined,
  userId: number,
  by: ConnectionSide | 'either',
): asserts row is ConnectionRow {
  assertConnectionSide(row, userId);
  const side: ConnectionSide = row.requesterId === userId ? 'requester' : 'receiver';
  if (by !== 'either' && by !== side) throw new AppError('unauthorized');
}
