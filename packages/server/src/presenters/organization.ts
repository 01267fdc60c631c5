import type { Organization } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import type { MemberRow, OrganizationRow } from '../db/repositories/organizations.js';
import type { UserRow } from '../db/schema.js';
import { canManage, isFounder } from '../policies/organization.js';
import { presentAuthor } from './feed.js';

type Loaded<T extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<T>>;
type Organizations = Repositories['organizations'];
/** What the organization's page needs beyond its row, for one viewer (loaded by services/views/organization-view.ts). */
export interface OrganizationView {
  counts: Loaded<Organizations['counts']>;
  membership: Loaded<Organizations['membership']>;
  isFollowing: Loaded<Organizations['isFollowing']>;
}

export function presentOrganization(
  org: OrganizationRow,
  viewerId: number,
  { counts, membership, isFollowing }: OrganizationView,
): Organization {
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
