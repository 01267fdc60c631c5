// A connection request's life is one state machine: every change is a move of this table, written by one
// compare-and-set (`repos.connections.move`: UPDATE ... WHERE the status is still one the move starts from), so of
// two racing answers only the first happens. A request starts `sent` (sendRequest).
import type { ConnectionStatus } from '@gamefolk/contract';
import type { ConnectionRow } from '../db/repositories/connections.js';
import type { Repositories } from '../db/repositories/index.js';
import { AppError } from '../errors/app-error.js';
import type { Move } from './move.js';

interface ConnectionMove extends Move<ConnectionStatus> {
  /** Who makes it: the side named, or either (policies/connection.ts `assertMayMoveConnection` holds to it). */
  by: 'requester' | 'receiver' | 'either';
}

export const connectionMoves = {
  cancel: { from: ['sent'], to: 'cancelled', by: 'requester' },
  approve: { from: ['sent'], to: 'approved', by: 'receiver' },
  reject: { from: ['sent'], to: 'rejected', by: 'receiver' },
  remove: { from: ['approved'], to: 'removed', by: 'either' },
  /** A block ends whatever connection stands between the two, waiting or approved, whoever blocks. */
  end: { from: ['sent', 'approved'], to: 'removed', by: 'either' },
} as const satisfies Record<string, ConnectionMove>;

export type ConnectionMoveName = keyof typeof connectionMoves;

/**
 * The one writer of a request's status, for a move one of its sides makes (who may make it is asked before):
 * refused `connectionNotPossible` when the request is not (or no longer) in the move's from-states. The moved row.
 */
export async function moveConnection(
  repos: Repositories,
  row: ConnectionRow,
  move: Exclude<ConnectionMoveName, 'end'>,
) {
  const rule: ConnectionMove = connectionMoves[move];
  if (!rule.from.includes(row.status)) throw new AppError('connectionNotPossible');
  const [moved] = await repos.connections.move({ id: row.id }, rule.from, rule.to);
  if (!moved) throw new AppError('connectionNotPossible');
  return moved;
}

/** A block's move: every connection between the two that is still waiting or approved is ended. */
export function endConnectionsBetween(repos: Repositories, a: number, b: number) {
  const { from, to } = connectionMoves.end;
  return repos.connections.move({ between: [a, b] }, from, to);
}
