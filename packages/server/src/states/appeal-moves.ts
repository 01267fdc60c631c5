// An appeal of a moderation is open until a manager decides it: granted or denied, once. The move is written by
// one compare-and-set (`moveAppeal`: only while the row is still open), so of two managers deciding at once one lands.
import type { AppealStatus } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import type { Move } from './move.js';

export const appealMoves = {
  grant: { from: ['open'], to: 'granted' },
  deny: { from: ['open'], to: 'denied' },
} as const satisfies Record<string, Move<AppealStatus>>;

export type AppealMoveName = keyof typeof appealMoves;

/** The one writer of an appeal's status; the moved row, or undefined when it was decided already. */
export function moveAppeal(
  repos: Repositories,
  id: number,
  move: AppealMoveName,
  by: number,
  note: string | null,
  at: Date,
) {
  const { from, to } = appealMoves[move];
  return repos.moderation.moveAppeal(id, from, { status: to, decidedBy: by, note, decidedAt: at });
}
