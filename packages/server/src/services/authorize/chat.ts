// Loads what policies/chat.ts judges, then asks it: a policy decides and never reads or writes.
import type { Services } from '../../context.js';
import type { ChannelRow } from '../../db/repositories/chat.js';
import { assertChannelMember } from '../../policies/chat.js';

export function isChannelMember(services: Services, channelId: number, userId: number): Promise<boolean> {
  return services.repos.chat.isMember(channelId, userId);
}

/** A channel the user is a member of, or `unauthorized`. */
export async function loadOwnChannel(services: Services, channelId: number, userId: number): Promise<ChannelRow> {
  const [channel, member] = await Promise.all([
    services.repos.chat.byId(channelId),
    services.repos.chat.isMember(channelId, userId),
  ]);
  return assertChannelMember(channel, member);
}

/** A lobby's group channel, to its members only (`unauthorized` to anyone else). */
export async function loadOwnLobbyChannel(services: Services, lobby: { id: number; ownerId: number }, userId: number) {
  // Every lobby has its channel (made with the lobby; the migration that made `chat_members` made those of older lobbies).
  const channel =
    (await services.repos.chat.byLobby(lobby.id)) ?? (await services.repos.chat.openGroup(lobby.id, lobby.ownerId));
  return assertChannelMember(channel, await services.repos.chat.isMember(channel.id, userId));
}
