import { applicationAnswerWire, lobbyStatusWire, pageSizes, type ApplicationAnswer } from '@gamefolk/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '../../api/client';
import { catalogKeys } from '../../entities/catalog';
import { lobbyKeys, type LobbySearchFilters } from '../../entities/lobby';

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
    // A new lobby can change which games are most popular (the catalog keeps that list).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: lobbyKeys.all }),
        client.invalidateQueries({ queryKey: catalogKeys.popularGames() }),
      ]),
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
export const useReadmitMutation = () => useLobbyMutation((id: number) => call('readmitLobbyMember', { id }));
