import type { ChatChannel, ChatMessage } from '@gamefolk/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { totalUnread, type Unread } from './cache';
import { chatKeys } from './keys';
import { applyUnreadFrame } from './unread-frames';

const member = (id: number) => ({
  id,
  username: `u${id}`,
  first_name: null,
  last_name: null,
  fullname: `u${id}`,
  is_frozen: false,
  photoUrl: null,
  userPhotos: [],
});

function message(id: number, userId: number, channelId = 7): ChatMessage {
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, id)).toISOString();
  return {
    id,
    chatchannelId: channelId,
    channelId,
    userId,
    message: { user: { id: userId }, content: `m${id}` },
    contentMessage: `m${id}`,
    created_at: at,
    updated_at: at,
  };
}

function channel(last: ChatMessage, unreadCount = 0): ChatChannel {
  return {
    id: last.chatchannelId,
    initiatingUserId: 1,
    receivingUserId: 2,
    users: [member(1), member(2)],
    other: member(2),
    lastMessage: { id: last.id, userId: last.userId, preview: last.contentMessage, updated_at: last.updated_at },
    unreadCount,
    updated_at: last.updated_at,
  };
}

describe('chat frames of the notification socket (issue 22: unread live in an existing conversation)', () => {
  it('counts a new message of a conversation I already have at once: title, header and dock read this count', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.channels(), [channel(message(10, 1))]);
    client.setQueryData<Unread>(chatKeys.unread(), []);
    applyUnreadFrame(client, { type: 'chat', message: message(11, 2) });
    expect(totalUnread(client.getQueryData<Unread>(chatKeys.unread()))).toBe(1);
    expect(client.getQueryData<ChatChannel[]>(chatKeys.channels())?.[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { id: 11 },
    });
    applyUnreadFrame(client, { type: 'chat', message: message(12, 2) });
    expect(totalUnread(client.getQueryData<Unread>(chatKeys.unread()))).toBe(2);
  });

  it('shows a long message in the list cut with an ellipsis (issue 22, item 12)', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.channels(), [channel(message(10, 1))]);
    client.setQueryData<Unread>(chatKeys.unread(), []);
    const long = { ...message(11, 2), contentMessage: 'Ready for scrims at 9? This preview is long' };
    applyUnreadFrame(client, { type: 'chat', message: long });
    expect(client.getQueryData<ChatChannel[]>(chatKeys.channels())?.[0]?.lastMessage?.preview).toBe(
      'Ready for scrims at 9? Th…',
    );
  });

  it('counts at once even while the channel list is not loaded (a phone that never opened Messages)', () => {
    const client = new QueryClient();
    client.setQueryData<Unread>(chatKeys.unread(), [{ id: 7, unreadCount: 1 }]);
    applyUnreadFrame(client, { type: 'chat', message: message(11, 2) });
    expect(client.getQueryData<Unread>(chatKeys.unread())).toEqual([{ id: 7, unreadCount: 2 }]);
  });

  it('shows a message request live in the Requests tab, counting nothing', async () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.channels(), [channel(message(10, 1))]);
    client.setQueryData<Unread>(chatKeys.unread(), []);
    applyUnreadFrame(client, { type: 'chatRequest', chatchannelId: 8 });
    // The list is read again (its next observer or refetch shows the request); the badges stay as they were.
    expect(client.getQueryState(chatKeys.channels())?.isInvalidated).toBe(true);
    expect(totalUnread(client.getQueryData<Unread>(chatKeys.unread()))).toBe(0);
  });

  it('moves a quiet message (its sender muted, or chat off in the app) to the top of the list, counting nothing', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.channels(), [channel(message(10, 1))]);
    client.setQueryData<Unread>(chatKeys.unread(), []);
    applyUnreadFrame(client, { type: 'chat', message: message(11, 2), quiet: true });
    expect(totalUnread(client.getQueryData<Unread>(chatKeys.unread()))).toBe(0);
    expect(client.getQueryData<ChatChannel[]>(chatKeys.channels())?.[0]).toMatchObject({
      unreadCount: 0,
      lastMessage: { id: 11 },
    });
  });
});
