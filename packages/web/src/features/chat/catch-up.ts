import { chatIdBefore } from '@gamefolk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { mergeIntoConversation, touchChannel, type MessagesData } from './cache';
import { chatKeys } from './keys';
import { newestSentId } from './merge';

// The server answers at most this many per catch-up; a longer absence takes several rounds.
const CATCH_UP_LIMIT = 200;
/**
 * Ids grow with time on every instance, but a message told before it was stored can be stored a little after
 * a newer one, and a message from another instance can carry a slightly older clock: the catch-up looks back
 * this far before the newest id shown. What it brings again is merged by id, never shown twice.
 */
const LOOK_BACK_MS = 60_000;

/**
 * After the socket is (again) ready: whatever was posted since the newest message shown, including what
 * came between the first page's fetch and the socket's subscription, looking back a minute. Merging by id
 * keeps anything already shown from repeating.
 */
export async function catchUpConversation(queryClient: QueryClient, channelId: number) {
  const key = chatKeys.messages(channelId);
  if (!queryClient.getQueryData<MessagesData>(key)) return;
  let afterId = chatIdBefore(newestSentId(queryClient.getQueryData<MessagesData>(key)?.pages), LOOK_BACK_MS);
  for (;;) {
    const missed = await call('getChatmessagesByChannelId', { chatchannelId: channelId, page: 0, afterId });
    mergeIntoConversation(queryClient, channelId, missed);
    const last = missed.at(-1);
    if (!last) return;
    touchChannel(queryClient, last, false);
    if (missed.length < CATCH_UP_LIMIT) return;
    afterId = last.id;
  }
}
