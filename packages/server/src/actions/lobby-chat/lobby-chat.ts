import { getLobbyChat } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { ChannelRow } from '../../db/repositories/chat.js';
import { AppError } from '../../http/app-error.js';
import { presentGroupChannel } from '../../presenters/chat.js';
import { chatTopic } from '../../services/chat-posting.js';
import { handle } from '../define.js';

/** Group channels presented with a fixed number of queries, whatever their count. */
export async function presentGroupChannels(services: Services, rows: ChannelRow[], viewerId: number) {
  if (!rows.length) return [];
  const { lobbyChat, users } = services.repos;
  const lobbyIds = rows.map((r) => r.lobbyId!);
  const [lobbies, approved, lasts, unread] = await Promise.all([
    lobbyChat.lobbyTitles(lobbyIds),
    lobbyChat.approvedOf(lobbyIds),
    lobbyChat.lastSeen(
      rows.map((r) => r.id),
      viewerId,
    ),
    lobbyChat.unreadCounts(viewerId),
  ]);
  const members = await users.byIds([...new Set([...lobbies.map((l) => l.ownerId), ...approved.map((a) => a.userId)])]);
  const memberById = new Map(members.map((u) => [u.id, u]));
  const lobbyById = new Map(lobbies.map((l) => [l.id, l]));
  const lastByChannel = new Map(lasts.map((m) => [m.channelId, m]));
  const unreadById = new Map(unread.map((u) => [u.id, u.unread]));
  return rows.flatMap((r) => {
    const lobby = lobbyById.get(r.lobbyId!);
    if (!lobby) return [];
    const ids = approved.filter((a) => a.lobbyId === lobby.id).map((a) => a.userId);
    return [
      presentGroupChannel(r, viewerId, lobby, ids, memberById, lastByChannel.get(r.id), unreadById.get(r.id) ?? 0),
    ];
  });
}

/**
 * Tells a lobby's open chat sockets that its members changed, after the change was committed: each socket
 * checks its user is still a member and closes if not. Stored is what counts: a lost publish leaves a
 * former member's socket open but unable to send (every send checks membership), until it reconnects.
 */
export async function lobbyMembersChanged(services: Services, channelId: number | undefined) {
  if (channelId === undefined) return;
  await services.hub
    .publish(chatTopic(channelId), { type: 'membersChanged' })
    .catch((error: unknown) => services.log.error({ err: error }, 'lobby members change not published'));
}

export const getLobbyChatHandler = handle(getLobbyChat, async ({ id }, { services, session }) => {
  const me = session.user.id;
  const lobby = await services.repos.lobbies.byId(id);
  if (!lobby) throw new AppError('lobbyNotFound');
  if (lobby.ownerId !== me && !(await services.repos.lobbies.membership(lobby.id, me)))
    throw new AppError('unauthorized');
  const channel = await services.repos.lobbyChat.open(lobby.id, lobby.ownerId);
  return (await presentGroupChannels(services, [channel], me))[0]!;
});
