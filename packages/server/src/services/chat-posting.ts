import type { ChatMessage } from '@gamefolk/contract';
import type { Services } from '../context.js';
import { AppError } from '../http/app-error.js';
import { presentMessage } from '../presenters/chat.js';
import { userTopic } from '../realtime/notification-socket.js';

export const chatTopic = (channelId: number) => `chat:${channelId}`;

/**
 * On a chat topic's payload, the socket the message came in on, if any: that socket is answered with `sent`
 * and is not sent the message again. A symbol key, so it never reaches the JSON sockets and Redis carry.
 */
export const ORIGIN = Symbol('origin');

/**
 * Stores a message and tells everyone who should know: the channel's sockets on every instance, and the
 * receiver's other tabs (unread counts). The one way in for `postChat` and the chat socket's `send`.
 * Only the two members may write; a block or a frozen or deleted receiver stops it.
 *
 * The message's id is made here (services/chat-ids.ts). When this instance already knows the sender may post
 * in the channel (services/chat-guard.ts), the members are told while it is being stored, not after; should
 * the statement refuse it after all, or fail, they are told to withdraw it. The sender's answer always waits
 * for the statement.
 */
export async function postChatMessage(
  services: Services,
  channelId: number,
  userId: number,
  content: string,
  options: {
    /** The socket the message came in on: answered with `sent`, not sent the message again. */
    origin?: object;
    /** Called once the members have been told (or the message failed): the sender's next message may go. */
    onTold?: () => void;
  } = {},
): Promise<ChatMessage> {
  const { origin, onTold } = options;
  const at = services.now();
  const message = presentMessage({
    id: services.chatIds.next(),
    channelId,
    userId,
    contentMessage: content,
    createdAt: at,
    updatedAt: at,
  });
  const knownOther = services.repos.chat.allowedOther(channelId, userId);
  const early = knownOther === undefined ? undefined : tell(services, message, knownOther, origin);
  // Awaited below; marked handled now so that a failing statement first does not leave it unheard.
  early?.catch(() => undefined);
  // Told in order: a later message's publish goes out after this one's, on every instance's one connection.
  if (early) onTold?.();

  let refusal: AppError | undefined;
  let otherId = knownOther;
  try {
    // The hot path: membership, blocks, the other member's standing and the insert in one statement.
    // Told already: it may wait a few milliseconds to share a commit with others (db/repositories/batch.ts).
    const posted = await services.repos.chat.postIfAllowed(
      { channelId, userId, content, id: message.id, at },
      knownOther !== undefined,
    );
    if (!posted) refusal = new AppError('unauthorized');
    else if (posted.blocked) refusal = new AppError('blockedUser');
    else if (posted.otherGone || !posted.message) refusal = new AppError('unknownUser');
    else otherId = posted.otherId;
  } catch (error) {
    if (knownOther !== undefined) await withdraw(services, message, knownOther);
    throw error;
  }
  if (refusal) {
    if (knownOther !== undefined) await withdraw(services, message, knownOther);
    throw refusal;
  }
  if (early) await early;
  else {
    const told = tell(services, message, otherId!, origin);
    onTold?.();
    await told;
  }
  return message;
}

/** Sockets on this instance hear both at once; one Redis message carries both to the others. */
function tell(services: Services, message: ChatMessage, otherId: number, origin: object | undefined) {
  return services.hub.publishAll([
    [chatTopic(message.chatchannelId), { type: 'message', message, [ORIGIN]: origin }],
    [userTopic(otherId), { type: 'chat', message }],
  ]);
}

/** A message told before it was stored, and then not stored: its members take it back off their screens. */
async function withdraw(services: Services, message: ChatMessage, otherId: number) {
  const retracted = { chatchannelId: message.chatchannelId, id: message.id };
  await services.hub.publishAll([
    [chatTopic(message.chatchannelId), { type: 'retract', ...retracted }],
    [userTopic(otherId), { type: 'chatRetract', ...retracted }],
  ]);
}
