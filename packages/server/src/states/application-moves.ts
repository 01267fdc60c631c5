// A lobby application's life is one state machine: every change is a move of this table, written by one
// compare-and-set under the lobby's lock (`repos.lobbies.moveApplication`: UPDATE or DELETE ... WHERE the status is
// still the one read), so of two racing moves, an approval and a withdrawal say, only the first happens and the
// other is refused with the move's code. An application starts `pending` (applyLobby; a second is `alreadyApplied`).
import type { ApplicationStatus, ErrorCode } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import type { LobbyApplicationRow } from '../db/repositories/lobbies.js';
import { AppError } from '../errors/app-error.js';
import { membersMove } from './lobby-moves.js';
import type { Move } from './move.js';

/** `to` may be `deleted`: the row goes, and the player may apply again. */
interface ApplicationMove extends Move<ApplicationStatus, ApplicationStatus | 'deleted'> {
  /** The code a move answers when the application is not (or no longer) in `from`. */
  refused: ErrorCode;
}

export const applicationMoves = {
  /** The owner's answer to a waiting application; approving takes a place, so the lobby must be open with room. */
  approve: { from: ['pending'], to: 'approved', refused: 'applicationAnswered' },
  reject: { from: ['pending'], to: 'rejected', refused: 'applicationAnswered' },
  /** The applicant rewrites the note while it waits; the status stays. */
  edit: { from: ['pending'], to: 'pending', refused: 'applicationAnswered' },
  /** The applicant withdraws a waiting application, or leaves through an approved one; an answered "no" stays. */
  withdraw: { from: ['pending', 'approved'], to: 'deleted', refused: 'applicationAnswered' },
  /** A member leaves the lobby (named by the lobby). */
  leave: { from: ['approved'], to: 'deleted', refused: 'notLobbyMember' },
  /** The owner removes a member, who cannot apply again (applyLobby answers `removedFromLobby`)... */
  remove: { from: ['approved'], to: 'removed', refused: 'notLobbyMember' },
  /** ...until the owner readmits them: the row goes, and they may apply again. */
  readmit: { from: ['removed'], to: 'deleted', refused: 'applicationAnswered' },
} as const satisfies Record<string, ApplicationMove>;

export type ApplicationMoveName = keyof typeof applicationMoves;

/**
 * The one writer of an application's status: makes `move` (with a new note for `edit`) if it may start from the
 * application as read and the row still holds that status. Answers the row as moved (as it was, when deleted), the
 * lobby after it, and whether its members changed; throws the move's code otherwise (`lobbyFull` or `lobbyClosed`
 * for an approval without room).
 */
export async function moveApplication(
  repos: Repositories,
  application: LobbyApplicationRow,
  move: ApplicationMoveName,
  changes: { description?: string } = {},
) {
  const rule: ApplicationMove = applicationMoves[move];
  if (!rule.from.includes(application.status)) throw new AppError(rule.refused);
  const { lobby, moved, room } = await repos.lobbies.moveApplication(application, rule.to, changes, (locked) =>
    membersMove(locked.status),
  );
  if (!moved) {
    if (rule.to === 'approved' && !room) throw new AppError(lobby?.status === 'closed' ? 'lobbyClosed' : 'lobbyFull');
    throw new AppError(rule.refused);
  }
  const membersChanged = (application.status === 'approved') !== (rule.to === 'approved');
  return { moved, lobby, membersChanged };
}
