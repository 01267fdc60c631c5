import type { Services } from '../context.js';
import type { PostRow } from '../db/repositories/feed.js';
import { AppError } from '../errors/app-error.js';
import { canManage } from './organization.js';

/**
 * Who may edit or delete a post or comment: its author; and for a post speaking for an organization, that
 * organization's founder and admins while it stands (spec: "or the organization's admins, for its posts").
 * Anyone else is refused with `unauthorized`.
 */
export async function assertMayChangePost(services: Services, row: PostRow, userId: number) {
  if (row.userId === userId) return;
  if (row.organizationId) {
    const org = await services.repos.organizations.byId(row.organizationId);
    if (org && !org.deletedAt && canManage(org, await services.repos.organizations.membership(org.id, userId))) return;
  }
  throw new AppError('unauthorized');
}
