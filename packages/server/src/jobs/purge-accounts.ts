import { limits } from '@gamefolk/contract';
import type { Services } from '../context.js';
import { registerJob } from './scheduler.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes for good every account deleted more than the grace period ago. */
export async function purgeDeletedAccounts(services: Services): Promise<number> {
  const cutoff = new Date(services.now().getTime() - limits.accountGraceDays * DAY_MS);
  const purged = await services.repos.users.purgeDeletedBefore(cutoff);
  if (purged) services.log.info({ purged }, 'purged deleted accounts');
  return purged;
}

registerJob('purge-accounts', { ms: 60 * 60 * 1000 }, async (services) => {
  await purgeDeletedAccounts(services);
});
