import type { FeedItem } from '@gamefolk/contract';

/** How often a list showing a video still processing asks again, until its web variant is ready. */
const PROCESSING_REFETCH_MS = 5000;

const processing = (item: Pick<FeedItem, 'feedAttachments'>) =>
  item.feedAttachments.some((a) => a.variant?.status === 'processing');

/** For `refetchInterval`: a post, or pages of posts, holding a video still processing are read again. */
export function refetchWhileProcessing(data: FeedItem | { pages: FeedItem[][] } | undefined): number | false {
  if (!data) return false;
  const items = 'pages' in data ? data.pages.flat() : [data];
  const waiting = items.some((item) => processing(item) || (item.relatedFeed !== null && processing(item.relatedFeed)));
  return waiting ? PROCESSING_REFETCH_MS : false;
}
