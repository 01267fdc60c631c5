import type { ChatMessage } from '@gamefolk/contract';
import type { Services } from '../context.js';
import { AppError } from '../http/app-error.js';
import { presentMessage } from '../presenters/chat.js';
import { entry } from '../realtime/hub.js';
import { userTopic } from '../realtime/notification-socket.js';

export const chatTopic = (channelId: number) => `chat:${channelId}` as const;

/**
 * For the tests that kill an instance mid-send (actions/chat/instances.test.ts): a message with exactly this text
 * makes the process kill itself (SIGKILL) just before its write, or between its write and its publish.
 */
const crashAt = {
  beforeStore: process.env.GF_TEST_CHAT_KILL_BEFORE_STORE,
  beforePublish: process.env.GF_TEST_CHAT_KILL_BEFORE_PUBLISH,
};
const dieIf = (marker: string | undefined, content: string) => {
  if (marker && content === marker) process.kill(process.pid, 'SIGKILL');
};

/**
 * On a chat topic's payload, the socket the message came in on, if any: that socket is answered with `sent`
 * and is not sent the message again. A symbol key, so it never reaches the JSON sockets and Redis carry.
 */
export const ORIGIN = Symbol('origin');

/**
 * Stores a message, then tells everyone who should know: the channel's sockets on every instance, and the
 * receiver's other tabs (unread counts). The one way in for `postChat` and the chat socket's `send`.
 * Nobody hears of a message before its commit, so no one is ever shown one that was not stored. A send
 * carrying a `ref` its sender used before stores nothing and answers the message stored then.
 */
export async function postChatMessage(
  services: Services,
  post: { channelId: number; userId: number; content: string; ref?: string },
  /** The socket the message came in on: answered with `sent`, not sent the message again. */
  origin?: object,
): Promise<ChatMessage> {
  // Per sender, across instances (Redis): a flood is refused before it costs a write.
  await services.rateLimits.consume('chatByUser', String(post.userId));
  dieIf(crashAt.beforeStore, post.content);
  const posted = await services.repos.chat.post(post);
  // Not one of a pair's channels the sender is in: a lobby's group channel, if the sender is its member.
  if (!posted) return postGroupMessage(services, post, origin);
  if (!posted.message) {
    // Neither stopped it: its ref names a message of another channel.
    throw new AppError(posted.blocked ? 'blockedUser' : posted.otherGone ? 'unknownUser' : 'invalidInput');
  }
  const message = presentMessage(posted.message);
  // A retry of a stored message was told of then; telling again would count it twice in unread badges.
  if (posted.fresh) {
    dieIf(crashAt.beforePublish, post.content);
    await services.hub
      .publishAll([
        entry(chatTopic(message.chatchannelId), { type: 'message', message, [ORIGIN]: origin }),
        entry(userTopic(posted.otherId), { type: 'chat', message }),
      ])
      // Stored is what counts: the members see it at their next catch-up (a reconnect, the channel opened).
      .catch((error: unknown) => services.log.error({ err: error }, 'chat message stored but not published'));
  }
  return message;
}

/** `postChatMessage` for a lobby's group channel: told to its channel and to every member but the sender. */
async function postGroupMessage(
  services: Services,
  post: { channelId: number; userId: number; content: string; ref?: string },
  origin?: object,
): Promise<ChatMessage> {
  const posted = await services.repos.lobbyChat.post(post);
  if (!posted) throw new AppError('unauthorized');
  if (!posted.message) throw new AppError('invalidInput');
  const message = presentMessage(posted.message);
  if (posted.fresh) {
    dieIf(crashAt.beforePublish, post.content);
    await services.hub
      .publishAll([
        entry(chatTopic(message.chatchannelId), { type: 'message', message, [ORIGIN]: origin }),
        ...posted.recipients.map((id) => entry(userTopic(id), { type: 'chat', message })),
      ])
      .catch((error: unknown) => services.log.error({ err: error }, 'chat message stored but not published'));
  }
  return message;
}
