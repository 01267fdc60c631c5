import type { Services } from '../context.js';
import type { ChannelRow } from '../db/repositories/chat.js';
import { AppError } from '../errors/app-error.js';

/**
 * Who may read, write and listen to a channel: its members (`chat_members`), for a pair's conversation (its two
 * users) and a lobby's group (the lobby's owner and approved members, kept in step by the lobby's transactions)
 * alike. Everyone else is refused `unauthorized`, whether or not the channel exists.
 */
export function isChannelMember(services: Services, channelId: number, userId: number): Promise<boolean> {
  return services.repos.chat.isMember(channelId, userId);
}

/** A channel the user is a member of, or `unauthorized`. */
export async function loadOwnChannel(services: Services, channelId: number, userId: number): Promise<ChannelRow> {
  const [channel, member] = await Promise.all([
    services.repos.chat.byId(channelId),
    services.repos.chat.isMember(channelId, userId),
  ]);
  if (!channel || !member) throw new AppError('unauthorized');
  return channel;
}

/** A lobby's group channel, to its members only (`unauthorized` to anyone else). */
export async function loadOwnLobbyChannel(services: Services, lobby: { id: number; ownerId: number }, userId: number) {
  // Every lobby has its channel (made with the lobby; the migration that made `chat_members` made those of older lobbies).
  const channel =
    (await services.repos.chat.byLobby(lobby.id)) ?? (await services.repos.chat.openGroup(lobby.id, lobby.ownerId));
  if (!(await services.repos.chat.isMember(channel.id, userId))) throw new AppError('unauthorized');
  return channel;
}

/**
 * The posting statement checks membership in the statement that stores the message (so a member removed meanwhile
 * cannot slip one in): it answers nothing for a sender who is not a member.
 */
export function assertPostedAsMember<T>(posted: T | undefined): T {
  if (!posted) throw new AppError('unauthorized');
  return posted;
}
