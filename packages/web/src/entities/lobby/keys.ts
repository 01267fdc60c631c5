import type { LobbyType } from '@gamefolk/contract';

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
  searches: () => [...lobbyKeys.all, 'search'] as const,
  search: (filters: LobbySearchFilters) => [...lobbyKeys.searches(), filters] as const,
  ones: () => [...lobbyKeys.all, 'one'] as const,
  one: (id: number) => [...lobbyKeys.ones(), id] as const,
  allApplications: () => [...lobbyKeys.all, 'applications'] as const,
  applications: (id: number) => [...lobbyKeys.allApplications(), id] as const,
  mine: () => [...lobbyKeys.all, 'mine'] as const,
  myApplications: () => [...lobbyKeys.all, 'my-applications'] as const,
};
