import type { AttentionKind, ChannelChoice } from '@gamefolk/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, type Input, type Output } from '../../api/client';

export const attentionKeys = {
  all: ['attention'] as const,
  mutes: () => [...attentionKeys.all, 'mutes'] as const,
  notifications: () => [...attentionKeys.all, 'notifications'] as const,
};

/**
 * What a mute changes shows in feeds, comments and notifications of several features: every query is refreshed
 * (a mute is rare), the lists on screen at once.
 */
const refreshAll = (queryClient: QueryClient) => queryClient.invalidateQueries();

/** The players muted now and the muted words. */
export function useMutesQuery() {
  return useQuery({ queryKey: attentionKeys.mutes(), queryFn: () => call('getMutes') });
}

export function useMuteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'muteUser'>) => call('muteUser', input),
    onSuccess: () => refreshAll(queryClient),
  });
}

export function useUnmuteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call('unmuteUser', { userId }),
    onSuccess: () => refreshAll(queryClient),
  });
}

export function useSaveMutedWordsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: string[]) => call('saveMutedWords', { words }),
    onSuccess: ({ words }) => {
      queryClient.setQueryData<Output<'getMutes'>>(attentionKeys.mutes(), (old) => old && { ...old, words });
      return refreshAll(queryClient);
    },
  });
}

export function useNotificationSettingsQuery() {
  return useQuery({ queryKey: attentionKeys.notifications(), queryFn: () => call('getNotificationSettings') });
}

/** Shown changed at once; the server's answer (every kind as saved) replaces it. */
export function useSaveNotificationSettingsMutation() {
  const queryClient = useQueryClient();
  const key = attentionKeys.notifications();
  return useMutation({
    mutationFn: (input: { types?: Partial<Record<AttentionKind, ChannelChoice>>; digest?: boolean }) =>
      call('saveNotificationSettings', { types: input.types ?? {}, digest: input.digest }),
    onMutate: (input) =>
      queryClient.setQueryData<Output<'getNotificationSettings'>>(
        key,
        (old) => old && { types: { ...old.types, ...input.types }, digest: input.digest ?? old.digest },
      ),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
