import type { ChatPrivacy } from '@gamefolk/contract';
import type { ChannelRow, MessageRow } from '../db/repositories/chat.js';
import { AppError } from '../errors/app-error.js';

/**
 * Who may read, write and listen to a channel: its members (`chat_members`), for a pair's conversation (its two
 * users) and a lobby's group (the lobby's owner and approved members, kept in step by the lobby's transactions)
 * alike. Everyone else is refused `unauthorized`, whether or not the channel exists. Its facts are loaded by
 * services/authorize/chat.ts.
 */
export function assertChannelMember<T>(channel: T | undefined, member: boolean): T {
  if (!channel || !member) throw new AppError('unauthorized');
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

/** What the player's chat setting lets the caller do, from what the player thinks of the caller. */
export interface ChatStarter {
  /** The player follows the caller. */
  followed: boolean;
  /** The two are connections. */
  connected: boolean;
}

/**
 * Who may start a new chat with a player, by the player's setting (contract: `saveChatPrivacy`): anyone, people
 * the player follows, their connections, nobody. A chat that exists stays whatever the setting says now.
 */
export function mayStartChat(from: ChatPrivacy, starter: ChatStarter): boolean {
  if (from === 'everyone') return true;
  if (from === 'following') return starter.followed;
  if (from === 'connections') return starter.connected;
  return false;
}

/** Under "everyone", a new chat from someone the player does not follow waits in the player's Requests tab. */
export const opensAsRequest = (from: ChatPrivacy, starter: ChatStarter) => from === 'everyone' && !starter.followed;

/** Refuses `chatNotAllowed` when the player does not take new chats from the caller. */
export function assertMayStartChat(from: ChatPrivacy, starter: ChatStarter) {
  if (!mayStartChat(from, starter)) throw new AppError('chatNotAllowed');
}

/**
 * Where a channel stands for one of its members: in the inbox, in the Requests tab (a request waiting on them), or
 * nowhere (a request they declined). Its sender always sees it in the inbox and is never told.
 */
export function requestPlaceFor(
  channel: Pick<ChannelRow, 'request' | 'initiatorId' | 'lobbyId'>,
  viewerId: number,
): 'inbox' | 'requests' | 'hidden' {
  if (channel.lobbyId !== null || channel.initiatorId === viewerId) return 'inbox';
  if (channel.request === 'pending') return 'requests';
  return channel.request === 'declined' ? 'hidden' : 'inbox';
}

/** Only the player a request was sent to answers it (`unauthorized` for anyone else, or a channel with none). */
export function assertRequestRecipient(channel: ChannelRow, userId: number) {
  if (channel.lobbyId !== null || channel.request === null || channel.initiatorId === userId) {
    throw new AppError('unauthorized');
  }
}

/**
 * Who deletes a message for everyone: its sender, and in a lobby's group chat the lobby's owner too (an owner keeps
 * their lobby clean); `unauthorized` for anyone else, whether or not it exists.
 */
export function assertMayDeleteMessage(
  message: MessageRow | undefined,
  userId: number,
  lobbyOwnerId: number | undefined,
): MessageRow {
  if (!message || (message.userId !== userId && lobbyOwnerId !== userId)) throw new AppError('unauthorized');
  return message;
}

/** A message its own sender may edit or delete; `unauthorized` for anyone else, whether or not it exists. */
export function assertOwnMessage(message: MessageRow | undefined, userId: number): MessageRow {
  if (!message || message.userId !== userId) throw new AppError('unauthorized');
  return message;
}
