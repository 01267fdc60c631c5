import { chatPreviewText, type ChatChannel, type ChatMessage } from '@gamefolk/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from './keys';
import { mergeMessages, type MessagePages } from './merge';

export type Unread = { id: number; unreadCount: number }[];
export type MessagesData = InfiniteData<MessagePages[number], number | undefined>;

/** Puts messages into an open conversation's cache; a conversation not loaded yet will fetch them itself. */
export function mergeIntoConversation(queryClient: QueryClient, channelId: number, messages: readonly ChatMessage[]) {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(channelId), (data) =>
    data ? { ...data, pages: mergeMessages(data.pages, messages) } : data,
  );
}

/** A message deleted by its sender leaves the conversation, and the channel's preview is read again. */
export function removeFromConversation(queryClient: QueryClient, channelId: number, id: number) {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(channelId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.filter((m) => m.status !== 'sent' || m.id !== id)) } : data,
  );
  const channel = queryClient.getQueryData<ChatChannel[]>(chatKeys.channels())?.find((c) => c.id === channelId);
  if (channel?.lastMessage?.id === id) void queryClient.invalidateQueries({ queryKey: chatKeys.channels() });
}

/** The other member of a pair has read up to `messageId` ("Seen" under mine up to it). */
export function setOtherRead(queryClient: QueryClient, channelId: number, messageId: number) {
  queryClient.setQueryData<ChatChannel[]>(chatKeys.channels(), (list) =>
    list?.map((c) => (c.id === channelId ? { ...c, otherReadId: Math.max(c.otherReadId ?? 0, messageId) } : c)),
  );
}

function preview(message: ChatMessage): NonNullable<ChatChannel['lastMessage']> {
  const { id, userId, contentMessage, updated_at } = message;
  return { id, userId, preview: chatPreviewText(contentMessage), updated_at };
}

/** A new message moves its channel to the top of the list with a fresh preview; true when the channel was listed. */
export function touchChannel(queryClient: QueryClient, message: ChatMessage, addUnread: boolean): boolean {
  const channels = queryClient.getQueryData<ChatChannel[]>(chatKeys.channels());
  const channel = channels?.find((c) => c.id === message.chatchannelId);
  if (!channels || !channel) return false;
  if (channel.lastMessage && channel.lastMessage.id >= message.id) return true;
  const updated: ChatChannel = { ...channel, lastMessage: preview(message), updated_at: message.updated_at };
  queryClient.setQueryData(chatKeys.channels(), [updated, ...channels.filter((c) => c.id !== channel.id)]);
  if (addUnread) setUnread(queryClient, channel.id, (n) => n + 1);
  return true;
}

export function setUnread(queryClient: QueryClient, channelId: number, change: (count: number) => number) {
  queryClient.setQueryData<Unread>(chatKeys.unread(), (list) => {
    if (!list) return list;
    const count = change(list.find((c) => c.id === channelId)?.unreadCount ?? 0);
    const rest = list.filter((c) => c.id !== channelId);
    return count > 0 ? [...rest, { id: channelId, unreadCount: count }] : rest;
  });
  queryClient.setQueryData<ChatChannel[]>(chatKeys.channels(), (list) =>
    list?.map((c) => (c.id === channelId ? { ...c, unreadCount: change(c.unreadCount) } : c)),
  );
}

export function totalUnread(list: Unread | undefined): number {
  return list?.reduce((sum, c) => sum + c.unreadCount, 0) ?? 0;
}
