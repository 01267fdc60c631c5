import type { ChatChannel } from '@gamefolk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { chatKeys } from './keys';

/** `/messages?user=<id or username>` (a profile's Message button): the pair's channel, created on first use. */
export function useChannelWithUser(userKey: string | null) {
  const queryClient = useQueryClient();
  // A query rather than a mutation: React's doubled effects must not ask twice (the channel is created once anyway).
  return useQuery({
    queryKey: [...chatKeys.all, 'with', userKey ?? ''],
    queryFn: async () => {
      const key = userKey ?? '';
      const receivingUserId = /^\d{1,9}$/.test(key) ? Number(key) : (await call('getUserByCode', { code: key })).id;
      const channel = await call('createChannels', { receivingUserId });
      queryClient.setQueryData<ChatChannel[]>(chatKeys.channels(), (list) =>
        list && !list.some((c) => c.id === channel.id) ? [channel, ...list] : list,
      );
      return channel;
    },
    enabled: Boolean(userKey),
    retry: false,
    staleTime: Infinity,
  });
}
