import { chatMessageSchema } from '@gamefolk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { mergeIntoConversation, removeFromConversation, setUnread, touchChannel } from './cache';
import { chatKeys } from './keys';
import { isViewing } from './viewing';

/**
 * The chat frames of /ws/notifications: `chat` (a message for me, stored), `chatRead` (I read a channel elsewhere),
 * `chatDeleted` (a message is gone) and `chatRequest` (a message request for me came or grew).
 */
export function applyUnreadFrame(queryClient: QueryClient, frame: { type: string; [key: string]: unknown }) {
  if (frame.type === 'chatRead' && typeof frame.chatchannelId === 'number') {
    setUnread(queryClient, frame.chatchannelId, () => 0);
    return;
  }
  if (frame.type === 'chatDeleted' && typeof frame.chatchannelId === 'number' && typeof frame.id === 'number') {
    // A message I had not read is gone: the badges are read again, and it leaves the conversation.
    removeFromConversation(queryClient, frame.chatchannelId, frame.id);
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    void queryClient.invalidateQueries({ queryKey: chatKeys.channels() });
    return;
  }
  if (frame.type === 'chatRequest') {
    // A stranger's message waits in the Requests tab (issue 44): the list is read again, no badge counts it.
    void queryClient.invalidateQueries({ queryKey: chatKeys.channels() });
    return;
  }
  if (frame.type !== 'chat') return;
  const parsed = chatMessageSchema.safeParse(frame.message);
  if (!parsed.success) return;
  const message = parsed.data;
  mergeIntoConversation(queryClient, message.chatchannelId, [message]);
  // An open conversation marks its own messages read; counting them would flash the badge. A quiet one (its sender
  // muted, or chat off in the app) counts in no badge either.
  const unread = frame.quiet !== true && !isViewing(message.chatchannelId);
  if (touchChannel(queryClient, message, unread)) return;
  // The channel list is not loaded (or lacks the channel): the title, header and dock count at once all the same,
  // rather than after a refetch, and the list is read again when shown.
  void queryClient.invalidateQueries({ queryKey: chatKeys.channels() });
  if (!unread) return;
  if (queryClient.getQueryData(chatKeys.unread())) setUnread(queryClient, message.chatchannelId, (n) => n + 1);
  else void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
}
