import type { NotificationType } from '@gamefolk/contract';
import type { Services } from '../context.js';
import type { Repositories } from '../db/repositories/index.js';
import { presentNotifications } from '../presenters/notification.js';
import { userTopic } from '../realtime/notification-socket.js';
import type { PushMessage } from './push.js';

export type { NotificationType };

export interface NotificationEvent {
  userId: number;
  type: NotificationType;
  relatedParameter: number;
  actorId: number;
  /** Stored instead of the actor count: a lobby notification carries its lobby's id here (spec). */
  extraParameter?: number;
}

/** Jobs: tell the recipients of notifications just recorded; send one web push. */
export const deliverJob = 'notifications.deliver';
export const pushJob = 'notifications.push';

/**
 * Records notifications in one statement and queues their delivery (live frames, then web pushes to those with
 * no tab open), so nobody waits on it. Inside a transaction (`tx`) both land with its writes, and the caller
 * wakes the queue once it commits (`services.jobs.wake(deliverJob)`); without one this does all of it. Nobody is
 * told of their own acts, and a block silences both sides.
 */
export async function notifyAll(services: Services, events: NotificationEvent[], tx?: Repositories) {
  if (!events.some((e) => e.userId !== e.actorId)) return;
  const record = async (repos: Repositories) => {
    const ids = await repos.notifications.recordMany(events);
    if (ids.length) await services.jobs.send(deliverJob, { ids }, { sql: repos.sql });
  };
  if (tx) return record(tx);
  await services.repos.transaction(record);
  services.jobs.wake(deliverJob);
}

export const notify = (services: Services, event: NotificationEvent, tx?: Repositories) =>
  notifyAll(services, [event], tx);

/** What the queue runs: a delivery sends its frames at once and queues one push per offline device. */
export function registerNotificationJobs(services: Services) {
  services.jobs.handle<{ ids: number[] }>(deliverJob, async ({ ids }) => {
    const rows = await services.repos.notifications.byIds(ids);
    const notifications = await presentNotifications(services, rows);
    const recipients = notifications.map((notification, i) => ({ userId: rows[i]!.userId, notification }));
    for (const { userId, notification } of recipients) {
      await services.hub.publish(userTopic(userId), { type: 'notification', notification });
    }
    const pushes = await services.push.forOffline(recipients);
    await services.jobs.sendMany(pushJob, pushes);
    if (pushes.length) services.jobs.wake(pushJob);
  });
  services.jobs.handle<PushMessage>(pushJob, (message) => services.push.send(message), {
    retryLimit: 8,
    retryDelay: 15,
  });
}
