/** Whether an account stands: what every presenter and loader asks before showing a user to someone else. */
export interface UserStanding {
  id: number;
  frozenAt: Date | null;
  deletedAt: Date | null;
}

/**
 * A frozen or deleted account is hidden from everyone but itself: its name and photo, and what it owns (posts,
 * lobbies, events) are not shown, and loading it answers as if it did not exist (docs/decisions.md "Visibility").
 */
export function isHiddenUser(user: Omit<UserStanding, 'id'>): boolean {
  return user.frozenAt !== null || user.deletedAt !== null;
}

/** The owner of a row read with its owner's standing (a lobby, an event). */
export function ownerOf(row: {
  ownerId: number;
  ownerFrozenAt: Date | null;
  ownerDeletedAt: Date | null;
}): UserStanding {
  return { id: row.ownerId, frozenAt: row.ownerFrozenAt, deletedAt: row.ownerDeletedAt };
}

/** The applicant of an application read with the applicant's standing. */
export function applicantOf(row: {
  userId: number;
  applicantFrozenAt: Date | null;
  applicantDeletedAt: Date | null;
}): UserStanding {
  return { id: row.userId, frozenAt: row.applicantFrozenAt, deletedAt: row.applicantDeletedAt };
}

/** `viewerId` may see `user` (and what is theirs); `null` for an anonymous viewer. */
export function canSeeUser(user: UserStanding, viewerId: number | null): boolean {
  return user.id === viewerId || !isHiddenUser(user);
}
