import type { ChatPrivacy } from '@gamefolk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

const chatPrivacyKey = ['settings', 'chatPrivacy'] as const;

/** Who may start a chat with me ("everyone" until I choose). */
export function useChatPrivacyQuery() {
  return useQuery({ queryKey: chatPrivacyKey, queryFn: () => call('getChatPrivacy') });
}

export function useSaveChatPrivacyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (from: ChatPrivacy) => call('saveChatPrivacy', { from }),
    onMutate: (from) => queryClient.setQueryData(chatPrivacyKey, { from }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatPrivacyKey }),
  });
}
