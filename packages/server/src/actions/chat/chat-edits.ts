import { deleteChatMessage, editChatMessage } from '@gamefolk/contract';
import { assertMayDeleteMessage, assertOwnMessage, requestPlaceFor } from '../../policies/chat.js';
import { loadOwnChannel } from '../../services/authorize/chat.js';
import { presentMessage } from '../../presenters/chat.js';
import { publishDeleted, publishEdited } from '../../services/posting/chat-posting.js';
import { handle } from '../define.js';

export const editChatMessageHandler = handle(editChatMessage, async ({ id, content }, { services, session }) => {
  const me = session.user.id;
  await services.rateLimits.consume('chatByUser', String(me));
  const message = assertOwnMessage(await services.repos.chat.messageById(id), me);
  await loadOwnChannel(services, message.channelId, me);
  // The sender is in the statement's key too: a message deleted meanwhile is not brought back.
  const edited = assertOwnMessage(await services.repos.chat.edit(id, me, content, services.now()), me);
  const shown = presentMessage(edited);
  await publishEdited(services, shown);
  return shown;
});

export const deleteChatMessageHandler = handle(deleteChatMessage, async ({ id }, { services, session }) => {
  const me = session.user.id;
  await services.rateLimits.consume('chatByUser', String(me));
  const found = await services.repos.chat.messageById(id);
  const [channel, members] = found
    ? await Promise.all([services.repos.chat.byId(found.channelId), services.repos.chat.membersOf([found.channelId])])
    : [undefined, []];
  const lobby = channel?.lobbyId != null ? await services.repos.lobbies.byId(channel.lobbyId) : undefined;
  const message = assertMayDeleteMessage(found, me, lobby?.ownerId);
  // Keyed by its sender, as the sender's own delete is: a message already gone is not deleted twice.
  const removed = assertMayDeleteMessage(await services.repos.chat.remove(id, message.userId), me, lobby?.ownerId);
  // Whoever had not read it yet counted it in a badge: it drops with the message.
  const unreadFor = members
    .filter(
      (m) =>
        m.userId !== removed.userId &&
        m.readId < removed.id &&
        channel &&
        requestPlaceFor(channel, m.userId) === 'inbox',
    )
    .map((m) => m.userId);
  await publishDeleted(services, presentMessage(removed), unreadFor);
  return { id, deleted: true as const };
});
