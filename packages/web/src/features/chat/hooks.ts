import { chatPageSize, type ChatChannel } from '@gamefolk/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { handleUnauthenticated, useIsSignedIn } from '../../api/session';
import { mergeIntoConversation, removeFromConversation, setUnread, touchChannel, type MessagesData } from './cache';
import { chatKeys } from './keys';
import { readyChatSocket } from './live-sockets';
import { addSending, asSent, failSending, mergeMessages, type ShownMessage } from './merge';
import { useUnreadPollInterval } from './unread-live-store';

export { chatKeys } from './keys';

/** The user's channels, latest activity first; kept fresh by the live events, refetched when they are down. */
export function useChannelsQuery() {
  const signedIn = useIsSignedIn();
  return useQuery({ queryKey: chatKeys.channels(), queryFn: () => call('getUserChatChannels'), enabled: signedIn });
}

/** Unread counts per channel: live over the notification socket, polled every 15 s while it is down. */
export function useUnreadQuery() {
  const signedIn = useIsSignedIn();
  const refetchInterval = useUnreadPollInterval();
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: () => call('getUnreadChatChannels'),
    enabled: signedIn,
    refetchInterval,
  });
}

/** Newest page first; older pages come from the oldest id shown, so live messages never shift the paging. */
export function useMessagesQuery(channelId: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(channelId),
    queryFn: ({ pageParam }): Promise<ShownMessage[]> =>
      call('getChatmessagesByChannelId', { chatchannelId: channelId, page: 0, beforeId: pageParam }).then((page) =>
        page.map(asSent),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => {
      const oldest = last.filter((m) => m.status === 'sent').at(-1);
      return last.length < chatPageSize || !oldest ? undefined : oldest.id;
    },
    // The socket and its catch-up keep a conversation current.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Opening a channel marks it read; the badges drop at once. */
export function useReadChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: number) => call('readUserChatChannel', { chatchannelId: channelId }),
    onMutate: (channelId) => setUnread(queryClient, channelId, () => 0),
    onError: () => queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
  });
}

interface SendInput {
  content: string;
  /** The send's name, kept when it is sent again: the server stores it once however often it comes. */
  ref: string;
  /** A temporary (negative) id: the message shows at once and gives way to the stored one. */
  tempId: number;
}

/** Over the conversation's live socket when it is ready (the quick way), else through `postChat`. */
async function sendMessage(channelId: number, content: string, ref: string) {
  const socket = readyChatSocket(channelId);
  if (!socket) return call('postChat', { chatchannelId: channelId, message: { content }, ref });
  try {
    return await socket.send(content, ref);
  } catch (error) {
    if (isApiError(error) && error.code === 'unauthenticated') handleUnauthenticated();
    throw error;
  }
}

function sendingMessage(channelId: number, userId: number, { content, ref, tempId }: SendInput) {
  const now = new Date().toISOString();
  return {
    id: tempId,
    chatchannelId: channelId,
    channelId,
    userId,
    message: { user: { id: userId }, content },
    contentMessage: content,
    ref,
    created_at: now,
    updated_at: now,
    status: 'sending' as const,
  };
}

export function useSendMessageMutation(channelId: number, userId: number) {
  const queryClient = useQueryClient();
  const key = chatKeys.messages(channelId);
  const update = (change: (pages: ShownMessage[][]) => ShownMessage[][]) =>
    queryClient.setQueryData<MessagesData>(key, (data) => (data ? { ...data, pages: change(data.pages) } : data));

  return useMutation({
    mutationFn: ({ content, ref }: SendInput) => sendMessage(channelId, content, ref),
    onMutate: (input) => update((pages) => addSending(pages, sendingMessage(channelId, userId, input))),
    onSuccess: (stored) => {
      update((pages) => mergeMessages(pages, [stored]));
      touchChannel(queryClient, stored, false);
    },
    // Refused, or the connection lost before the answer (then it may be stored: sending it again is safe).
    onError: (_error, { ref }) => update((pages) => failSending(pages, ref)),
  });
}

/** Opens the chat with a player (made on the server when new), kept first in the channel list. */
export function useStartChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call('createChannels', { receivingUserId: userId }),
    onSuccess: (channel) =>
      queryClient.setQueryData<ChatChannel[]>(chatKeys.channels(), (list) =>
        list && !list.some((c) => c.id === channel.id) ? [channel, ...list] : list,
      ),
  });
}

/** A lobby's group chat, for its owner and approved members. */
export function useLobbyChatQuery(lobbyId: number) {
  return useQuery({
    queryKey: [...chatKeys.all, 'lobby', lobbyId],
    queryFn: () => call('getLobbyChat', { id: lobbyId }),
  });
}

/** Accepting moves a request into the inbox; declining takes it out of sight (its sender is not told). */
export function useAnswerChatRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { chatchannelId: number; answer: 'accept' | 'decline' }) => call('answerChatRequest', input),
    onSuccess: ({ chatchannelId, request }) => {
      queryClient.setQueryData<ChatChannel[]>(chatKeys.channels(), (list) =>
        request === 'declined'
          ? list?.filter((c) => c.id !== chatchannelId)
          : list?.map((c) => (c.id === chatchannelId ? { ...c, request: undefined } : c)),
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.channels() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    },
  });
}

/** My message with its new text, shown as edited at once from the answer (the others hear it live). */
export function useEditMessageMutation(channelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; content: string }) => call('editChatMessage', input),
    onSuccess: (message) => mergeIntoConversation(queryClient, channelId, [message]),
  });
}

/** My message gone for everyone. */
export function useDeleteMessageMutation(channelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('deleteChatMessage', { id }),
    onSuccess: ({ id }) => removeFromConversation(queryClient, channelId, id),
  });
}
