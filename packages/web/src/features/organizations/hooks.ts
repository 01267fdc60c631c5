import { pageSizes, type FeedItem } from '@gamefolk/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { organizationKeys } from '../../entities/organization';
import { feedKeys, nextFeedPage } from '../feed';

/**
 * The organization's posts sit under the feed's list keys, so the feed's own cache patches
 * (hits, edits, comment counts) reach them too.
 */
export const organizationFeedKey = (organizationId: number) => feedKeys.list({ kind: 'organization', organizationId });

export function useCategoriesQuery() {
  return useQuery({
    queryKey: organizationKeys.categories(),
    queryFn: () => call('getCategories'),
    staleTime: Infinity,
  });
}

/** The code a name would get; `name` must already pass the length rule. */
export function useCodeCheckQuery(name: string | null) {
  return useQuery({
    queryKey: organizationKeys.codeCheck(name ?? ''),
    queryFn: () => call('checkOrganizationCode', { name: name ?? '' }),
    enabled: name !== null,
    staleTime: 30_000,
    retry: false,
    placeholderData: (previous) => previous,
  });
}

/** By code or username; a deleted or unknown one fails with `deletedOrganization`. */
export function useOrganizationQuery(code: string) {
  return useQuery({
    queryKey: organizationKeys.page(code),
    queryFn: () => call('organizationCode', { code }),
    enabled: code !== '',
    retry: false,
  });
}

export function useMembersQuery(organizationId: number, invited = false) {
  return useInfiniteQuery({
    queryKey: organizationKeys.members(organizationId, invited),
    queryFn: ({ pageParam }) => call('organizationUsersDetail', { organizationId, page: pageParam, invited }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length < pageSizes.followerDetail ? undefined : lastPageParam + 1,
  });
}

export function useFollowersQuery(organizationId: number) {
  return useInfiniteQuery({
    queryKey: organizationKeys.followers(organizationId),
    queryFn: ({ pageParam }) => call('organizationFollowers', { organizationId, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length < pageSizes.followerDetail ? undefined : lastPageParam + 1,
  });
}

/** The signed-in user's organizations, for the profile menu. */
export function useMyOrganizationsQuery(enabled = true) {
  return useQuery({ queryKey: organizationKeys.mine(), queryFn: () => call('getUserOrganizations'), enabled });
}

/** The organizations the signed-in user founded or administers: those they may post as and moderate posts of. */

export function useOrganizationFeedQuery(organizationId: number) {
  return useInfiniteQuery({
    queryKey: organizationFeedKey(organizationId),
    queryFn: ({ pageParam }): Promise<FeedItem[]> =>
      call('getFeed', { organizationId, page: pageParam, limit: pageSizes.feed }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextFeedPage(lastPage, lastPageParam),
  });
}
