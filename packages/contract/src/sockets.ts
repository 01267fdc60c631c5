import { z } from 'zod';
import { chatMessageSchema, chatSendFrameSchema, chatTypingFrameSchema } from './chat.js';
import { errorCodes, type ErrorCode } from './errors.js';
import { notificationSchema } from './notifications.js';
import { plainText } from './rules.js';

/**
 * The frames of the live sockets, `/ws/notifications` and `/ws/chat` (docs/api.md). The client's first frame
 * authenticates; a ready chat socket also takes `send` frames. The server parses what clients send with these
 * schemas, the hub's payloads are typed from them, and the web app parses what it receives with them.
 */
export const authFrameSchema = z.object({ type: z.literal('auth'), token: plainText('invalidInput').min(1).max(200) });

export const clientFrameSchema = z.discriminatedUnion('type', [
  authFrameSchema,
  chatSendFrameSchema,
  chatTypingFrameSchema,
]);
export type ClientFrame = z.input<typeof clientFrameSchema>;

const ready = z.object({ type: z.literal('ready') });
/** A refused frame; `ref` names the chat `send` it answers. */
const error = z.object({
  type: z.literal('error'),
  code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
  ref: z.string().optional(),
});
/** The answer to a chat `send`: the message as stored. */
const sent = z.object({ type: z.literal('sent'), ref: z.string(), message: chatMessageSchema });
/** Chat socket: a stored message of the channel (from either member, any instance). */
const message = z.object({ type: z.literal('message'), message: chatMessageSchema });
/**
 * Chat socket of a lobby's group: its members changed (someone left, was removed, or the lobby was deleted).
 * The server closes the sockets of those no longer members (4403); the others may refresh the member list.
 */
const membersChanged = z.object({ type: z.literal('membersChanged') });
/** Chat socket: a message of the channel its sender edited, as it is now. */
const edited = z.object({ type: z.literal('edited'), message: chatMessageSchema });
/** Chat socket: a message of the channel its sender deleted, for everyone. */
const deleted = z.object({ type: z.literal('deleted'), id: z.number().int() });
/** Chat socket: another member is typing (at most one a few seconds per member). */
const typing = z.object({ type: z.literal('typing'), userId: z.number().int() });
/** Chat socket: another member has read the channel up to `messageId`. */
const read = z.object({ type: z.literal('read'), userId: z.number().int(), messageId: z.number().int() });
/** Notification socket: a chat message for me was deleted by its sender (unread counts drop with it). */
const chatDeleted = z.object({ type: z.literal('chatDeleted'), chatchannelId: z.number().int(), id: z.number().int() });
/**
 * Notification socket: a stored chat message for me, for unread counts; `quiet` when it counts in no badge (I muted
 * its sender, or turned chat off in the app): the conversation shows it all the same.
 */
const chat = z.object({ type: z.literal('chat'), message: chatMessageSchema, quiet: z.literal(true).optional() });
/** Notification socket: a message request for me came or grew (the Requests tab reads its list again). */
const chatRequest = z.object({ type: z.literal('chatRequest'), chatchannelId: z.number().int() });
/** Notification socket: I read a channel (on another tab or device). */
const chatRead = z.object({ type: z.literal('chatRead'), chatchannelId: z.number().int() });
const notification = z.object({ type: z.literal('notification'), notification: notificationSchema });
/** Notification socket: a connection request I am part of moved (sent, approved, rejected…). */
const request = z.object({ type: z.literal('request'), request_id: z.number().int(), status: z.string() });

export const serverFrameSchema = z.discriminatedUnion('type', [
  ready,
  error,
  sent,
  message,
  membersChanged,
  edited,
  deleted,
  typing,
  read,
  chat,
  chatRead,
  chatDeleted,
  chatRequest,
  notification,
  request,
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** What the hub carries to a user's notification sockets, and to a channel's chat sockets. */
export type UserFrame = Extract<
  ServerFrame,
  { type: 'chat' | 'chatRead' | 'chatDeleted' | 'chatRequest' | 'notification' | 'request' }
>;
export type ChannelFrame = Extract<
  ServerFrame,
  {
    type: 'message' | 'membersChanged' | 'edited' | 'deleted' | 'typing' | 'read';
  }
>;
