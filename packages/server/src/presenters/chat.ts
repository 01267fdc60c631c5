import { chatPreviewText, type ChatChannel, type ChatMessage } from '@gamefolk/contract';
import type { ChannelRow, LobbyTitle, MessageRow } from '../db/repositories/chat.js';
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
    edited_at: row.editedAt?.toISOString() ?? null,
  };
}

/**
 * A channel as its members see it. A pair lists its two users by id; a lobby's group lists the lobby's owner first,
 * then its members in the order they joined, and is titled by the lobby's game.
 */
export function presentChannel(
  row: ChannelRow,
  viewerId: number,
  context: {
    memberIds: number[];
    users: Map<number, UserRow>;
    /** The lobby of a group channel. */
    lobby?: LobbyTitle;
    last: MessageRow | undefined;
    unreadCount: number;
    /** A request waiting on the viewer (their Requests tab). */
    request?: boolean;
    /** In a pair, the other member's read mark. */
    otherReadId?: number;
    /** In a pair, a block between the two and who made it. */
    block?: 'mine' | 'theirs';
  },
): ChatChannel {
  const { lobby, last } = context;
  const ids = lobby
    ? [lobby.ownerId, ...context.memberIds.filter((id) => id !== lobby.ownerId)]
    : [...context.memberIds].sort((a, b) => a - b);
  const users = ids.filter((id) => context.users.has(id)).map((id) => presentMember(context.users.get(id)!));
  const other = users.find((u) => u.id !== viewerId) ?? users[0]!;
  return {
    id: row.id,
    initiatingUserId: lobby ? lobby.ownerId : row.initiatorId,
    // A pair's receiver is whoever did not open it; a group's, whom the viewer sees first.
    receivingUserId: lobby ? other.id : (ids.find((id) => id !== row.initiatorId) ?? other.id),
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
    unreadCount: context.unreadCount,
    updated_at: row.updatedAt.toISOString(),
    ...(lobby ? { lobby: { id: lobby.id, gameName: lobby.gameName } } : {}),
    ...(context.request && { request: true }),
    ...(context.otherReadId !== undefined && { otherReadId: context.otherReadId }),
    ...(context.block && { block: context.block }),
  };
}
