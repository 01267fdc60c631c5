import { type AttentionChannel, type AttentionKind, type ChannelChoice } from '@gamefolk/contract';

/**
 * The settings' rows: the server keeps channels per notification type, and the grid shows them grouped as a player
 * thinks of them (every kind of like is "Likes"). A box sets every type of its row; each type is in one row.
 */
export const kindGroups = {
  follows: ['followed'],
  connections: ['request', 'accepted'],
  likes: ['liked', 'post_liked', 'comment_liked', 'community_post_liked', 'community_comment_liked'],
  comments: [
    'commented',
    'post_commented',
    'post_comment_commented',
    'comment_commented',
    'community_commented',
    'community_comment_commented',
  ],
  mentions: ['mentioned'],
  reposts: ['reposted'],
  organizations: ['organizationRoleUpdated', 'organizationRoleCreated', 'inviteOrganization'],
  lobbies: ['lobbyApplication', 'lobbyApproved', 'lobbyRejected'],
  events: ['eventReminder', 'eventPromoted'],
  moderation: ['moderationAction', 'reportResolved'],
  chat: ['chat'],
} as const satisfies Record<string, readonly AttentionKind[]>;
export type KindGroup = keyof typeof kindGroups;
export const groupNames = Object.keys(kindGroups) as KindGroup[];

/** Checked when every type of the row has the channel on; mixed when only some do. */
export function groupState(types: Record<AttentionKind, ChannelChoice>, group: KindGroup, channel: AttentionChannel) {
  const on = kindGroups[group].filter((kind) => types[kind][channel]).length;
  return { checked: on === kindGroups[group].length, indeterminate: on > 0 && on < kindGroups[group].length };
}

/** What saving one box sends: each type of the row with that channel set, its other channels as they were. */
export function groupChange(
  types: Record<AttentionKind, ChannelChoice>,
  group: KindGroup,
  channel: AttentionChannel,
  value: boolean,
): Partial<Record<AttentionKind, ChannelChoice>> {
  return Object.fromEntries(kindGroups[group].map((kind) => [kind, { ...types[kind], [channel]: value }]));
}

/** Every kind the server knows is in exactly one row (notification-kinds.test.ts). */
export const groupedKinds = (): AttentionKind[] => Object.values(kindGroups).flat();
