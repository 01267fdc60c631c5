import type { ConnectionRow } from '../db/repositories/connections.js';
import { AppError } from '../http/app-error.js';

export type ConnectionSide = 'requester' | 'receiver';

/**
 * A connection request is seen only by its two sides (anyone else reads it as missing), and each move is made by
 * the side its rule names, or by either.
 */
export function assertMayMoveConnection(
  row: ConnectionRow | undefined,
  userId: number,
  by: ConnectionSide | 'either',
): asserts row is ConnectionRow {
  if (!row || (row.requesterId !== userId && row.receiverId !== userId)) throw new AppError('requestNotFound');
  const side: ConnectionSide = row.requesterId === userId ? 'requester' : 'receiver';
  if (by !== 'either' && by !== side) throw new AppError('unauthorized');
}
