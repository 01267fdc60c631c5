// Loads what policies/post.ts judges, then asks it.
import type { Services } from '../../context.js';
import type { PostRow } from '../../db/repositories/feed.js';
import { assertMayChangePost } from '../../policies/post.js';

/** The post's author, or a manager of the live organization it speaks for; `unauthorized` for anyone else. */
export async function assertPostChangeable(services: Services, row: PostRow, userId: number) {
  if (row.userId === userId || !row.organizationId) return assertMayChangePost(row, userId, undefined, undefined);
  const org = await services.repos.organizations.byId(row.organizationId);
  const membership = org && !org.deletedAt ? await services.repos.organizations.membership(org.id, userId) : undefined;
  assertMayChangePost(row, userId, org, membership);
}
