import type { Organization } from '@gamefolk/contract';
import type { Services } from '../context.js';
import type { MemberRow, OrganizationRow } from '../db/repositories/organizations.js';
import type { UserRow } from '../db/schema.js';
import { canManage, isFounder } from '../policies/organization.js';
import { presentAuthor } from './feed.js';

export async function presentOrganization(
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
  return {
    id: org.id,
    code: org.code,
    name: org.name,
    country: org.country,
    category_id: org.categoryId,
    description: org.description,
    logo_url: org.logoUrl,
    banner: org.bannerUrl,
    website: org.website,
    address: org.address,
    founder_id: org.founderId,
    userId: org.founderId,
    memberCount: counts.members,
    followerCount: counts.followers,
    isFollowing,
    me: membership
      ? {
          status: membership.status,
          role: membership.role,
          isManager: canManage(org, membership),
          isFounder: isFounder(org, viewerId),
        }
      : null,
    created_at: org.createdAt.toISOString(),
  };
}

export const presentCard = (org: OrganizationRow) => ({
  id: org.id,
  code: org.code,
  name: org.name,
  logo_url: org.logoUrl,
  category_id: org.categoryId,
});

export const presentMember = (org: OrganizationRow, member: MemberRow, user: UserRow) => ({
  ...presentAuthor(user),
  role: member.role,
  isManager: canManage(org, member),
  isMember: member.status === 'member',
  isFounder: isFounder(org, user.id),
});
