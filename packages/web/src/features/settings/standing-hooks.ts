import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

export const standingKeys = {
  all: ['standing'] as const,
  mine: (key: string | null) => [...standingKeys.all, key ?? 'session'] as const,
};

/**
 * The player's standing page: by their session, or, for a suspended or banned player who cannot sign in, by the
 * standing key their refused sign-in (or the mail) handed out.
 */
export function useStandingQuery(key: string | null, signedIn: boolean) {
  return useQuery({
    queryKey: standingKeys.mine(key),
    queryFn: () => (key ? call('getStandingWithKey', { key }) : call('getStanding', {})),
    enabled: key !== null || signedIn,
    retry: false,
  });
}

export function useAppealMutation(key: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ logId, text }: { logId: number; text: string }) =>
      key ? call('appealModerationWithKey', { key, logId, text }) : call('appealModeration', { logId, text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standingKeys.all }),
  });
}
