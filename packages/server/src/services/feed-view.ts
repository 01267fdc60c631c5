import type { FeedItem } from '@gamefolk/contract';
import type { Services } from '../context.js';
import type { FeedPostRow, PostInContext } from '../db/repositories/feed.js';
import type { Attachment } from '../db/schema.js';
import { presentFeed, storedVideoKey, type FeedView, type Variants } from '../presenters/feed.js';
import { isMutedPost } from '../policies/attention.js';
import { viewerAttention } from './attention.js';

const hasContext = (row: FeedPostRow | PostInContext): row is PostInContext => 'context' in row;

/** Where the web variants of these attachments' videos stand: one query, only when there is a video. */
export async function variantsOf(services: Services, attachments: Attachment[]): Promise<Variants> {
  const keys = attachments.flatMap((a) => storedVideoKey(a) ?? []);
  return keys.length ? services.repos.uploads.variants([...new Set(keys)]) : new Map();
}

/**
 * What presenting these rows to `viewerId` needs. Lists come with their context (authors, the posts reposts point
 * at, the viewer's hits) from the query that loaded them; other rows cost one query in all; videos one more.
 */
export async function loadFeedView(
  services: Services,
  rows: (FeedPostRow | PostInContext)[],
  viewerId: number | null,
): Promise<FeedView> {
  const contexts = rows.every(hasContext)
    ? rows.map((row) => row.context)
    : await services.repos.feed.contextOf(rows, viewerId);
  const shown = [...rows, ...contexts.flatMap((context) => (context.related ? [context.related.row] : []))];
  return {
    contexts,
    variants: await variantsOf(
      services,
      shown.flatMap((row) => row.attachments),
    ),
  };
}

/** Rows to feed items for `viewerId`: their view loaded, then presented. */
export async function feedItems(
  services: Services,
  rows: (FeedPostRow | PostInContext)[],
  viewerId: number | null,
): Promise<FeedItem[]> {
  return presentFeed(rows, await loadFeedView(services, rows, viewerId));
}

/**
 * A feed list without what the viewer muted (services/attention.ts): posts and reposts by muted players, reposts of
 * their posts, and posts holding a muted word. Cut per viewer after the shared caches (My feed's pages, Discover's
 * ranking), which stay the same for everyone; the muted player's own view is untouched.
 */
export async function withoutMuted<Row extends FeedPostRow | PostInContext>(
  services: Services,
  rows: Row[],
  viewerId: number,
): Promise<Row[]> {
  if (!rows.length) return rows;
  const viewer = await viewerAttention(services, viewerId);
  if (!viewer.muted.size && !viewer.phrases.length) return rows;
  return rows.filter((row) => {
    const related = hasContext(row) ? row.context.related?.row : undefined;
    return !isMutedPost(row, viewer) && !(related && isMutedPost(related, viewer));
  });
}

/** Which comments of a thread the viewer muted: shown folded, opened on a tap. */
export async function mutedComments(services: Services, rows: FeedPostRow[], viewerId: number): Promise<Set<number>> {
  if (!rows.length) return new Set();
  const viewer = await viewerAttention(services, viewerId);
  return new Set(rows.filter((row) => isMutedPost(row, viewer)).map((row) => row.id));
}
