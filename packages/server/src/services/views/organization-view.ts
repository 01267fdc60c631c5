import type { Organization } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { OrganizationRow } from '../../db/repositories/organizations.js';
import { presentOrganization } from '../../presenters/organization.js';

/** The organization as `viewerId` sees it: its counts, the viewer's membership and follow, side by side. */
export async function organizationFor(
  services: Services,
  org: OrganizationRow,
  viewerId: number,
): Promise<Organization> {
  const { organizations } = services.repos;
  const [counts, membership, isFollowing] = await Promise.all([
    organizations.counts(org.id),
    organizations.membership(org.id, viewerId),
    organizations.isFollowing(org.id, viewerId),
  ]);
  return presentOrganization(org, viewerId, { counts, membership, isFollowing });
}
