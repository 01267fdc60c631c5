import type { FeedItem } from '@gamefolk/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { feedKeys, type FeedListParams } from './hooks';

/** A post, repost or comment as caches hold it; the post a repost points at has the same fields. */
export type FeedEntry = Omit<FeedItem, 'relatedFeed'>;
type Patch = (item: FeedEntry) => Partial<FeedEntry>;

function patchItem(item: FeedItem, id: number, patch: Patch): FeedItem {
  let next = item;
  if (item.id === id) next = { ...next, ...patch(item) };
  if (item.relatedFeed?.id === id) next = { ...next, relatedFeed: { ...item.relatedFeed, ...patch(item.relatedFeed) } };
  return next;
}

function isInfinite(data: unknown): data is InfiniteData<FeedItem[]> {
  return typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages);
}

function isFeedItem(data: unknown): data is FeedItem {
  return typeof data === 'object' && data !== null && 'share' in data && 'hitCount' in data;
}

/** The caches that hold whole feed items: lists, single posts and comment threads. */
const holdsItems = (key: QueryKey) => ['list', 'one', 'comments'].includes(String(key[1]));

/** Applies a change to one post wherever it is cached, including inside the reposts that quote it. */
export function patchFeedItem(queryClient: QueryClient, id: number, patch: Patch): void {
  queryClient.setQueriesData<unknown>(
    { queryKey: feedKeys.all, predicate: (q) => holdsItems(q.queryKey) },
    (data: unknown) => {
      if (isInfinite(data)) {
        return { ...data, pages: data.pages.map((page) => page.map((item) => patchItem(item, id, patch))) };
      }
      if (isFeedItem(data)) return patchItem(data, id, patch);
      return data;
    },
  );
}

/** A new comment joins its thread's last loaded page, so it shows at once under the post. */
export function appendComment(queryClient: QueryClient, comment: FeedItem): void {
  if (comment.relatedFeedId === null) return;
  queryClient.setQueryData<InfiniteData<FeedItem[]>>(feedKeys.comments(comment.relatedFeedId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const pages = [...data.pages];
    pages[pages.length - 1] = [...(pages[pages.length - 1] ?? []), comment];
    return { ...data, pages };
  });
}

/** The counters a comment moves: its parent's, and the post at the root of a reply. */
export function bumpCommentCounts(queryClient: QueryClient, comment: FeedEntry, delta: 1 | -1): void {
  const ids = new Set([comment.relatedFeedId, comment.rootFeedId].filter((id): id is number => id !== null));
  for (const id of ids) {
    patchFeedItem(queryClient, id, (item) => ({ commentCount: Math.max(0, item.commentCount + delta) }));
  }
}

/**
 * A new post or repost goes on top of the author's lists (and its organization's) at once (Discover ranks by score, so a refetch could
 * bury it); the lists are only marked stale, to be reordered on the next visit.
 */
export function prependPost(queryClient: QueryClient, post: FeedItem): void {
  const shows = (params: FeedListParams) =>
    params.kind === 'feed' ||
    (params.kind === 'user' && params.userId === post.userId) ||
    (params.kind === 'organization' && params.organizationId === post.organizationId);
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<FeedItem[]>>({ queryKey: feedKeys.lists() })) {
    const params = key[2] as FeedListParams | undefined;
    if (!data || !params || !shows(params) || data.pages.length === 0) continue;
    const [first = [], ...rest] = data.pages;
    queryClient.setQueryData<InfiniteData<FeedItem[]>>(key, { ...data, pages: [[post, ...first], ...rest] });
  }
  void queryClient.invalidateQueries({ queryKey: feedKeys.lists(), refetchType: 'none' });
}

/** A repost taken back leaves every list at once (a deleted post keeps its place; a repost has no thread). */
export function removePost(queryClient: QueryClient, id: number): void {
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<FeedItem[]>>({ queryKey: feedKeys.lists() })) {
    if (!isInfinite(data)) continue;
    queryClient.setQueryData<InfiniteData<FeedItem[]>>(key, {
      ...data,
      pages: data.pages.map((page) => page.filter((item) => item.id !== id)),
    });
  }
  void queryClient.invalidateQueries({ queryKey: feedKeys.lists(), refetchType: 'none' });
}
