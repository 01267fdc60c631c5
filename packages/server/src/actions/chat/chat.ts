import {
  chatPageSize,
  createChannels,
  getChatmessagesByChannelId,
  getUnreadChatChannels,
  getUserChatChannels,
  postChat,
  readUserChatChannel,
} from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { ChannelRow } from '../../db/repositories/chat.js';
import { AppError } from '../../errors/app-error.js';
import { presentChannel, presentMessage } from '../../presenters/chat.js';
import { userTopic } from '../../realtime/notification-socket.js';
import { postChatMessage } from '../../services/chat-posting.js';
import { handle } from '../define.js';
import { loadOwnChannel } from '../../policies/chat.js';
import { isHiddenUser } from '../../policies/visibility.js';

/**
 * Channels, pairs and groups, presented with a fixed number of queries whatever their count: members, users,
 * lobbies, last messages, unread counts.
 */
export async function presentChannels(services: Services, rows: ChannelRow[], viewerId: number) {
  if (!rows.length) return [];
  const { chat, users } = services.repos;
  const [members, lobbies, lasts, unread] = await Promise.all([
    chat.membersOf(rows.map((r) => r.id)),
    chat.lobbyTitles(rows.flatMap((r) => (r.lobbyId === null ? [] : [r.lobbyId]))),
    chat.lastSeen(rows, viewerId),
    chat.unreadCounts(viewerId),
  ]);
  const people = await users.byIds([...new Set(members.map((m) => m.userId))]);
  const userById = new Map(people.map((u) => [u.id, u]));
  const lobbyById = new Map(lobbies.map((l) => [l.id, l]));
  const lastByChannel = new Map(lasts.map((m) => [m.channelId, m]));
  const unreadById = new Map(unread.map((u) => [u.id, u.unread]));
  return rows.flatMap((r) => {
    const memberIds = members.filter((m) => m.channelId === r.id).map((m) => m.userId);
    const lobby = r.lobbyId === null ? undefined : lobbyById.get(r.lobbyId);
    if (r.lobbyId !== null && !lobby) return [];
    return [
      presentChannel(r, viewerId, {
        memberIds,
        users: userById,
        lobby,
        last: lastByChannel.get(r.id),
        unreadCount: unreadById.get(r.id) ?? 0,
      }),
    ];
  });
}

export const createChannelsHandler = handle(createChannels, async ({ receivingUserId }, { services, session }) => {
  const me = session.user.id;
  if (receivingUserId === me) throw new AppError('cannotChatSelf', 'receivingUserId');
  const other = await services.repos.users.findById(receivingUserId);
  if (!other || isHiddenUser(other)) throw new AppError('unknownUser');
  if (await services.repos.graph.isBlockedEitherWay(me, receivingUserId)) throw new AppError('blockedUser');
  const row = await services.repos.chat.open(me, receivingUserId);
  return (await presentChannels(services, [row], me))[0]!;
});

export const getUserChatChannelsHandler = handle(getUserChatChannels, async (_input, { services, session }) => {
  const me = session.user.id;
  return presentChannels(services, await services.repos.chat.forUser(me), me);
});

export const postChatHandler = handle(postChat, ({ chatchannelId, message, ref }, { services, session }) =>
  postChatMessage(services, { channelId: chatchannelId, userId: session.user.id, content: message.content, ref }),
);

export const getUnreadChatChannelsHandler = handle(getUnreadChatChannels, async (_input, { services, session }) => {
  const rows = await services.repos.chat.unreadCounts(session.user.id);
  return rows.map((r) => ({ id: r.id, unreadCount: r.unread }));
});

export const getChatmessagesByChannelIdHandler = handle(
  getChatmessagesByChannelId,
  async (input, { services, session }) => {
    const me = session.user.id;
    const channel = await loadOwnChannel(services, input.chatchannelId, me);
    const rows =
      input.afterId !== undefined
        ? await services.repos.chat.after(channel, me, input.afterId, { page: input.page, limit: chatPageSize })
        : await services.repos.chat.page(channel, me, {
            page: input.page,
            limit: chatPageSize,
            beforeId: input.beforeId,
          });
    return rows.map(presentMessage);
  },
);

export const readUserChatChannelHandler = handle(
  readUserChatChannel,
  async ({ chatchannelId }, { services, session }) => {
    const channel = await loadOwnChannel(services, chatchannelId, session.user.id);
    await services.repos.chat.markRead(channel.id, session.user.id);
    await services.hub.publish(userTopic(session.user.id), { type: 'chatRead', chatchannelId });
    return { read: true as const };
  },
);
