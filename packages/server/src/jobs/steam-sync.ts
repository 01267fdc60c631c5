import { steamRetryAfterFailureMs, steamSyncEveryMs, syncSteamAccount } from '../services/integrations/steam-sync.js';
import type { Services } from '../context.js';
import { AppError } from '../errors/app-error.js';
import { NONCE_MAX_AGE_MS } from '../providers/steam.js';
import { timedJob } from './scheduler.js';

/** Accounts one run renews: Steam's Web API allows a key about 100,000 calls a day; a run stays small. */
const batch = 50;

/**
 * Every hour, once across instances: linked Steam accounts whose library is a day old are read again, stalest
 * first. An outage keeps the last good data (syncSteamAccount records the failure) and ends this run; an account
 * that just failed waits an hour before its next try. Used OpenID nonces past their window are dropped.
 */
export const steamSync = timedJob('steam-sync', { ms: 60 * 60 * 1000 }, async (services) => {
  await services.repos.steam.purgeNonces(new Date(services.now().getTime() - 2 * NONCE_MAX_AGE_MS));
  if (!services.config.steam.apiKey) return;
  const due = await services.repos.steam.due(services.now(), steamSyncEveryMs, steamRetryAfterFailureMs, batch);
  for (const account of due) {
    try {
      await syncSteamAccount(services, account);
    } catch (error) {
      if (error instanceof AppError && error.code === 'steamProfilePrivate') continue;
      services.log.warn({ err: { message: error instanceof Error ? error.message : 'failed' } }, 'steam sync stopped');
      return;
    }
  }
});

/**
 * A `steamSyncJob` (run by the queue, jobs/index.ts): the first library read after a Steam sign-in, so the answer
 * does not wait for Steam's Web API.
 */
export async function syncSteamAfterSignIn(services: Services, { userId }: { userId: number }) {
  const account = await services.repos.steam.byUser(userId);
  if (!account || !services.config.steam.apiKey) return;
  try {
    await syncSteamAccount(services, account);
  } catch (error) {
    // Recorded on the account (shown in Settings); the hourly job tries again. Only bugs are retried here.
    if (error instanceof AppError) return;
    throw error;
  }
}
