import { postKindWire, type Author, type FeedItem, type FeedOrganization, type VideoVariant } from '@gamefolk/contract';
import type { FeedAuthorRow, FeedOrganizationRow, FeedPostRow, PostContext } from '../db/repositories/feed.js';
import type { Attachment, UserRow } from '../db/schema.js';
import { isHiddenUser } from '../policies/visibility.js';
import { presentVariant, type VariantStatus } from './video.js';

export type Variants = Map<string, VariantStatus>;

/**
 * What presenting posts needs beyond their rows, loaded by services/views/feed-view.ts: per row its context, and where the
 * web variants of the videos shown stand.
 */
export interface FeedView {
  contexts: PostContext[];
  variants: Variants;
}

/** The stored file behind a video attachment, when it is one of ours. */
export const storedVideoKey = (a: Attachment) =>
  a.type === 'video' ? /^\/files\/([A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5})$/.exec(a.attachmentUrl)?.[1] : undefined;

/** An attachment with its video's web variant, when it has one. */
export function presentAttachment<A extends Attachment>(
  attachment: A,
  variants: Variants,
): A & { variant?: VideoVariant } {
  const key = storedVideoKey(attachment);
  const status = key && variants.get(key);
  return status ? { ...attachment, variant: presentVariant(key, status) } : attachment;
}

export function presentAuthor(row: Pick<UserRow, 'id' | 'username' | 'firstName' | 'lastName' | 'photoUrl'>): Author {
  const fullname = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return { id: row.id, username: row.username, fullname: fullname || row.username, photoUrl: row.photoUrl };
}

/** Rows to feed items for the viewer the view was loaded for, row by row in the same order. */
export function presentFeed(rows: FeedPostRow[], { contexts, variants }: FeedView): FeedItem[] {
  return rows.map((row, i) => {
    const { author, organization, hit, related } = contexts[i]!;
    return {
      ...presentPost(row, author, organization, hit, variants),
      relatedFeed: related
        ? presentPost(related.row, related.author, related.organization, related.hit, variants)
        : null,
    };
  });
}

const presentOrganization = (row: FeedOrganizationRow): FeedOrganization => ({
  id: row.id,
  code: row.code,
  name: row.name,
  logoUrl: row.logoUrl,
});

function presentPost(
  row: FeedPostRow,
  author: FeedAuthorRow | null,
  organization: FeedOrganizationRow | null,
  hit: boolean,
  variants: Variants,
) {
  const visibleAuthor = author && !isHiddenUser(author) ? presentAuthor(author) : null;
  const liveOrganization = organization && !organization.deletedAt ? presentOrganization(organization) : null;
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    share: row.share,
    content: deleted ? '' : row.content,
    feedAttachments: deleted ? [] : row.attachments.map((a) => presentAttachment(a, variants)),
    ...postKindWire[row.kind],
    relatedFeedId: row.parentId,
    rootFeedId: row.rootId,
    organizationId: row.organizationId,
    organization: liveOrganization,
    organizationDeleted: row.organizationId !== null && liveOrganization === null,
    userId: row.userId,
    user: visibleAuthor,
    hitCount: row.hitCount,
    commentCount: row.commentCount,
    repostCount: row.repostCount,
    hit,
    is_deleted: deleted,
    edited: row.updatedAt.getTime() - row.createdAt.getTime() > 1000,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
