import type { FeedItem } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { FeedPostRow, PostInContext } from '../../db/repositories/feed.js';
import type { Attachment } from '../../db/schema.js';
import { presentFeed, storedVideoKey, type FeedView, type Variants } from '../../presenters/feed.js';
import { isMutedPost } from '../../policies/attention.js';
import { viewerAttention } from '../attention/attention.js';

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

/** How many source pages past the asked one a page may read to fill itself after the cut (see mutedCutPage). */
export const MUTE_TOP_UP_PAGES = 20;

/**
 * Page `page` of a feed list as the viewer sees it, without what they muted (services/attention/attention.ts: posts and reposts
 * by muted players, reposts of their posts, posts holding a muted word), cut per viewer after the shared caches (My
 * feed's pages, Discover's ranking), which stay the same for everyone; the muted player's own view is untouched.
 * And full: the spec's lists end on a short page, so a cut page is filled from the pages after it. Page p is the
 * viewer's own sequence cut into pages: the source pages (the same shared caches everyone reads) are read from the
 * first until p + 1 pages' worth is left after the cut or the source ends; at most MUTE_TOP_UP_PAGES source pages
 * beyond p are read, past which the list ends there (a viewer whose mutes hide a hundred posts in a row). Without
 * mutes it is the one read it always was.
 */
export async function mutedCutPage<Row extends FeedPostRow | PostInContext>(
  services: Services,
  viewerId: number,
  page: { page: number; limit: number },
  read: (page: { page: number; limit: number }) => Promise<Row[]>,
): Promise<Row[]> {
  const [viewer, asked] = await Promise.all([viewerAttention(services, viewerId), read(page)]);
  if (!viewer.muted.size && !viewer.phrases.length) return asked;
  const shown = (row: Row) => {
    const related = hasContext(row) ? row.context.related?.row : undefined;
    return !isMutedPost(row, viewer) && !(related && isMutedPost(related, viewer));
  };
  const wanted = (page.page + 1) * page.limit;
  const kept: Row[] = [];
  for (let source = 0; kept.length < wanted && source <= page.page + MUTE_TOP_UP_PAGES; source++) {
    const rows = source === page.page ? asked : await read({ page: source, limit: page.limit });
    kept.push(...rows.filter(shown));
    if (rows.length < page.limit) break;
  }
  return kept.slice(page.page * page.limit, wanted);
}

/** Which comments of a thread the viewer muted: shown folded, opened on a tap. */
export async function mutedComments(services: Services, rows: FeedPostRow[], viewerId: number): Promise<Set<number>> {
  if (!rows.length) return new Set();
  const viewer = await viewerAttention(services, viewerId);
  return new Set(rows.filter((row) => isMutedPost(row, viewer)).map((row) => row.id));
}
