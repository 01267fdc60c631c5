import { riotRetryAfterFailureMs, riotSyncEveryMs, syncRiotAccount } from '../services/integrations/riot-sync.js';
import { timedJob } from './scheduler.js';

/** Accounts one run renews: Riot's limits are per key, so a run stays small and the next hour takes the rest. */
const batch = 50;

/**
 * Every hour, once across instances: linked Riot accounts whose data is a day old are read again, stalest first.
 * An outage keeps the last good data (syncRiotAccount records the failure) and ends this run; an account that just
 * failed waits an hour before its next try.
 */
export const riotSync = timedJob('riot-sync', { ms: 60 * 60 * 1000 }, async (services) => {
  if (!services.config.riot.apiKey) return;
  const due = await services.repos.riot.due(services.now(), riotSyncEveryMs, riotRetryAfterFailureMs, batch);
  for (const account of due) {
    try {
      await syncRiotAccount(services, account);
    } catch (err) {
      services.log.warn({ err: { message: err instanceof Error ? err.message : 'failed' } }, 'riot sync stopped');
      return;
    }
  }
});
