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
import { AppError } from '../../http/app-error.js';
import { presentChannel, presentMessage } from '../../presenters/chat.js';
import { userTopic } from '../../realtime/notification-socket.js';
import { postChatMessage } from '../../services/chat-posting.js';
import { handle } from '../define.js';
import { presentGroupChannels } from '../lobby-chat/lobby-chat.js';
import { isHiddenUser } from '../../policies/visibility.js';

/** Only the two members read or write a channel; a lobby's group channel, only the lobby's members. */
export async function loadOwnChannel(services: Services, channelId: number, userId: number) {
  const row = await services.repos.chat.byId(channelId);
  if (!row) throw new AppError('unauthorized');
  if (row.lobbyId !== null) {
    if (!(await services.repos.lobbyChat.isMember(row.id, userId))) throw new AppError('unauthorized');
    return row;
  }
  if (row.userA !== userId && row.userB !== userId) throw new AppError('unauthorized');
  return row;
}

/** Channels presented with three queries in all: members, last messages, unread counts. */
async function presentChannels(services: Services, rows: ChannelRow[], viewerId: number) {
  const { chat, users } = services.repos;
  const [members, lasts, unread] = await Promise.all([
    users.byIds([...new Set(rows.flatMap((r) => [r.userA, r.userB]).filter((id) => id !== null))]),
    chat.messagesByIds(rows.flatMap((r) => (r.lastMessageId ? [r.lastMessageId] : []))),
    chat.unreadCounts(viewerId),
  ]);
  const memberById = new Map(members.map((u) => [u.id, u]));
  const lastById = new Map(lasts.map((m) => [m.id, m]));
  const unreadById = new Map(unread.map((u) => [u.id, u.unread]));
  return rows.map((r) =>
    presentChannel(
      r,
      viewerId,
      memberById,
      r.lastMessageId ? lastById.get(r.lastMessageId) : undefined,
      unreadById.get(r.id) ?? 0,
    ),
  );
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
  const [pairs, groups] = await Promise.all([services.repos.chat.forUser(me), services.repos.lobbyChat.forUser(me)]);
  const listed = [
    ...(await presentChannels(services, pairs, me)),
    ...(await presentGroupChannels(services, groups, me)),
  ];
  return listed.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
});

export const postChatHandler = handle(postChat, ({ chatchannelId, message, ref }, { services, session }) =>
  postChatMessage(services, { channelId: chatchannelId, userId: session.user.id, content: message.content, ref }),
);

export const getUnreadChatChannelsHandler = handle(getUnreadChatChannels, async (_input, { services, session }) => {
  const [pairs, groups] = await Promise.all([
    services.repos.chat.unreadCounts(session.user.id),
    services.repos.lobbyChat.unreadCounts(session.user.id),
  ]);
  return [...pairs, ...groups].map((r) => ({ id: r.id, unreadCount: r.unread }));
});

export const getChatmessagesByChannelIdHandler = handle(
  getChatmessagesByChannelId,
  async (input, { services, session }) => {
    const channel = await loadOwnChannel(services, input.chatchannelId, session.user.id);
    if (channel.lobbyId !== null) {
      const me = session.user.id;
      const group =
        input.afterId !== undefined
          ? await services.repos.lobbyChat.after(channel.id, me, input.afterId, {
              page: input.page,
              limit: chatPageSize,
            })
          : await services.repos.lobbyChat.page(channel.id, me, {
              page: input.page,
              limit: chatPageSize,
              beforeId: input.beforeId,
            });
      return group.map(presentMessage);
    }
    const rows =
      input.afterId !== undefined
        ? await services.repos.chat.after(input.chatchannelId, input.afterId, { page: input.page, limit: chatPageSize })
        : await services.repos.chat.page(input.chatchannelId, {
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
    if (channel.lobbyId !== null) await services.repos.lobbyChat.markRead(channel, session.user.id);
    else await services.repos.chat.markRead(channel, session.user.id);
    await services.hub.publish(userTopic(session.user.id), { type: 'chatRead', chatchannelId });
    return { read: true as const };
  },
);
