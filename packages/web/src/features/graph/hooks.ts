import { pageSizes, requestAnswerWire, type RequestAnswer } from '@gamefolk/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, type Input, type Output } from '../../api/client';
import { useIsSignedIn } from '../../api/session';
import { usePollInterval } from '../../api/notifications-live-store';
import { toConnectionState } from './connection-state';

export type PeopleKind = 'followers' | 'following' | 'connections';

export const graphKeys = {
  all: ['graph'] as const,
  followers: (userId: number) => [...graphKeys.all, 'followers', userId] as const,
  connections: (userId: number) => [...graphKeys.all, 'connections', userId] as const,
  check: (userId: number) => [...graphKeys.all, 'check', userId] as const,
  checks: () => [...graphKeys.all, 'check'] as const,
  people: (kind: PeopleKind, ids: readonly number[]) => [...graphKeys.all, 'people', kind, ids] as const,
  requests: () => [...graphKeys.all, 'requests'] as const,
  blocks: () => [...graphKeys.all, 'blocks'] as const,
  search: (name: string) => [...graphKeys.all, 'search', name] as const,
};

/** After a connection changes (here or live from the other side), everything that shows it reloads. */
export function invalidateConnections(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: graphKeys.requests() }),
    queryClient.invalidateQueries({ queryKey: graphKeys.checks() }),
    queryClient.invalidateQueries({ queryKey: [...graphKeys.all, 'connections'] }),
  ]);
}

export function useFollowersQuery(userId: number) {
  return useQuery({ queryKey: graphKeys.followers(userId), queryFn: () => call('getUserFollowers', { userId }) });
}

export function useConnectionsQuery(userId: number) {
  return useQuery({ queryKey: graphKeys.connections(userId), queryFn: () => call('getUserConnections', { userId }) });
}

/** Where the signed-in user stands with someone, as a union of states. */
export function useConnectionStateQuery(userId: number) {
  return useQuery({
    queryKey: graphKeys.check(userId),
    queryFn: () => call('checkRequest', { userId }),
    select: toConnectionState,
  });
}

/** User cards for a list of ids, 6 a page (spec section 9). */
export function usePeopleQuery(kind: PeopleKind, ids: readonly number[], enabled: boolean) {
  const limit = pageSizes.followerDetail;
  return useInfiniteQuery({
    queryKey: graphKeys.people(kind, ids),
    queryFn: ({ pageParam }) =>
      call(kind === 'connections' ? 'connectionDetail' : 'followerDetail', {
        userIds: [...ids],
        page: pageParam,
        limit,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => (pages.length * limit < ids.length ? pages.length : undefined),
    enabled: enabled && ids.length > 0,
  });
}

/** Requests waiting for an answer: live over the socket, polled every 30 s while it is down. */
export function useConnectionRequestsQuery() {
  const signedIn = useIsSignedIn();
  const refetchInterval = usePollInterval();
  return useQuery({
    queryKey: graphKeys.requests(),
    queryFn: () => call('getConnectionRequests'),
    enabled: signedIn,
    refetchInterval,
  });
}

export function useBlocksQuery() {
  return useQuery({ queryKey: graphKeys.blocks(), queryFn: () => call('userBlocks') });
}

/** People and organizations by name; `name` must already be longer than 3 characters. */
export function useSearchQuery(name: string, enabled: boolean) {
  return useQuery({
    queryKey: graphKeys.search(name),
    queryFn: () => call('searchUser', { name }),
    enabled,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

export function useFollowMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('followUser', { userId }),
    onSuccess: ({ following }) => {
      queryClient.setQueryData<Output<'getUserFollowers'>>(graphKeys.followers(userId), (old) =>
        old ? { ...old, isFollowing: following } : old,
      );
      return queryClient.invalidateQueries({ queryKey: graphKeys.followers(userId) });
    },
  });
}

function useConnectionMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateConnections(queryClient) });
}

export const useConnectMutation = () =>
  useConnectionMutation((userId: number) => call('connectionRequest', { userId }));
export const useCancelRequestMutation = () =>
  useConnectionMutation((requestId: number) => call('cancelRequest', { request_id: requestId }));
export const useAnswerRequestMutation = () =>
  useConnectionMutation(({ request_id, answer }: { request_id: number; answer: RequestAnswer }) =>
    call('answerRequest', { request_id, status: requestAnswerWire.codeOf[answer] }),
  );
export const useRemoveConnectionMutation = () =>
  useConnectionMutation((userId: number) => call('removeConnection', { userId }));

export function useBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call('blockuser', { blocked_user_id: userId }),
    // A block ends follows and connections both ways and hides the other's content.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useUnblockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call('unblockUser', { blocked_user_id: userId }),
    onSuccess: (_data, userId) =>
      queryClient.setQueryData<Output<'userBlocks'>>(graphKeys.blocks(), (old) =>
        old?.filter((row) => row.blocked_user_id !== userId),
      ),
    // As a block hid the other's content and profile actions, lifting it shows them again.
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useReportOptionsQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'options'],
    queryFn: () => call('getAllReportOptions'),
    enabled,
    staleTime: Infinity,
  });
}

export function useCreateReportMutation() {
  return useMutation({ mutationFn: (input: Input<'createReport'>) => call('createReport', input) });
}
