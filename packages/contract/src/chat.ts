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
  /** When its sender last edited it (shown as "edited"); null or absent while it is as sent. */
  edited_at: z.string().nullable().optional(),
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
  /**
   * True for the player a message request waits on (a pair opened under "everyone" by someone they do not
   * follow): it belongs in their Requests tab, not the inbox, until `answerChatRequest`. Its sender is not told.
   */
  request: z.boolean().optional(),
  /** In a pair, the newest message id the other member has read (shown as "Seen" under mine up to it). */
  otherReadId: z.number().int().optional(),
  /**
   * In a pair, a block between the two: 'mine' when the viewer made it, 'theirs' when the other did (as a profile's
   * `block`). Nothing can be sent then; the history stays.
   */
  block: z.enum(['mine', 'theirs']).optional(),
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

/** The chat socket's `{"type":"typing"}`: the other members' sockets get `{ type: 'typing', userId }` (throttled). */
export const chatTypingFrameSchema = z.object({ type: z.literal('typing') });

/** Every frame a ready chat socket takes. */
export const chatClientFrameSchema = z.discriminatedUnion('type', [chatSendFrameSchema, chatTypingFrameSchema]);

/** Who may start a new chat with a player: anyone, people the player follows, their connections, nobody. */
export const chatPrivacyValues = ['everyone', 'following', 'connections', 'nobody'] as const;
export const chatPrivacySchema = z.enum(chatPrivacyValues);
export type ChatPrivacy = z.infer<typeof chatPrivacySchema>;

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

export const saveChatPrivacy = defineAction({
  name: 'saveChatPrivacy',
  access: 'secured',
  input: z.object({ from: chatPrivacySchema }),
  output: z.object({ from: chatPrivacySchema }),
});

/** Our addition: the player's own setting, for the settings page ("everyone" until saved). */
export const getChatPrivacy = defineAction({
  name: 'getChatPrivacy',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ from: chatPrivacySchema }),
});

/** Our addition: the player a request waits on accepts it (it joins the inbox) or declines it (it goes away). */
export const answerChatRequest = defineAction({
  name: 'answerChatRequest',
  access: 'secured',
  input: z.object({ chatchannelId: channelId, answer: z.enum(['accept', 'decline']) }),
  output: z.object({ chatchannelId: z.number().int(), request: z.enum(['accepted', 'declined']) }),
});

export const editChatMessage = defineAction({
  name: 'editChatMessage',
  access: 'secured',
  input: z.object({ id: z.number().int().positive(), content: chatContent }),
  output: chatMessageSchema,
});

export const deleteChatMessage = defineAction({
  name: 'deleteChatMessage',
  access: 'secured',
  input: z.object({ id: z.number().int().positive() }),
  output: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const chatActions = {
  createChannels,
  getUserChatChannels,
  postChat,
  getUnreadChatChannels,
  getChatmessagesByChannelId,
  readUserChatChannel,
  saveChatPrivacy,
  getChatPrivacy,
  answerChatRequest,
  editChatMessage,
  deleteChatMessage,
};
