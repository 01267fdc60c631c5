import { limits, type Game } from '@gamefolk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '../../api/client';
import { uploadFile } from '../../api/upload/upload-file';

export const catalogKeys = {
  all: ['catalog'] as const,
  countries: () => [...catalogKeys.all, 'countries'] as const,
  games: (name: string) => [...catalogKeys.all, 'games', name] as const,
  popularGames: () => [...catalogKeys.all, 'popular-games'] as const,
  hiddenGames: () => [...catalogKeys.all, 'hidden-games'] as const,
};

/** The games a lobby can be for, most popular first: the picker's list before anything is typed. */
export function usePopularGamesQuery() {
  return useQuery({ queryKey: catalogKeys.popularGames(), queryFn: () => call('getGames', {}), staleTime: Infinity });
}

/** About 250 countries; they never change while the app runs. */
export function useCountriesQuery() {
  return useQuery({
    queryKey: catalogKeys.countries(),
    queryFn: () => call('getCountries'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Spec section 5: a game search starts after more than 2 characters. */
export function isGameSearchable(name: string): boolean {
  return [...name.trim()].length >= limits.gameSearchMinChars;
}

export function useGameSearchQuery(name: string) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: catalogKeys.games(trimmed),
    queryFn: () => call('getGames', { name: trimmed }),
    enabled: isGameSearchable(trimmed),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}

/** A game's year and machines, for the offers IGDB adds to a search ("2017 · PC, Switch"). */
export function gameDetails(game: Pick<Game, 'year' | 'platforms'>): string {
  return [game.year, game.platforms.join(', ')].filter(Boolean).join(' · ');
}

/** After a manager's change, every list and search of games is read again. */
function useRefreshGames() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKeys.all });
}

/** Managers: the games hidden from searches, to bring one back. */
export function useHiddenGamesQuery() {
  return useQuery({ queryKey: catalogKeys.hiddenGames(), queryFn: () => call('hiddenGames', {}) });
}

export function useCreateGameMutation() {
  const refresh = useRefreshGames();
  return useMutation({ mutationFn: (input: Input<'createGame'>) => call('createGame', input), onSuccess: refresh });
}

export function useUpdateGameMutation() {
  const refresh = useRefreshGames();
  return useMutation({ mutationFn: (input: Input<'updateGame'>) => call('updateGame', input), onSuccess: refresh });
}

export function useMergeGamesMutation() {
  const refresh = useRefreshGames();
  return useMutation({ mutationFn: (input: Input<'mergeGames'>) => call('mergeGames', input), onSuccess: refresh });
}

export function useSetGameIconMutation() {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: File }) => {
      const { url } = await uploadFile(file, 'logo');
      return call('setGameIcon', { id, icon: url });
    },
    onSuccess: refresh,
  });
}
