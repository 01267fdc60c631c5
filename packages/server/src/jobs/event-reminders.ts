import { deliverJob, notifyAll } from '../services/attention/notify.js';
import { timedJob } from './scheduler.js';

/**
 * Every minute: each event starting within the hour gets its reminders once. Claiming the event and recording its
 * notifications are one transaction, so a retry or a second instance finds nothing left to claim.
 */
export const eventReminders = timedJob('event-reminders', { ms: 60_000 }, async (services) => {
  const sent = await services.repos.transaction(async (tx) => {
    const due = await tx.events.claimReminders(services.now());
    const notifications = due.flatMap((event) =>
      event.going.map((userId) => ({
        userId,
        type: 'eventReminder' as const,
        relatedParameter: event.id,
        actorId: event.ownerId,
      })),
    );
    await notifyAll(services, notifications, tx);
    return notifications.length;
  });
  if (sent) services.jobs.wake(deliverJob);
});
