import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

/** Which sign-in providers the server has keys for; asked once a visit. */
export function useAuthProvidersQuery() {
  return useQuery({
    queryKey: ['auth', 'providers'] as const,
    queryFn: () => call('getAuthProviders', {}),
    staleTime: Infinity,
  });
}
