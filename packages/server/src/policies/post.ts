import type { PostRow } from '../db/repositories/feed.js';
import type { MemberRow, OrganizationRow } from '../db/repositories/organizations.js';
import { AppError } from '../errors/app-error.js';
import { canManage } from './organization.js';

/**
 * Who may edit or delete a post or comment: its author; and for a post speaking for an organization, that
 * organization's founder and admins while it stands (spec: "or the organization's admins, for its posts"), given
 * the organization and the caller's membership (loaded by services/authorize/post.ts). Anyone else is refused
 * with `unauthorized`.
 */
export function assertMayChangePost(
  row: PostRow,
  userId: number,
  org: OrganizationRow | undefined,
  membership: MemberRow | undefined,
) {
  if (row.userId === userId) return;
  if (org && !org.deletedAt && canManage(org, membership)) return;
  throw new AppError('unauthorized');
}
