import { chatPageSize } from '@gamefolk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { mergeIntoConversation, touchChannel, type MessagesData } from './cache';
import { chatKeys } from './keys';
import { newestSentId } from './merge';

/**
 * After the socket is (again) ready: everything stored after the newest message shown, a page at a time,
 * including what came between the first page's fetch and the socket's subscription. Ids grow in the order
 * messages are stored in a channel, so this misses nothing; merging by id keeps anything shown from repeating.
 */
export async function catchUpConversation(queryClient: QueryClient, channelId: number) {
  const key = chatKeys.messages(channelId);
  if (!queryClient.getQueryData<MessagesData>(key)) return;
  const afterId = newestSentId(queryClient.getQueryData<MessagesData>(key)?.pages);
  for (let page = 0; ; page++) {
    const missed = await call('getChatmessagesByChannelId', { chatchannelId: channelId, page, afterId });
    mergeIntoConversation(queryClient, channelId, missed);
    const last = missed.at(-1);
    if (last) touchChannel(queryClient, last, false);
    if (missed.length < chatPageSize) return;
  }
}
