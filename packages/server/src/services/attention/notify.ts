import type { NotificationType } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { Repositories } from '../../db/repositories/index.js';
import { notificationsOf } from '../views/notification-view.js';
import { entry } from '../../realtime/hub.js';
import { userTopic } from '../../realtime/notification-socket.js';
import { onlyReachable, reachable, type Channel } from './attention.js';

export type { NotificationType };

export interface NotificationEvent {
  userId: number;
  type: NotificationType;
  relatedParameter: number;
  actorId: number;
  /** Stored instead of the actor count: a lobby notification carries its lobby's id here (spec). */
  extraParameter?: number;
  /** What the actor wrote that it tells of (plain text): not stored; a recipient's muted word in it silences it. */
  text?: string;
}

/** Jobs: tell the recipients of notifications just recorded; send one web push. */
export const deliverJob = 'notifications.deliver';
export const pushJob = 'notifications.push';
/** Deliveries taken by one fetch: each is one write's notifications (usually one to a few). */
export const DELIVERIES_PER_BATCH = 200;

/**
 * Records notifications in one statement and queues their delivery (live frames, then web pushes to those with
 * no tab open), so nobody waits on it. Inside a transaction (`tx`) both land with its writes, and the caller
 * wakes the queue once it commits (`services.jobs.wake(deliverJob)`); without one this does all of it. Nobody is
 * told of their own acts, a block silences both sides, and neither a mute nor a kind turned off lets one through.
 */
export async function notifyAll(services: Services, events: NotificationEvent[], tx?: Repositories) {
  if (!events.some((e) => e.userId !== e.actorId)) return;
  const record = async (repos: Repositories) => {
    // A recipient who muted the actor, or turned the kind off everywhere, hears nothing (services/attention/attention.ts).
    const heard = await onlyReachable({ repos, now: services.now }, events, (e) => ({
      recipientId: e.userId,
      actorId: e.actorId,
      kind: e.type,
      channel: 'any',
      text: e.text,
    }));
    const ids = await repos.notifications.recordMany(heard.map(({ text: _text, ...event }) => event));
    if (ids.length) await services.jobs.send(deliverJob, { ids }, { sql: repos.sql });
  };
  if (tx) return record(tx);
  await services.repos.transaction(record);
  services.jobs.wake(deliverJob);
}

export const notify = (services: Services, event: NotificationEvent, tx?: Repositories) =>
  notifyAll(services, [event], tx);

/**
 * A batch of `deliverJob`s (run by jobs/index.ts): one fetch takes every delivery waiting (a write's each), and the
 * batch is read, presented and published together, so delivery keeps up with writes however many land while the
 * previous batch ran. Pushes go one per offline device (`pushJob`), each tried again on its own.
 */
export async function deliverNotifications(services: Services, deliveries: { ids: number[] }[]) {
  const rows = await services.repos.notifications.byIds(deliveries.flatMap((d) => d.ids));
  if (!rows.length) return;
  const notifications = await notificationsOf(services, rows);
  const recipients = notifications.map((notification, i) => ({ userId: rows[i]!.userId, notification }));
  // Each channel as the recipient chose for the kind (in the app, push); mail is the digest's (jobs/digest.ts).
  const channels: Channel[] = ['inApp', 'push'];
  // Both channels asked at once: one read of the recipients' choices.
  const answers = await reachable(
    services,
    channels.flatMap((channel) =>
      recipients.map(({ userId, notification }) => ({
        recipientId: userId,
        actorId: notification.content ?? 0,
        kind: notification.type,
        channel,
      })),
    ),
  );
  const [inApp, push] = channels.map((_channel, c) =>
    recipients.filter((_r, i) => answers[c * recipients.length + i]),
  ) as [typeof recipients, typeof recipients];
  await services.hub.publishAll(
    inApp.map(({ userId, notification }) => entry(userTopic(userId), { type: 'notification', notification })),
  );
  const pushes = await services.push.forOffline(push);
  await services.jobs.sendMany(pushJob, pushes);
  if (pushes.length) services.jobs.wake(pushJob);
}
