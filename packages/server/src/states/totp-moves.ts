// An account's authenticator is a small state machine: off (no row), pending (startTotp handed out a secret) and on
// (a code confirmed it). Every change is a move of this table, written by one compare-and-set in `moveTotp`, so a
// confirm racing a second startTotp, or two disables, change the row at most once.
import type { Repositories } from '../db/repositories/index.js';
import type { TotpFactorRow, TotpStoredStatus } from '../db/repositories/totp.js';
import type { Move } from './move.js';

export type TotpState = 'off' | TotpStoredStatus;

export const totpMoves = {
  /** A fresh secret, also replacing one that was never confirmed; never while the factor is on. */
  start: { from: ['off', 'pending'], to: 'pending' },
  /** A right code for the pending secret turns it on. */
  confirm: { from: ['pending'], to: 'on' },
  /** A right code (or a recovery code) turns it off; its recovery codes go with it. */
  disable: { from: ['on'], to: 'off' },
} as const satisfies Record<string, Move<TotpState>>;

export type TotpMoveName = keyof typeof totpMoves;

export const totpStateOf = (row: Pick<TotpFactorRow, 'status'> | undefined): TotpState => row?.status ?? 'off';

export function canMoveTotp(row: Pick<TotpFactorRow, 'status'> | undefined, move: TotpMoveName): boolean {
  return (totpMoves[move].from as readonly TotpState[]).includes(totpStateOf(row));
}

const stored = (states: readonly TotpState[]) => states.filter((s): s is TotpStoredStatus => s !== 'off');

/**
 * The one writer of the factor's status, each move only from its from-states: `start` stores `sealedSecret` as the
 * pending one; `confirm` moves the row only if it still holds `sealedSecret` (the secret its code was checked
 * against); `disable` deletes it. True when the move happened.
 */
export async function moveTotp(
  repos: Repositories,
  userId: number,
  move: TotpMoveName,
  sealedSecret: string,
  changes: { lastTimeStep?: number; at?: Date } = {},
): Promise<boolean> {
  const { from, to } = totpMoves[move];
  if (to === 'pending') return (await repos.totp.begin(userId, sealedSecret, stored(from))) !== undefined;
  if (to === 'off') return repos.totp.remove(userId, stored(from));
  return repos.totp.moveStatus(userId, stored(from), sealedSecret, {
    status: to,
    lastTimeStep: changes.lastTimeStep,
    confirmedAt: changes.at,
  });
}
