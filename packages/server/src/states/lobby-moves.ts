// A lobby is open, full (its members fill its maximum) or closed by its owner. Every change of its status is a move
// of this table, written by one compare-and-set (`repos.lobbies.move`, and the same statement in
// `repos.lobbies.moveApplication` under the lobby's lock: UPDATE ... WHERE the status is still one the move starts
// from, with open or full worked out from the members and maximum as written), so a member leaving as the owner closes
// the lobby never reopens it, and an owner's edit read open is refused `lobbyClosed` once another closed it. A lobby
// starts open (createLobby).
import type { ErrorCode, LobbyStatus } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import type { LobbyChanges } from '../db/repositories/lobbies.js';
import { AppError } from '../errors/app-error.js';
import type { Move } from './move.js';

interface LobbyMove extends Move<LobbyStatus> {
  /** Where it lands instead when its members fill its maximum. */
  whenFull?: 'full';
  /** The code it answers when the lobby is no longer in `from` (none for a move from every status). */
  refused?: ErrorCode;
}

export const lobbyMoves = {
  /**
   * The owner closes it: nobody applies or is approved while it is, its members stay. A closed lobby stays closed
   * through the owner's edits and its members' comings and goings, which make this move again.
   */
  close: { from: ['open', 'full', 'closed'], to: 'closed' },
  /** The owner opens it (the plan allowing one more open lobby, when it was closed). */
  open: { from: ['open', 'full', 'closed'], to: 'open', whenFull: 'full' },
  /** Its members or its maximum changed while it is not closed. */
  settle: { from: ['open', 'full'], to: 'open', whenFull: 'full', refused: 'lobbyClosed' },
} as const satisfies Record<string, LobbyMove>;

export type LobbyMoveName = keyof typeof lobbyMoves;

/** The move an owner's edit makes, asking for `wanted` (or saying nothing of the status) of a lobby read `status`. */
export function lobbyMoveFor(status: LobbyStatus, wanted: 'open' | 'closed' | undefined): LobbyMoveName {
  if (wanted) return wanted === 'closed' ? 'close' : 'open';
  return status === 'closed' ? 'close' : 'settle';
}

/** The move its members' change makes, the lobby locked as `status`. */
export const membersMove = (status: LobbyStatus) => lobbyMoves[lobbyMoveFor(status, undefined)];

/**
 * The one writer of a lobby's status for its owner's edit: `move` with the owner's `changes`. The moved lobby;
 * `lobbyNotFound` when it is gone, the move's code when it is no longer in `from`, `lobbyMaxBelowMembers` when the
 * new maximum is below the members it has.
 */
export async function moveLobby(repos: Repositories, lobbyId: number, move: LobbyMoveName, changes: LobbyChanges) {
  const rule: LobbyMove = lobbyMoves[move];
  const moved = await repos.lobbies.move(lobbyId, rule, changes);
  if (moved) return moved;
  const now = await repos.lobbies.byId(lobbyId);
  if (!now) throw new AppError('lobbyNotFound');
  if (rule.refused && !rule.from.includes(now.status)) throw new AppError(rule.refused);
  throw new AppError('lobbyMaxBelowMembers', 'maxMembers');
}
