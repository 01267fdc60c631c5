import { limits, pageSizes, type FeedItem } from '@gamefolk/contract';
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useIsSignedIn } from '../../api/session';
import type { FeedTypeId } from './feed-type';
import { refetchWhileProcessing } from './video-variants';

/** What a feed list shows: one of the two feeds, a user's posts, or a hashtag or text search. */
export type FeedListParams =
  | { kind: 'feed'; typeId: FeedTypeId }
  | { kind: 'user'; userId: number }
  | { kind: 'organization'; organizationId: number }
  | { kind: 'search'; search: string };

export const feedKeys = {
  all: ['feed'] as const,
  lists: () => [...feedKeys.all, 'list'] as const,
  list: (params: FeedListParams) => [...feedKeys.lists(), params] as const,
  one: (share: string) => [...feedKeys.all, 'one', share] as const,
  comments: (feedId: number) => [...feedKeys.all, 'comments', feedId] as const,
  likes: (feedId: number) => [...feedKeys.all, 'likes', feedId] as const,
  gallery: (userId: number) => [...feedKeys.all, 'gallery', userId] as const,
  trends: () => [...feedKeys.all, 'trends'] as const,
  mentions: (name: string) => [...feedKeys.all, 'mentions', name] as const,
};

/**
 * Feed pages count from 0, five posts a page; only an empty page is the last: what the viewer muted is cut from a page after it is read
 * (docs/decisions.md "Mute"), so a short page may have more after it.
 */
export function nextFeedPage(lastPage: unknown[], lastPageParam: number): number | undefined {
  return lastPage.length === 0 ? undefined : lastPageParam + 1;
}

/** Spec section 4: comment and reply paging stops when fewer than 2 rows come back. */
export function nextCommentPage(lastPage: unknown[], lastPageParam: number): number | undefined {
  return lastPage.length < 2 ? undefined : lastPageParam + 1;
}

/** Gallery pages count from 1, six attachments a page. */
export function nextGalleryPage(lastPage: unknown[], lastPageParam: number): number | undefined {
  return lastPage.length < pageSizes.gallery ? undefined : lastPageParam + 1;
}

function feedInput(params: FeedListParams, page: number) {
  const base = { page, limit: pageSizes.feed };
  if (params.kind === 'user') return { ...base, userId: params.userId };
  if (params.kind === 'organization') return { ...base, organizationId: params.organizationId };
  if (params.kind === 'search') return { ...base, search_keys: params.search };
  return { ...base, typeId: params.typeId };
}

export function useFeedQuery(params: FeedListParams) {
  return useInfiniteQuery({
    queryKey: feedKeys.list(params),
    queryFn: ({ pageParam }) => call('getFeed', feedInput(params, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextFeedPage(lastPage, lastPageParam),
    refetchInterval: (query) => refetchWhileProcessing(query.state.data),
  });
}

/** A post or comment by its public handle; works without a session. */
export function useOneFeedQuery(share: string | undefined) {
  return useQuery({
    queryKey: feedKeys.one(share ?? ''),
    queryFn: () => call('getOneFeed', { share: share ?? '' }),
    refetchInterval: (query) => refetchWhileProcessing(query.state.data),
    enabled: Boolean(share) && share !== 'undefined',
    retry: false,
    // A "not found" the server rendered the page with (entry-server.tsx) stands: asking again would only say it again.
    retryOnMount: false,
  });
}

export function useCommentsQuery(feedId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: feedKeys.comments(feedId),
    queryFn: ({ pageParam }) => call('getComments', { feedId, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextCommentPage(lastPage, lastPageParam),
    refetchInterval: (query) => refetchWhileProcessing(query.state.data),
    enabled,
  });
}

export function useLikesQuery(feedId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: feedKeys.likes(feedId),
    queryFn: ({ pageParam }) => call('getLikes', { feedId, page: pageParam, limit: pageSizes.likes }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length < pageSizes.likes ? undefined : lastPageParam + 1,
    enabled,
  });
}

export function useGalleryQuery(userId: number) {
  return useInfiniteQuery({
    queryKey: feedKeys.gallery(userId),
    queryFn: ({ pageParam }) => call('getFeedAttachments', { userId, page: pageParam, limit: pageSizes.gallery }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextGalleryPage(lastPage, lastPageParam),
  });
}

export function useTrendsQuery() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: feedKeys.trends(),
    queryFn: () => call('retrieveTrends'),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/** Mention suggestions for the editor: asked only above 3 characters, at most 5 shown. */
export async function fetchMentions(queryClient: QueryClient, name: string) {
  const query = name.trim();
  if (query.length < limits.searchMinChars) return [];
  const rows = await queryClient.fetchQuery({
    queryKey: feedKeys.mentions(query.toLowerCase()),
    queryFn: () => call('searchMentions', { name: query }),
    staleTime: 60_000,
  });
  return rows.slice(0, limits.mentionResults);
}

/** Every post of the loaded pages, without the duplicates a page shift can bring. */
export function flattenPages(pages: FeedItem[][] | undefined): FeedItem[] {
  const seen = new Set<number>();
  const items: FeedItem[] = [];
  for (const item of pages?.flat() ?? []) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
  }
  return items;
}
