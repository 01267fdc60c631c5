import { limits } from '@gamefolk/contract';
import type { Services } from '../context.js';
import { releaseOrphanedFiles } from '../services/files/file-release.js';
import { withPromotionNotices } from '../services/community/event-promotions.js';
import { timedJob } from './scheduler.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes for good every account deleted, frozen or banned (by the moderators, and banned still) more than the grace
 * period ago, with the files only they showed (local or S3, services/files/file-release.ts). The username is free again.
 */
export async function purgeDeletedAccounts(services: Services): Promise<number> {
  const cutoff = new Date(services.now().getTime() - limits.accountGraceDays * DAY_MS);
  const banned = (await services.repos.moderationLog.bannedBefore(cutoff)).rows.map((row) => row.id);
  const purged = await services.repos.users.purgeDeletedBefore(cutoff, banned);
  if (purged) services.log.info({ purged }, 'purged deleted accounts');
  // A purged "going" answer frees a place: the waiting list moves up as when someone says they are not going, and
  // whoever moved up is told in the same transaction.
  const promoted = await withPromotionNotices(services, (tx) => tx.events.fillFreePlaces());
  if (promoted) services.log.info({ promoted }, 'moved waiting participants up');
  // Their files that nobody else shows leave the store too (a run that stopped midway is finished by the next).
  const files = await releaseOrphanedFiles(services);
  if (files) services.log.info({ files }, 'released files of purged accounts');
  return purged;
}

/** Every hour, once across instances. */
export const accountPurge = timedJob('purge-accounts', { ms: 60 * 60 * 1000 }, async (services) => {
  await purgeDeletedAccounts(services);
});
