import type { Services } from '../../context.js';
import type { PostRow } from '../../db/repositories/feed.js';
import type { Attachment, UserRow } from '../../db/schema.js';
import { cleanContent } from './content.js';
import { loadVisiblePost } from './posting.js';

export interface RepostInput {
  content: string;
  attachments: Attachment[];
  parentId?: number | null;
  organizationId?: number | null;
}

/** A repost that only shares (no words, no media); one with a quote is a post of its own, and can be many. */
export const isPlainRepost = (input: RepostInput) =>
  input.attachments.length === 0 && cleanContent(input.content).empty;

/** The original a repost shares: reposting a repost shares what it shares. */
export async function repostTarget(services: Services, parentId: number, viewerId: number): Promise<PostRow> {
  const parent = await loadVisiblePost(services, parentId, viewerId);
  return parent.kind === 'repost' && parent.parentId ? loadVisiblePost(services, parent.parentId, viewerId) : parent;
}

/**
 * A plain repost is a toggle, as a hit is: reposting again (as the same speaker) takes the first back, and the
 * count goes down. Answers the repost taken back (deleted), or null when there was none to take back.
 */
export async function undoPlainRepost(services: Services, author: UserRow, input: RepostInput) {
  if (!input.parentId || !isPlainRepost(input)) return null;
  const target = await repostTarget(services, input.parentId, author.id);
  const { feed } = services.repos;
  const existing = await feed.plainRepost(author.id, target.id, input.organizationId ?? null);
  if (!existing) return null;
  const undone = await feed.takeBack(existing.id, services.now());
  // The bump also tells My feed's cache that the pages showing the original (and so this repost) changed.
  if (undone) await feed.bump(target.id, 'repostCount', -1);
  return undone ?? { ...existing, deletedAt: services.now() };
}

/** Two reposts racing: the one that lost finds the one that won. */
export async function existingPlainRepost(services: Services, author: UserRow, input: RepostInput) {
  if (!input.parentId) return undefined;
  const target = await repostTarget(services, input.parentId, author.id);
  return services.repos.feed.plainRepost(author.id, target.id, input.organizationId ?? null);
}
