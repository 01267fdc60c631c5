import type { ChatMessage } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { assertPostedAsMember, requestPlaceFor } from '../../policies/chat.js';
import { presentMessage } from '../../presenters/chat.js';
import { entry } from '../../realtime/hub.js';
import { userTopic } from '../../realtime/notification-socket.js';
import { reachable } from '../attention/attention.js';
import { chatPushJob, type ChatPushJob } from '../attention/chat-push.js';

export const chatTopic = (channelId: number) => `chat:${channelId}` as const;

/**
 * On a chat topic's payload, the socket the message came in on, if any: that socket is answered with `sent`
 * and is not sent the message again. A symbol key, so it never reaches the JSON sockets and Redis carry.
 */
export const ORIGIN = Symbol('origin');

/**
 * Stores a message, then tells everyone who should know: the channel's sockets on every instance, and the other
 * members' other tabs (unread counts). The one way in for `postChat` and the chat socket's `send`, for a pair's
 * conversation and a lobby's group alike. Nobody hears of a message before its commit, so no one is ever shown
 * one that was not stored. A send carrying a `ref` its sender used before stores nothing and answers the message
 * stored then.
 */
export async function postChatMessage(
  services: Services,
  post: { channelId: number; userId: number; content: string; ref?: string },
  /** The socket the message came in on: answered with `sent`, not sent the message again. */
  origin?: object,
): Promise<ChatMessage> {
  // Per sender, across instances (Redis): a flood is refused before it costs a write.
  await services.rateLimits.consume('chatByUser', String(post.userId));
  const posted = assertPostedAsMember(await services.repos.chat.post(post));
  if (!posted.message) {
    // In a pair, a block or the other's standing stopped it; otherwise its ref names a message of another channel.
    throw new AppError(posted.blocked ? 'blockedUser' : posted.otherGone ? 'unknownUser' : 'invalidInput');
  }
  const message = presentMessage(posted.message);
  // A retry of a stored message was told of then; telling again would count it twice in unread badges.
  if (posted.fresh) {
    // A request waits in its recipient's Requests tab: no badge, no push, until they accept it. Their open tabs are
    // told only that the tab changed (`chatRequest`, no message: nothing counts), so it shows the request live.
    const inbox = posted.recipients.filter((id) => requestPlaceFor(posted.channel, id) === 'inbox');
    const asked = posted.recipients.filter((id) => requestPlaceFor(posted.channel, id) === 'requests');
    // Who muted the sender or turned chat off in the app gets it `quiet`: the conversation shows it, no badge counts it.
    const alerts = await reachable(
      services,
      inbox.map((recipientId) => ({
        recipientId,
        actorId: post.userId,
        kind: 'chat' as const,
        channel: 'inApp' as const,
      })),
    );
    await services.hub
      .publishAll([
        entry(chatTopic(message.chatchannelId), { type: 'message', message, [ORIGIN]: origin }),
        ...inbox.map((id, i) => entry(userTopic(id), { type: 'chat', message, ...(alerts[i] ? {} : { quiet: true }) })),
        ...asked.map((id) => entry(userTopic(id), { type: 'chatRequest', chatchannelId: message.chatchannelId })),
      ])
      // Stored is what counts: the members see it at their next catch-up (a reconnect, the channel opened).
      .catch((error: unknown) => services.log.error({ err: error }, 'chat message stored but not published'));
    if (inbox.length) {
      void queueChatPush(services, {
        channelId: message.chatchannelId,
        senderId: post.userId,
        content: post.content,
        recipients: inbox,
      });
    }
  }
  return message;
}

/**
 * Tells a channel's open sockets that its members changed, after the change was committed: each socket checks its
 * user is still a member and closes if not. Stored is what counts: a lost publish leaves a former member's socket
 * open but unable to send (every send checks membership), until it reconnects.
 */
export async function chatMembersChanged(services: Services, channelId: number | undefined) {
  if (channelId === undefined) return;
  await services.hub
    .publish(chatTopic(channelId), { type: 'membersChanged' })
    .catch((error: unknown) => services.log.error({ err: error }, 'chat members change not published'));
}

/** After the commit: those of the recipients with no tab open get a push, sent by the queue (services/attention/chat-push.ts). */
async function queueChatPush(services: Services, job: ChatPushJob) {
  try {
    // Most messages go to someone with the app open: asked of presence (Redis) first, no job is stored for them.
    const online = await Promise.all(job.recipients.map((id) => services.presence.isOnline(id)));
    const away = job.recipients.filter((_id, i) => !online[i]);
    if (!away.length) return;
    await services.jobs.send(chatPushJob, { ...job, recipients: away });
    services.jobs.wake(chatPushJob);
  } catch (error) {
    // Stored is what counts: the message is there when they open the app.
    services.log.error({ err: error }, 'chat message stored but its push not queued');
  }
}

/** Tells the channel's sockets (every member's, every instance) that its sender edited a message. */
export async function publishEdited(services: Services, message: ChatMessage) {
  await services.hub
    .publish(chatTopic(message.chatchannelId), { type: 'edited', message })
    .catch((error: unknown) => services.log.error({ err: error }, 'chat edit stored but not published'));
}

/**
 * Tells the channel's sockets that a message is gone, and the members it was unread for (their notification
 * sockets) so that their badges drop with it.
 */
export async function publishDeleted(services: Services, message: ChatMessage, unreadFor: number[]) {
  const { chatchannelId, id } = message;
  await services.hub
    .publishAll([
      entry(chatTopic(chatchannelId), { type: 'deleted', id }),
      ...unreadFor.map((userId) => entry(userTopic(userId), { type: 'chatDeleted', chatchannelId, id })),
    ])
    .catch((error: unknown) => services.log.error({ err: error }, 'chat delete stored but not published'));
}
