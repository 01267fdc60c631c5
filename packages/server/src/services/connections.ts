import type { ConnectionStatus } from '@gamefolk/contract';
import type { Services } from '../context.js';
import type { ConnectionRow } from '../db/repositories/connections.js';
import { AppError } from '../errors/app-error.js';
import { assertMayMoveConnection, type ConnectionSide } from '../policies/connection.js';

/** Who may do what to a request, from which status: anything not listed here is refused. */
type Move = 'cancel' | 'approve' | 'reject' | 'remove';
const moves: Record<Move, { from: ConnectionStatus; to: ConnectionStatus; by: ConnectionSide | 'either' }> = {
  cancel: { from: 'sent', to: 'cancelled', by: 'requester' },
  approve: { from: 'sent', to: 'approved', by: 'receiver' },
  reject: { from: 'sent', to: 'rejected', by: 'receiver' },
  remove: { from: 'approved', to: 'removed', by: 'either' },
};

export async function moveConnection(services: Services, row: ConnectionRow | undefined, move: Move, userId: number) {
  const rule = moves[move];
  assertMayMoveConnection(row, userId, rule.by);
  if (row.status !== rule.from) throw new AppError('connectionNotPossible');
  const moved = await services.repos.connections.transition(row.id, rule.from, rule.to);
  if (!moved) throw new AppError('connectionNotPossible');
  return moved;
}
