// Places on an event handed to its waiting list, and the news of it to whoever moved up.
import type { Services } from '../../context.js';
import type { Promotion } from '../../db/repositories/events.js';
import type { Repositories } from '../../db/repositories/index.js';
import { deliverJob, notifyAll } from '../attention/notify.js';

/**
 * Runs a write that may move players up from a waiting list and records an `eventPromoted` notification for each,
 * from the event's owner, in the same transaction: the move and the news of it land together or not at all.
 * Delivery is woken once it commits. Answers how many moved up.
 */
export async function withPromotionNotices(services: Services, write: (tx: Repositories) => Promise<Promotion[]>) {
  const promoted = await services.repos.transaction(async (tx) => {
    const promoted = await write(tx);
    const notifications = promoted.map((p) => ({
      userId: p.userId,
      type: 'eventPromoted' as const,
      relatedParameter: p.eventId,
      actorId: p.ownerId,
    }));
    await notifyAll(services, notifications, tx);
    return promoted.length;
  });
  if (promoted) services.jobs.wake(deliverJob);
  return promoted;
}
