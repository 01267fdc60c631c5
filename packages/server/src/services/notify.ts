import type { NotificationType } from '@gamefolk/contract';
import type { Services } from '../context.js';
import { presentNotifications } from '../presenters/notification.js';
import { userTopic } from '../realtime/notification-socket.js';

export type { NotificationType };

export interface NotificationEvent {
  userId: number;
  type: NotificationType;
  relatedParameter: number;
  actorId: number;
}

/**
 * Records a notification and tells the recipient at once: over their open sockets on any instance,
 * or by a push to their devices when no tab is open. Nobody is told of their own acts, and a block
 * silences both sides.
 */
export async function notify(services: Services, event: NotificationEvent) {
  if (event.userId === event.actorId) return;
  if (await services.repos.graph.isBlockedEitherWay(event.userId, event.actorId)) return;
  const { actorId, ...key } = event;
  await services.repos.notifications.record(key, actorId);
  const row = await services.repos.notifications.find(key);
  if (!row) return;
  const [notification] = await presentNotifications(services, [row]);
  await services.hub.publish(userTopic(event.userId), { type: 'notification', notification });
  await services.push.toOffline(event.userId, notification!);
}
