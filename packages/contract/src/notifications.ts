import { z } from 'zod';
import { defineAction } from './action.js';
import { rowId } from './rules.js';
import { connectionStatuses } from './connections.js';
import { authorSchema } from './feed.js';
import { communityRules, moderationLogActions } from './moderation.js';

export const notificationTypes = [
  'followed',
  'accepted',
  'commented',
  'liked',
  'mentioned',
  'reposted',
  'organizationRoleUpdated',
  'organizationRoleCreated',
  'inviteOrganization',
  'lobbyApplication',
  'lobbyApproved',
  'lobbyRejected',
  'eventReminder',
  'eventPromoted',
  'community_comment_commented',
  'community_commented',
  'post_commented',
  'post_comment_commented',
  'post_liked',
  'comment_liked',
  'community_post_liked',
  'community_comment_liked',
  'comment_commented',
  'request',
  'moderationAction',
  'reportResolved',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * Types with one actor each, whose `extra_parameter` is not a count of actors (a lobby's id, or 1): a row or a push
 * names its actor alone, never "and N others".
 */
export const singleActorNotificationTypes: ReadonlySet<NotificationType> = new Set([
  'lobbyApplication',
  'lobbyApproved',
  'lobbyRejected',
  'eventReminder',
  'eventPromoted',
  'moderationAction',
  'reportResolved',
]);

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  read: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The related user, post, organization or lobby id. */
  related_parameter: z.number().int(),
  /** The latest acting user's id. */
  content: z.number().int().nullable(),
  /** How many have acted (or a lobby id). */
  extra_parameter: z.number().int(),
  actor: authorSchema.nullable(),
  /** For post-related types: the post's public handle and opening words. */
  post: z.object({ id: z.number().int(), share: z.string(), excerpt: z.string(), is_deleted: z.boolean() }).nullable(),
  /**
   * For organization types, and for community_* types the organization whose post heads the thread: its
   * code and name (null once it is deleted).
   */
  organization: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  /**
   * What a lobby or event notification is about: for lobby types the lobby's game ("your Valorant lobby"), for
   * event types the event's name (null for other types, and once the lobby or event is gone).
   */
  subject: z.object({ name: z.string() }).nullable(),
  /** For `request`: where that request stands now, answered here or elsewhere (null once none is found). */
  request_status: z.enum(connectionStatuses).nullable(),
  /** For `moderationAction`: what the moderators did and under which community rule (`subject` names the rule). */
  moderation: z
    .object({ action: z.enum(moderationLogActions), rule: z.enum(communityRules) })
    .nullable()
    .optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const getNotifications = defineAction({
  name: 'getNotifications',
  access: 'secured',
  input: z.object({ userId: rowId.optional() }).optional(),
  output: z.array(notificationSchema),
});

/** Marks a notification read and every one updated before it (a watermark), or all without an id; answers how many stay unread. */
export const readNotifications = defineAction({
  name: 'readNotifications',
  access: 'secured',
  input: z.object({ id: rowId.optional() }).optional(),
  output: z.object({ unread: z.number().int() }),
});

/** A browser's Web Push subscription (spec: device_token), and the server's public VAPID key to make one. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'invalidInput' }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

export const userDevice = defineAction({
  name: 'userDevice',
  access: 'secured',
  input: z.object({ device_token: pushSubscriptionSchema }),
  output: z.object({ registered: z.literal(true) }),
});

export const deleteUserDevice = defineAction({
  name: 'deleteUserDevice',
  access: 'secured',
  input: z.object({ device_token: z.object({ endpoint: z.string().max(1000) }) }),
  output: z.object({ removed: z.boolean() }),
});

export const getPushKey = defineAction({
  name: 'getPushKey',
  access: 'open',
  input: z.object({}).optional(),
  output: z.object({ publicKey: z.string() }),
});

export const notificationActions = { getNotifications, readNotifications, userDevice, deleteUserDevice, getPushKey };
