import { chatMessageSchema } from '@gamefolk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { mergeIntoConversation, setUnread, touchChannel } from './cache';
import { chatKeys } from './keys';
import { isViewing } from './viewing';

/** The chat frames of /ws/notifications: `chat` (a message for me, stored) and `chatRead` (I read a channel elsewhere). */
export function applyUnreadFrame(queryClient: QueryClient, frame: { type: string; [key: string]: unknown }) {
  if (frame.type === 'chatRead' && typeof frame.chatchannelId === 'number') {
    setUnread(queryClient, frame.chatchannelId, () => 0);
    return;
  }
  if (frame.type !== 'chat') return;
  const parsed = chatMessageSchema.safeParse(frame.message);
  if (!parsed.success) return;
  const message = parsed.data;
  mergeIntoConversation(queryClient, message.chatchannelId, [message]);
  // An open conversation marks its own messages read; counting them would flash the badge.
  const unread = !isViewing(message.chatchannelId);
  if (!touchChannel(queryClient, message, unread)) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.channels() });
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
  }
}
