import type { RiotAccount } from '@gamefolk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '../../api/client';

export const riotKeys = {
  all: ['riot'] as const,
  account: (userId: number) => [...riotKeys.all, 'account', userId] as const,
};

/** A user's linked Riot account (null when none): the settings card and the profile's Riot section. */
export function useRiotAccountQuery(userId: number | undefined) {
  return useQuery({
    queryKey: riotKeys.account(userId ?? 0),
    queryFn: () => call('getRiotAccount', { userId: userId! }),
    enabled: userId !== undefined,
  });
}

/** Asks for the RSO authorize URL (its state bound to us) and goes there. */
export function useRiotConnectMutation() {
  return useMutation({
    mutationFn: () => call('riotLoginUrl', {}),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useRiotSignOnMutation() {
  return useMutation({ mutationFn: (input: Input<'riotSignOn'>) => call('riotSignOn', input) });
}

function useStoreAccount(userId: number | undefined) {
  const queryClient = useQueryClient();
  return (account: RiotAccount | null) => {
    if (userId !== undefined) queryClient.setQueryData(riotKeys.account(userId), account);
    // Lobby cards show verified ranks: they change with the account.
    void queryClient.invalidateQueries({ queryKey: ['lobbies'] });
  };
}

export function useRiotAuthMutation(userId: number | undefined) {
  const store = useStoreAccount(userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'riotAuth'>) => call('riotAuth', input),
    onSuccess: store,
    // An outage still saved the platform: read the account again to show it.
    onError: () => queryClient.invalidateQueries({ queryKey: riotKeys.all }),
  });
}

export function useRefreshRiotMutation(userId: number | undefined) {
  const store = useStoreAccount(userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('refreshRiot', {}),
    onSuccess: store,
    onError: () => queryClient.invalidateQueries({ queryKey: riotKeys.all }),
  });
}

export function useRemoveRiotMutation(userId: number | undefined) {
  const store = useStoreAccount(userId);
  return useMutation({ mutationFn: () => call('removeRiot', {}), onSuccess: () => store(null) });
}
