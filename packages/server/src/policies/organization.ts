import type { MemberRow, OrganizationRow } from '../db/repositories/organizations.js';
import type { Services } from '../context.js';
import { AppError } from '../http/app-error.js';

export const isFounder = (org: OrganizationRow, userId: number) => org.founderId === userId;

/** Founder and admins manage members, edit the page and post in the organization's name. */
export const canManage = (org: OrganizationRow, membership: MemberRow | undefined) =>
  membership?.status === 'member' && (membership.isAdmin || membership.userId === org.founderId);

/** A live organization, or `deletedOrganization`. */
export async function loadOrganization(services: Services, id: number) {
  const org = await services.repos.organizations.byId(id);
  if (!org || org.deletedAt) throw new AppError('deletedOrganization');
  return org;
}

export async function assertManager(services: Services, org: OrganizationRow, userId: number) {
  const membership = await services.repos.organizations.membership(org.id, userId);
  if (!canManage(org, membership)) throw new AppError('unauthorized');
  return membership!;
}

export function assertFounder(org: OrganizationRow, userId: number) {
  if (!isFounder(org, userId)) throw new AppError('unauthorized');
}
