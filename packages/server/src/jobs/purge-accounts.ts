import { limits } from '@gamefolk/contract';
import type { Services } from '../context.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes for good every account deleted more than the grace period ago. */
export async function purgeDeletedAccounts(services: Services): Promise<number> {
  const cutoff = new Date(services.now().getTime() - limits.accountGraceDays * DAY_MS);
  const purged = await services.repos.users.purgeDeletedBefore(cutoff);
  if (purged) services.log.info({ purged }, 'purged deleted accounts');
  return purged;
}

/** Runs the purge hourly; any instance may run it, the delete is the same whichever does. */
export function schedulePurge(services: Services): () => void {
  const run = () =>
    void purgeDeletedAccounts(services).catch((err: unknown) => services.log.error({ err }, 'purge failed'));
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
