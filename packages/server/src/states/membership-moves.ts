// A player's place in an organization is a small state machine: none (no row), invited (a manager asked, the player
// has not answered) and member. Every change is a move of this table, written by one compare-and-set
// (`repos.organizations.moveMember`: INSERT when there is no row, UPDATE or DELETE ... WHERE the status is still one
// the move starts from), so of two answers to one invitation exactly one happens, and an invitation never lands on a
// member. A founder is a member from the organization's making (`repos.organizations.create`).
import type { ErrorCode } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import type { MemberChanges, MemberStatus } from '../db/repositories/organizations.js';
import { AppError } from '../errors/app-error.js';
import type { Move } from './move.js';

/** `null`: no row, neither invited nor a member (what a declined invitation or a member who left leaves). */
type Place = MemberStatus | null;

interface MembershipMove extends Move<Place> {
  /** The code a move answers when the player is not (or no longer) in `from`. */
  refused: ErrorCode;
}

export const membershipMoves = {
  /** A manager invites a player, with the role they are to have. */
  invite: { from: [null], to: 'invited', refused: 'alreadyMember' },
  /** The invited player answers yes... */
  accept: { from: ['invited'], to: 'member', refused: 'noInvitation' },
  /** ...or no: nothing is left behind, and they may be invited again. */
  decline: { from: ['invited'], to: null, refused: 'noInvitation' },
  /** A manager changes a member's role or admin flag; the status stays. */
  setRole: { from: ['member'], to: 'member', refused: 'notOrganizationMember' },
  /** A member leaves (never the founder), or a manager removes them. */
  leave: { from: ['member'], to: null, refused: 'notOrganizationMember' },
  remove: { from: ['member'], to: null, refused: 'notOrganizationMember' },
} as const satisfies Record<string, MembershipMove>;

export type MembershipMoveName = keyof typeof membershipMoves;

/**
 * The one writer of a player's membership status: makes `move` (with the role and admin flag it sets) if the row is
 * still in one of its from-states. Answers the row written (as it was, when it goes); throws the move's code
 * otherwise.
 */
export async function moveMembership(
  repos: Repositories,
  organizationId: number,
  userId: number,
  move: MembershipMoveName,
  changes: MemberChanges = {},
) {
  const { from, to, refused }: MembershipMove = membershipMoves[move];
  const moved = await repos.organizations.moveMember(organizationId, userId, from, to, changes);
  if (!moved) throw new AppError(refused);
  return moved;
}
