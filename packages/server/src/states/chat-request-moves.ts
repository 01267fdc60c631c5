// A message request (a pair opened under "everyone" by someone the other does not follow) is a small state
// machine: pending until its recipient accepts or declines it; a declined one is accepted after all when its
// recipient opens a chat with the sender. Every change is a move of this table, written by one compare-and-set.
import type { ChannelRow } from '../db/repositories/chat.js';
import type { Repositories } from '../db/repositories/index.js';
import type { Move } from './move.js';

type RequestState = NonNullable<ChannelRow['request']>;

export const chatRequestMoves = {
  /** Into the inbox: from then on an ordinary chat (pushed, counted, read marks shown). */
  accept: { from: ['pending', 'declined'], to: 'accepted' },
  /** Out of sight of its recipient; its sender is not told and may go on writing into it unseen. */
  decline: { from: ['pending'], to: 'declined' },
} as const satisfies Record<string, Move<RequestState>>;

export type ChatRequestMoveName = keyof typeof chatRequestMoves;

export function canMoveChatRequest(channel: Pick<ChannelRow, 'request'>, move: ChatRequestMoveName): boolean {
  return channel.request !== null && (chatRequestMoves[move].from as readonly RequestState[]).includes(channel.request);
}

/** The one writer of a channel's request state, each move only from its from-states; true when it moved. */
export function moveChatRequest(repos: Repositories, channelId: number, move: ChatRequestMoveName): Promise<boolean> {
  const { from, to } = chatRequestMoves[move];
  return repos.chat.moveRequest(channelId, from, to);
}
