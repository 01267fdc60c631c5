import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getToken } from '../../api/session';
import { mergeIntoConversation, removeFromConversation, setOtherRead, touchChannel } from './cache';
import { chatKeys } from './keys';
import { catchUpConversation } from './catch-up';
import { openChatSocket } from './chat-socket';
import { registerChatSocket } from './live-sockets';
import { initialChatStatus, type ChatSocketStatus } from './socket-status';
import { heardTyping, stoppedTyping } from './typing-store';

/**
 * The live socket of the open conversation, opened once its first page is in (`enabled`): new messages
 * join the cache, and each `ready` catches up on what the socket could not have seen.
 */
export function useChatSocket(channelId: number, enabled: boolean): ChatSocketStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ChatSocketStatus>(initialChatStatus);

  useEffect(() => {
    if (!enabled) return;
    setStatus(initialChatStatus);
    const socket = openChatSocket({
      channelId,
      getToken,
      onMessage: (message) => {
        stoppedTyping(channelId, message.userId);
        mergeIntoConversation(queryClient, channelId, [message]);
        touchChannel(queryClient, message, false);
      },
      onEdited: (message) => mergeIntoConversation(queryClient, channelId, [message]),
      onDeleted: (id) => removeFromConversation(queryClient, channelId, id),
      onTyping: (userId) => heardTyping(channelId, userId),
      onRead: (_userId, messageId) => setOtherRead(queryClient, channelId, messageId),
      onMembersChanged: () => void queryClient.invalidateQueries({ queryKey: chatKeys.channels() }),
      onStatus: (next) => {
        setStatus(next);
        if (next.kind === 'ready') void catchUpConversation(queryClient, channelId).catch(() => undefined);
      },
    });
    const unregister = registerChatSocket(channelId, socket);
    const onOnline = () => socket.retryNow();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      unregister();
      socket.stop();
    };
  }, [channelId, enabled, queryClient]);

  return status;
}
