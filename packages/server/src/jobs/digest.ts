import { timedJob } from './scheduler.js';
import { sendDueDigests } from '../services/attention/digest.js';

/**
 * Every hour: the daily digest for each player who turned it on, has not been on for a day and was not mailed one in
 * the last day (services/attention/digest.ts). Claiming marks them, so a run tried again mails nobody twice.
 */
export const digestMailing = timedJob('mail-digest', { ms: 3_600_000 }, (services, at) => sendDueDigests(services, at));
