import { z } from 'zod';
import { defineAction } from './action.js';
import { rowId } from './rules.js';
import { chatChannelSchema } from './chat.js';

/**
 * A lobby's group chat channel, for its owner and approved members (made on first use). Its messages go
 * through the chat calls and the chat socket like any channel's (`postChat`, `getChatmessagesByChannelId`,
 * `readUserChatChannel`, `/ws/chat?id=`). Anyone else: `unauthorized`.
 */
export const getLobbyChat = defineAction({
  name: 'getLobbyChat',
  access: 'secured',
  input: z.object({ id: rowId }),
  output: chatChannelSchema,
});

export const lobbyChatActions = { getLobbyChat };
