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
import { entry } from '../../realtime/hub.js';
import { postChatMessage } from '../../services/posting/chat-posting.js';
import { unreadThatCounts } from '../../services/attention/chat-unread.js';
import { handle } from '../define.js';
import { assertMayStartChat, opensAsRequest, requestPlaceFor } from '../../policies/chat.js';
import { loadOwnChannel } from '../../services/authorize/chat.js';
import { moveChatRequest } from '../../states/chat-request-moves.js';
import { chatTopic } from '../../services/posting/chat-posting.js';
import { assertNotBlocked } from '../../services/authorize/visibility.js';
import { loadVisibleUser } from '../../services/views/visible-user.js';

/**
 * Channels, pairs and groups, presented with a fixed number of queries whatever their count: members, users,
 * lobbies, last messages, unread counts.
 */
export async function presentChannels(services: Services, all: ChannelRow[], viewerId: number) {
  // A declined request is out of its recipient's sight; a request is shown them once it holds a message.
  const rows = all.filter((r) => {
    const place = requestPlaceFor(r, viewerId);
    return place === 'inbox' || (place === 'requests' && r.lastMessageId !== null);
  });
  if (!rows.length) return [];
  const { chat, users, graph } = services.repos;
  const [members, lobbies, lasts, unread] = await Promise.all([
    chat.membersOf(rows.map((r) => r.id)),
    chat.lobbyTitles(rows.flatMap((r) => (r.lobbyId === null ? [] : [r.lobbyId]))),
    chat.lastSeen(rows, viewerId),
    unreadInbox(services, viewerId),
  ]);
  // Who blocked whom, for the pairs: read beside the members' accounts, not after them.
  const pairs = new Set(rows.filter((r) => r.lobbyId === null).map((r) => r.id));
  const others = members.filter((m) => pairs.has(m.channelId) && m.userId !== viewerId).map((m) => m.userId);
  const [people, blocks] = await Promise.all([
    users.byIds([...new Set(members.map((m) => m.userId))]),
    graph.blocksAmong(viewerId, [...new Set(others)]),
  ]);
  const userById = new Map(people.map((u) => [u.id, u]));
  const lobbyById = new Map(lobbies.map((l) => [l.id, l]));
  const lastByChannel = new Map(lasts.map((m) => [m.channelId, m]));
  const unreadById = new Map(unread.map((u) => [u.id, u.unread]));
  return rows.flatMap((r) => {
    const mine = members.filter((m) => m.channelId === r.id);
    const memberIds = mine.map((m) => m.userId);
    const request = requestPlaceFor(r, viewerId) === 'requests';
    const lobby = r.lobbyId === null ? undefined : lobbyById.get(r.lobbyId);
    if (r.lobbyId !== null && !lobby) return [];
    // A pair's read mark is shown to the other once no request stands between them.
    const answered = r.request === null || r.request === 'accepted';
    return [
      presentChannel(r, viewerId, {
        memberIds,
        users: userById,
        lobby,
        last: lastByChannel.get(r.id),
        unreadCount: unreadById.get(r.id) ?? 0,
        request,
        otherReadId:
          r.lobbyId === null && answered ? (mine.find((m) => m.userId !== viewerId)?.readId ?? 0) : undefined,
        block: r.lobbyId === null ? blocks.get(memberIds.find((id) => id !== viewerId) ?? 0) : undefined,
      }),
    ];
  });
}

export const createChannelsHandler = handle(createChannels, async ({ receivingUserId }, { services, session }) => {
  const me = session.user.id;
  if (receivingUserId === me) throw new AppError('cannotChatSelf', 'receivingUserId');
  await loadVisibleUser(services, receivingUserId, me);
  await assertNotBlocked(services, me, [receivingUserId]);
  const { chat, graph, connections } = services.repos;
  const existing = await chat.pairOf(me, receivingUserId);
  if (existing) {
    // A chat that exists stays, whatever the other's setting now; opening one that waits on me accepts it.
    if (requestPlaceFor(existing, me) !== 'inbox') await moveChatRequest(services.repos, existing.id, 'accept');
  } else {
    const [from, followed, connection] = await Promise.all([
      chat.privacyOf(receivingUserId),
      graph.isFollowing(receivingUserId, me),
      connections.live(me, receivingUserId),
    ]);
    const starter = { followed, connected: connection?.status === 'approved' };
    assertMayStartChat(from, starter);
    await chat.open(me, receivingUserId, opensAsRequest(from, starter));
  }
  const row = (await chat.pairOf(me, receivingUserId))!;
  return (await presentChannels(services, [row], me))[0]!;
});

export const getUserChatChannelsHandler = handle(getUserChatChannels, async (_input, { services, session }) => {
  const me = session.user.id;
  return presentChannels(services, await services.repos.chat.forUser(me), me);
});

export const postChatHandler = handle(postChat, ({ chatchannelId, message, ref }, { services, session }) =>
  postChatMessage(services, { channelId: chatchannelId, userId: session.user.id, content: message.content, ref }),
);

/** Unread counts of the inbox, as the app's badges show them (services/attention/chat-unread.ts). */
const unreadInbox = (services: Services, viewerId: number) => unreadThatCounts(services, viewerId, 'inApp');

export const getUnreadChatChannelsHandler = handle(getUnreadChatChannels, async (_input, { services, session }) => {
  const rows = await unreadInbox(services, session.user.id);
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
    const me = session.user.id;
    const channel = await loadOwnChannel(services, chatchannelId, me);
    const { readId, moved } = await services.repos.chat.markRead(channel.id, me);
    await services.hub.publishAll([
      entry(userTopic(me), { type: 'chatRead', chatchannelId }),
      // Its other members see how far I have read; a request's sender is not told it was seen.
      ...(moved && requestPlaceFor(channel, me) === 'inbox'
        ? [entry(chatTopic(channel.id), { type: 'read', userId: me, messageId: readId })]
        : []),
    ]);
    return { read: true as const };
  },
);
