import { limits } from '@gamefolk/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export const catalogKeys = {
  all: ['catalog'] as const,
  countries: () => [...catalogKeys.all, 'countries'] as const,
  games: (name: string) => [...catalogKeys.all, 'games', name] as const,
};

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
