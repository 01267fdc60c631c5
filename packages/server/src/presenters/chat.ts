import { chatPreviewText, type ChatChannel, type ChatMessage } from '@gamefolk/contract';
import type { ChannelRow, MessageRow } from '../db/repositories/chat.js';
import type { UserRow } from '../db/schema.js';
import { isHiddenUser } from '../policies/visibility.js';

/** A member as chat shows them; a frozen or deleted account loses its name and becomes unknownUser. */
export function presentMember(user: UserRow) {
  const hidden = isHiddenUser(user);
  const fullname = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
  return {
    id: user.id,
    username: hidden ? null : user.username,
    first_name: hidden ? null : user.firstName,
    last_name: hidden ? null : user.lastName,
    fullname: hidden ? null : fullname,
    is_frozen: hidden,
    photoUrl: hidden ? null : user.photoUrl,
    userPhotos: !hidden && user.photoUrl ? [{ profile_photo: user.photoUrl }] : [],
  };
}

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    chatchannelId: row.channelId,
    channelId: row.channelId,
    userId: row.userId,
    message: { user: { id: row.userId }, content: row.contentMessage },
    contentMessage: row.contentMessage,
    ref: row.ref,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentChannel(
  row: ChannelRow,
  viewerId: number,
  members: Map<number, UserRow>,
  last: MessageRow | undefined,
  unreadCount: number,
): ChatChannel {
  // A pair's channel: both members are set (a lobby's group channel is presented by presentGroupChannel).
  const [userA, userB] = [row.userA!, row.userB!];
  const users = [userA, userB].map((id) => presentMember(members.get(id)!));
  const otherId = userA === viewerId ? userB : userA;
  return {
    id: row.id,
    initiatingUserId: row.initiatorId,
    receivingUserId: row.initiatorId === userA ? userB : userA,
    users,
    other: users.find((u) => u.id === otherId)!,
    lastMessage: last
      ? {
          id: last.id,
          userId: last.userId,
          preview: chatPreviewText(last.contentMessage),
          updated_at: last.updatedAt.toISOString(),
        }
      : null,
    unreadCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A lobby's group channel: all its members (owner first), titled by the lobby's game. */
export function presentGroupChannel(
  row: ChannelRow,
  viewerId: number,
  lobby: { id: number; ownerId: number; gameName: string },
  memberIds: number[],
  members: Map<number, UserRow>,
  last: MessageRow | undefined,
  unreadCount: number,
): ChatChannel {
  const users = [lobby.ownerId, ...memberIds.filter((id) => id !== lobby.ownerId)]
    .filter((id) => members.has(id))
    .map((id) => presentMember(members.get(id)!));
  const other = users.find((u) => u.id !== viewerId) ?? users[0]!;
  return {
    id: row.id,
    initiatingUserId: lobby.ownerId,
    receivingUserId: other.id,
    users,
    other,
    lastMessage: last
      ? {
          id: last.id,
          userId: last.userId,
          preview: chatPreviewText(last.contentMessage),
          updated_at: last.updatedAt.toISOString(),
        }
      : null,
    unreadCount,
    updated_at: row.updatedAt.toISOString(),
    lobby: { id: lobby.id, gameName: lobby.gameName },
  };
}
