// Loads what policies/organization.ts judges, then asks it.
import type { Services } from '../../context.js';
import type { OrganizationRow } from '../../db/repositories/organizations.js';
import { AppError } from '../../errors/app-error.js';
import { assertCanManage } from '../../policies/organization.js';

/** A live organization, or `deletedOrganization`. */
export async function loadOrganization(services: Services, id: number) {
  const org = await services.repos.organizations.byId(id);
  if (!org || org.deletedAt) throw new AppError('deletedOrganization');
  return org;
}

/** The caller's membership of `org` when it manages it; `unauthorized` otherwise. */
export async function assertManager(services: Services, org: OrganizationRow, userId: number) {
  return assertCanManage(org, await services.repos.organizations.membership(org.id, userId));
}
