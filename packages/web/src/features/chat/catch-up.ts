import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { mergeIntoConversation, touchChannel, type MessagesData } from './cache';
import { chatKeys } from './keys';
import { newestSentId } from './merge';

// The server answers at most this many per catch-up; a longer absence takes several rounds.
const CATCH_UP_LIMIT = 200;

/**
 * After the socket is (again) ready: whatever was posted since the newest message shown, including what
 * came between the first page's fetch and the socket's subscription. Merging by id keeps anything already
 * shown from repeating.
 */
export async function catchUpConversation(queryClient: QueryClient, channelId: number) {
  const key = chatKeys.messages(channelId);
  if (!queryClient.getQueryData<MessagesData>(key)) return;
  for (;;) {
    const afterId = newestSentId(queryClient.getQueryData<MessagesData>(key)?.pages);
    const missed = await call('getChatmessagesByChannelId', { chatchannelId: channelId, page: 0, afterId });
    mergeIntoConversation(queryClient, channelId, missed);
    const last = missed.at(-1);
    if (last) touchChannel(queryClient, last, false);
    if (missed.length < CATCH_UP_LIMIT) return;
  }
}
