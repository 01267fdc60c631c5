import type { Author, FeedItem, FeedOrganization, VideoVariant } from '@gamefolk/contract';
import type { Services } from '../context.js';
import type { FeedAuthorRow, FeedOrganizationRow, FeedPostRow, PostInContext } from '../db/repositories/feed.js';
import type { Attachment, UserRow } from '../db/schema.js';
import { presentVariant } from '../services/video-variants.js';
import { isHiddenUser } from '../policies/visibility.js';

type Variants = Map<string, 'processing' | 'ready' | 'failed'>;
const storedVideoKey = (a: Attachment) =>
  a.type === 'video' ? /^\/files\/([A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5})$/.exec(a.attachmentUrl)?.[1] : undefined;

/** Where the web variants of these attachments' videos stand: one query, only when there is a video. */
export async function variantsOf(services: Services, attachments: Attachment[]): Promise<Variants> {
  const keys = attachments.flatMap((a) => storedVideoKey(a) ?? []);
  return keys.length ? services.repos.uploads.variants([...new Set(keys)]) : new Map();
}

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

const hasContext = (row: FeedPostRow | PostInContext): row is PostInContext => 'context' in row;

/**
 * Turns rows into feed items for `viewerId`. Lists come with their context (authors, the posts reposts
 * point at, the viewer's hits) from the query that loaded them; other rows cost one query in all.
 */
export async function presentFeed(
  services: Services,
  rows: (FeedPostRow | PostInContext)[],
  viewerId: number | null,
): Promise<FeedItem[]> {
  const contexts = rows.every(hasContext)
    ? rows.map((row) => row.context)
    : await services.repos.feed.contextOf(rows, viewerId);
  const shown = [...rows, ...contexts.flatMap((context) => (context.related ? [context.related.row] : []))];
  const variants = await variantsOf(
    services,
    shown.flatMap((row) => row.attachments),
  );
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
    typeId: row.kind === 'post' ? (1 as const) : (2 as const),
    feedTypeId: row.kind === 'comment' ? (2 as const) : (1 as const),
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
