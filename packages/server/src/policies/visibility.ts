import type { ErrorCode, Standing } from '@gamefolk/contract';
import { hidesAccount } from '../states/standing-moves.js';
import { AppError } from '../errors/app-error.js';

/** Whether an account stands: what every presenter and loader asks before showing a user to someone else. */
export interface UserStanding {
  id: number;
  frozenAt: Date | null;
  deletedAt: Date | null;
  /** Set by the moderators (states/standing-moves.ts). */
  standing: Standing;
}

/**
 * A frozen or deleted account, or one suspended or banned by the moderators, is hidden from everyone but itself: its
 * name and photo, and what it owns (posts, lobbies, events) are not shown, and loading it answers as if it did not
 * exist (docs/decisions.md "Visibility"). In SQL the same rule is db/repositories/user-stands.ts.
 */
export function isHiddenUser(user: Omit<UserStanding, 'id'>): boolean {
  return user.frozenAt !== null || user.deletedAt !== null || hidesAccount(user.standing);
}

/** The owner of a row read with its owner's standing (a lobby, an event). */
export function ownerOf(row: {
  ownerId: number;
  ownerFrozenAt: Date | null;
  ownerDeletedAt: Date | null;
  ownerStanding: Standing;
}): UserStanding {
  return { id: row.ownerId, frozenAt: row.ownerFrozenAt, deletedAt: row.ownerDeletedAt, standing: row.ownerStanding };
}

/** The applicant of an application read with the applicant's standing. */
export function applicantOf(row: {
  userId: number;
  applicantFrozenAt: Date | null;
  applicantDeletedAt: Date | null;
  applicantStanding: Standing;
}): UserStanding {
  return {
    id: row.userId,
    frozenAt: row.applicantFrozenAt,
    deletedAt: row.applicantDeletedAt,
    standing: row.applicantStanding,
  };
}

/** `viewerId` may see `user` (and what is theirs); `null` for an anonymous viewer. */
export function canSeeUser(user: UserStanding, viewerId: number | null): boolean {
  return user.id === viewerId || !isHiddenUser(user);
}

/** What a hidden owner's row answers to everyone else: the owned thing reads as missing, with this code. */
export function assertCanSeeUser(user: UserStanding, viewerId: number | null, hiddenAs: ErrorCode) {
  if (!canSeeUser(user, viewerId)) throw new AppError(hiddenAs);
}

/**
 * A block hides each side from the other: what one owns (a lobby, an event) reads to the other as missing,
 * answered with `hiddenAs`, exactly as if it did not exist. `blocked`: a block stands between the two, either way
 * (services/authorize/visibility.ts reads it; never between a user and themselves).
 */
export function assertBlockDoesNotHide(blocked: boolean, hiddenAs: ErrorCode) {
  if (blocked) throw new AppError(hiddenAs);
}

/** Acting on other users (following, connecting, messaging, inviting) is refused across a block: `blockedUser`. */
export function assertNoBlockBetween(blocked: boolean) {
  if (blocked) throw new AppError('blockedUser');
}
