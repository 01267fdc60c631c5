import type { ErrorCode, Standing } from '@gamefolk/contract';
import { hidesAccount } from '../states/standing-moves.js';
import type { Services } from '../context.js';
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

/** A block, either way, stands between two users (never between a user and themselves). */
export async function isBlockedBetween(services: Services, a: number, b: number) {
  return a !== b && (await services.repos.graph.isBlockedEitherWay(a, b));
}

/**
 * A block hides each side from the other: what one owns (a lobby, an event) reads to the other as missing,
 * answered with `hiddenAs`, exactly as if it did not exist.
 */
export async function assertNotHiddenByBlock(
  services: Services,
  viewerId: number,
  ownerId: number,
  hiddenAs: ErrorCode,
) {
  if (await isBlockedBetween(services, viewerId, ownerId)) throw new AppError(hiddenAs);
}

/** Acting on other users (following, connecting, messaging, inviting) is refused across a block: `blockedUser`. */
export async function assertNotBlocked(services: Services, userId: number, others: number[]) {
  const blocked =
    others.length === 1
      ? await isBlockedBetween(services, userId, others[0]!)
      : (await services.repos.graph.blockedAmong(userId, others)).size > 0;
  if (blocked) throw new AppError('blockedUser');
}
