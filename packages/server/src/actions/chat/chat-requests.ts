import { answerChatRequest, getChatPrivacy, saveChatPrivacy } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { assertRequestRecipient } from '../../policies/chat.js';
import { loadOwnChannel } from '../../services/authorize/chat.js';
import { canMoveChatRequest, chatRequestMoves, moveChatRequest } from '../../states/chat-request-moves.js';
import { handle } from '../define.js';

export const saveChatPrivacyHandler = handle(saveChatPrivacy, async ({ from }, { services, session }) => {
  await services.repos.chat.savePrivacy(session.user.id, from);
  return { from };
});

export const getChatPrivacyHandler = handle(getChatPrivacy, async (_input, { services, session }) => ({
  from: await services.repos.chat.privacyOf(session.user.id),
}));

export const answerChatRequestHandler = handle(
  answerChatRequest,
  async ({ chatchannelId, answer }, { services, session }) => {
    const channel = await loadOwnChannel(services, chatchannelId, session.user.id);
    assertRequestRecipient(channel, session.user.id);
    const move = answer;
    // Answered already (another tab): the same answer again is no change; the other one is refused.
    const { to } = chatRequestMoves[move];
    if (channel.request !== to) {
      if (!canMoveChatRequest(channel, move) || !(await moveChatRequest(services.repos, channel.id, move))) {
        throw new AppError('invalidInput');
      }
    }
    return { chatchannelId, request: to };
  },
);
