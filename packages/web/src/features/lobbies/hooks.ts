import {
  applicationAnswerWire,
  lobbyStatusWire,
  pageSizes,
  type ApplicationAnswer,
  type LobbyType,
} from '@gamefolk/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '../../api/client';

export interface LobbySearchFilters {
  gameId?: number;
  server?: string;
  rank?: string;
  role?: string;
  type?: LobbyType;
  text?: string;
  /** Only lobbies whose owner's rank is verified with Riot. */
  verifiedOnly?: boolean;
  onlyFollow: boolean;
  /** Open lobbies unless asked: full and closed ones are a choice away (the owner's own among them). */
  status?: 'open' | 'full' | 'closed';
}

export const lobbyKeys = {
  all: ['lobbies'] as const,
  filters: (gameId: number) => [...lobbyKeys.all, 'filters', gameId] as const,
  popularGames: () => [...lobbyKeys.all, 'games'] as const,
  searches: () => [...lobbyKeys.all, 'search'] as const,
  search: (filters: LobbySearchFilters) => [...lobbyKeys.searches(), filters] as const,
  one: (id: number) => [...lobbyKeys.all, 'one', id] as const,
  applications: (id: number) => [...lobbyKeys.all, 'applications', id] as const,
  mine: () => [...lobbyKeys.all, 'mine'] as const,
  myApplications: () => [...lobbyKeys.all, 'my-applications'] as const,
};

/** The games a lobby can be for, most popular first: the picker's list before anything is typed. */
export function usePopularGamesQuery() {
  return useQuery({ queryKey: lobbyKeys.popularGames(), queryFn: () => call('getGames', {}), staleTime: Infinity });
}

export function useFiltersQuery(gameId: number | undefined) {
  return useQuery({
    queryKey: lobbyKeys.filters(gameId ?? 0),
    queryFn: () => call('getFilters', { id: gameId! }),
    enabled: !!gameId,
    staleTime: Infinity,
  });
}

/** Open lobbies, 24 a page from page 0; the next page is asked for while a full page came back. */
export function useLobbySearchQuery(filters: LobbySearchFilters) {
  const { onlyFollow, status = 'open', ...rest } = filters;
  return useInfiniteQuery({
    queryKey: lobbyKeys.search(filters),
    queryFn: ({ pageParam }) =>
      call('searchLobby', {
        page: pageParam,
        limit: pageSizes.lobby,
        only_follow: onlyFollow,
        status: lobbyStatusWire.codeOf[status],
        filters: { ...rest, text: rest.text?.trim() || undefined, verifiedOnly: rest.verifiedOnly || undefined },
      }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      (last.page + 1) * pageSizes.lobby < last.total_rows && last.rows.length > 0 ? last.page + 1 : undefined,
  });
}

export function useLobbyQuery(id: number) {
  return useQuery({ queryKey: lobbyKeys.one(id), queryFn: () => call('getLobbyById', { id }), retry: false });
}

export function useLobbyApplicationsQuery(id: number, enabled: boolean) {
  return useQuery({
    queryKey: lobbyKeys.applications(id),
    queryFn: () => call('getLobbyApplications', { id }),
    enabled,
  });
}

export function useMyLobbiesQuery() {
  return useQuery({ queryKey: lobbyKeys.mine(), queryFn: () => call('getMyLobbies', {}) });
}

export function useMyApplicationsQuery() {
  return useQuery({ queryKey: lobbyKeys.myApplications(), queryFn: () => call('getMyApplications', {}) });
}

/** Every lobby mutation changes what several lists show; they are few and cheap to ask again. */
function useLobbyMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: lobbyKeys.all }),
  });
}

export const useCreateLobbyMutation = () =>
  useLobbyMutation((input: Input<'createLobby'>) => call('createLobby', input));
export const useUpdateLobbyMutation = () =>
  useLobbyMutation((input: Input<'updateLobby'>) => call('updateLobby', input));
export const useDeleteLobbyMutation = () => useLobbyMutation((id: number) => call('deleteLobby', { id }));
export const useApplyLobbyMutation = () => useLobbyMutation((input: Input<'applyLobby'>) => call('applyLobby', input));
export const useEditApplicationMutation = () =>
  useLobbyMutation((input: Input<'updateLobbyApplication'>) => call('updateLobbyApplication', input));
export const useWithdrawMutation = () => useLobbyMutation((id: number) => call('deleteLobbyApplication', { id }));
export const useAnswerMutation = () =>
  useLobbyMutation(({ id, answer }: { id: number; answer: ApplicationAnswer }) =>
    call('answerLobbyApplication', { id, status: applicationAnswerWire.codeOf[answer] }),
  );
export const useLeaveLobbyMutation = () => useLobbyMutation((id: number) => call('leaveLobby', { id }));
export const useRemoveMemberMutation = () => useLobbyMutation((id: number) => call('removeLobbyMember', { id }));
