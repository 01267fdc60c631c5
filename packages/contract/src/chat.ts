import { z } from 'zod';
import { defineAction } from './action.js';
import { plainText, rowId } from './rules.js';
import { limits } from './limits.js';

/** One-to-one chat (spec sections 3 and 7). Messages are plain text, at most 280 characters. */

export const chatPageSize = 20;

/** A channel's last message as the list shows it: its first 25 characters, and an ellipsis when there was more. */
export function chatPreviewText(text: string): string {
  const chars = [...text];
  return chars.length > limits.chatPreview ? `${chars.slice(0, limits.chatPreview).join('').trimEnd()}…` : text;
}

export const chatMemberSchema = z.object({
  id: z.number().int(),
  /** Null with is_frozen when the account is frozen or deleted: shown as unknownUser. */
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  fullname: z.string().nullable(),
  is_frozen: z.boolean(),
  photoUrl: z.string().nullable(),
  userPhotos: z.array(z.object({ profile_photo: z.string() })),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  chatchannelId: z.number().int(),
  channelId: z.number().int(),
  userId: z.number().int(),
  message: z.object({ user: z.object({ id: z.number().int() }), content: z.string() }),
  contentMessage: z.string(),
  /** The sender's name for the send (`chatRefSchema`), by which its screen matches the stored message to it. */
  ref: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatChannelSchema = z.object({
  id: z.number().int(),
  initiatingUserId: z.number().int(),
  receivingUserId: z.number().int(),
  users: z.array(chatMemberSchema),
  /** The other member, for convenience. */
  other: chatMemberSchema,
  lastMessage: z
    .object({ id: z.number().int(), userId: z.number().int(), preview: z.string(), updated_at: z.string() })
    .nullable(),
  unreadCount: z.number().int(),
  updated_at: z.string(),
  /**
   * A lobby's group chat (docs/api.md, "Lobby chat"): its lobby and game. `users` are then all its members,
   * `other` the lobby's owner (or, for the owner, the first other member), the initiator the owner.
   */
  lobby: z.object({ id: z.number().int(), gameName: z.string() }).nullable().optional(),
});
export type ChatChannel = z.infer<typeof chatChannelSchema>;

const channelId = rowId;

/** A message's text: trimmed, never empty, at most 280 characters. */
const chatContent = plainText('fieldRequired')
  .trim()
  .min(1, { error: 'emptyMessage' })
  .max(limits.chatMessage, { error: 'textTooLong' });

/**
 * The client's name for one message it sends, unique per sender (a random id): a send retried with the same
 * ref is stored once, and answered with the message stored the first time.
 */
export const chatRefSchema = plainText('invalidInput').min(1).max(64);

/**
 * Sending over the chat socket (our addition to contract.md's socket, which only pushes): the client's
 * `{"type":"send","ref":"...","content":"..."}` is stored and delivered exactly as `postChat` would, and
 * answered on the same socket with `{"type":"sent","ref","message"}` or `{"type":"error","ref","code"}`.
 * `postChat` stays the way in while the socket is not ready.
 */
export const chatSendFrameSchema = z.object({
  type: z.literal('send'),
  ref: chatRefSchema,
  content: chatContent,
});
export type ChatSendFrame = z.input<typeof chatSendFrameSchema>;

export const createChannels = defineAction({
  name: 'createChannels',
  access: 'secured',
  input: z.object({ receivingUserId: rowId }),
  output: chatChannelSchema,
});

export const getUserChatChannels = defineAction({
  name: 'getUserChatChannels',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(chatChannelSchema),
});

export const postChat = defineAction({
  name: 'postChat',
  access: 'secured',
  input: z.object({
    chatchannelId: channelId,
    message: z.object({ content: chatContent }),
    /** Optional (contract.md has none): with it, a retried post is stored once. */
    ref: chatRefSchema.optional(),
  }),
  output: chatMessageSchema,
});

export const getUnreadChatChannels = defineAction({
  name: 'getUnreadChatChannels',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(z.object({ id: z.number().int(), unreadCount: z.number().int() })),
});

/**
 * Newest first, 20 a page from page 0; `beforeId` pages further back from a message, and `afterId` returns
 * what came after a message, oldest first and 20 a page from page 0 too, for a client catching up after a
 * reconnect (ids grow in the order messages are stored in a channel, so nothing after that id is missed).
 */
export const getChatmessagesByChannelId = defineAction({
  name: 'getChatmessagesByChannelId',
  access: 'secured',
  input: z.object({
    chatchannelId: channelId,
    page: z.number().int().min(0).default(0),
    beforeId: z.number().int().positive().optional(),
    afterId: z.number().int().min(0).optional(),
  }),
  output: z.array(chatMessageSchema),
});

export const readUserChatChannel = defineAction({
  name: 'readUserChatChannel',
  access: 'secured',
  input: z.object({ chatchannelId: channelId }),
  output: z.object({ read: z.literal(true) }),
});

export const chatActions = {
  createChannels,
  getUserChatChannels,
  postChat,
  getUnreadChatChannels,
  getChatmessagesByChannelId,
  readUserChatChannel,
};
