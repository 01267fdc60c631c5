import type { Services } from '../context.js';

/** The notification types of spec section 4, plus `reposted`. */
export type NotificationType =
  | 'followed'
  | 'accepted'
  | 'request'
  | 'mentioned'
  | 'reposted'
  | 'post_liked'
  | 'comment_liked'
  | 'community_post_liked'
  | 'community_comment_liked'
  | 'post_commented'
  | 'comment_commented'
  | 'post_comment_commented'
  | 'community_commented'
  | 'community_comment_commented'
  | 'organizationRoleUpdated'
  | 'organizationRoleCreated'
  | 'inviteOrganization'
  | 'lobbyApplication';

export interface NotificationEvent {
  userId: number;
  type: NotificationType;
  relatedParameter: number;
  actorId: number;
}

/** Records a notification; nobody is told of their own acts, and a block silences both sides. */
export async function notify(services: Services, event: NotificationEvent) {
  if (event.userId === event.actorId) return;
  if (await services.repos.graph.isBlockedEitherWay(event.userId, event.actorId)) return;
  const { actorId, ...key } = event;
  await services.repos.notifications.record(key, actorId);
}
