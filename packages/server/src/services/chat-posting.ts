import type { ChatMessage } from '@gamefolk/contract';
import type { Services } from '../context.js';
import { AppError } from '../http/app-error.js';
import { presentMessage } from '../presenters/chat.js';
import { userTopic } from '../realtime/notification-socket.js';

export const chatTopic = (channelId: number) => `chat:${channelId}`;

/**
 * Stores a message and tells everyone who should know: the channel's sockets on every instance, and the
 * receiver's other tabs (unread counts). The one way in for `postChat` and the chat socket's `send`.
 * Only the two members may write; a block or a frozen or deleted receiver stops it.
 */
export async function postChatMessage(
  services: Services,
  channelId: number,
  userId: number,
  content: string,
): Promise<ChatMessage> {
  // The hot path: membership, blocks, the other member's standing and the insert in one statement.
  const posted = await services.repos.chat.postIfAllowed(channelId, userId, content);
  if (!posted) throw new AppError('unauthorized');
  if (posted.blocked) throw new AppError('blockedUser');
  if (posted.otherGone || !posted.message) throw new AppError('unknownUser');

  const message = presentMessage(posted.message);
  // Sockets on this instance hear both at once; Redis carries them to the others.
  await Promise.all([
    services.hub.publish(chatTopic(channelId), { type: 'message', message }),
    services.hub.publish(userTopic(posted.otherId), { type: 'chat', message }),
  ]);
  return message;
}
