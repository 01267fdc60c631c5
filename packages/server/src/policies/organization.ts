import type { MemberRow, OrganizationRow } from '../db/repositories/organizations.js';
import { AppError } from '../errors/app-error.js';

export const isFounder = (org: OrganizationRow, userId: number) => org.founderId === userId;

/**
 * The one rule of who manages an organization: its founder and admins, while their membership is active (an
 * invitation, even one marked admin, manages nothing). They manage members, edit the page, post and make events
 * in the organization's name, and apply to team lobbies with it.
 */
export const canManage = (org: OrganizationRow, membership: MemberRow | undefined) =>
  membership?.status === 'member' && (membership.isAdmin || membership.userId === org.founderId);

/** The caller's membership, when it manages `org`; `unauthorized` otherwise. */
export function assertCanManage(org: OrganizationRow, membership: MemberRow | undefined): MemberRow {
  if (!canManage(org, membership)) throw new AppError('unauthorized');
  return membership!;
}

export function assertFounder(org: OrganizationRow, userId: number) {
  if (!isFounder(org, userId)) throw new AppError('unauthorized');
}

/** Nobody changes the founder's place but the founder, and the founder cannot be removed (only handed over). */
export function assertMayChangeRoles(org: OrganizationRow, userId: number, targets: number[], staying: boolean) {
  if (targets.includes(org.founderId) && (userId !== org.founderId || !staying)) throw new AppError('unauthorized');
}
