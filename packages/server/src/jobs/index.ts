// Every job the server runs, listed once: the timed jobs the one scheduler sends (jobs/scheduler.ts) and the queue's
// workers for the jobs that writes send (jobs/queue.ts). Nothing registers a job as a side effect of being imported:
// a new job is a line here.
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../context.js';
import { chatPushJob, pushChat, type ChatPushJob } from '../services/attention/chat-push.js';
import { buildDataExport, dataExportJob, dataExportMailJob, mailDataExport } from '../services/account/data-export.js';
import { digestMailJob, mailDigest } from '../services/attention/digest.js';
import { removeFileJob, removeStoredFile } from '../services/files/file-release.js';
import { gameCoverJob, storeGameCover } from '../services/games/game-catalogue.js';
import { mailModeration, moderationMailJob } from '../services/community/moderation.js';
import { deliverJob, deliverNotifications, DELIVERIES_PER_BATCH, pushJob } from '../services/attention/notify.js';
import type { PushMessage } from '../services/attention/push.js';
import { mailSecurityEvent, securityMailJob, type StoredEvent } from '../services/account/security-mails.js';
import { mailOrder, orderMailJob, type OrderMailJob } from '../services/shop/shop-payments.js';
import { steamSyncJob } from '../services/integrations/steam-sync.js';
import { staleClaimSeconds, takeTranscodeTurn, videoVariantJob } from '../services/files/video-variants.js';
import { checkVoice, voiceCheckJob } from '../services/community/voice.js';
import { moveDataExport } from '../states/data-export-moves.js';
import { dataExportExpiry } from './data-export-expiry.js';
import { digestMailing } from './digest.js';
import { eventReminders } from './event-reminders.js';
import { mailPremiumReminder, premiumReminderMailJob, premiumReminders } from './premium-reminders.js';
import { accountPurge } from './purge-accounts.js';
import { queueVacuum } from './queue-vacuum.js';
import { riotSync } from './riot-sync.js';
import { createScheduler, type Scheduler, type TimedJob } from './scheduler.js';
import { shopOrderExpiry } from './shop-order-expiry.js';
import { standingExpiry } from './standing-expiry.js';
import { steamSync, syncSteamAfterSignIn } from './steam-sync.js';
import { voiceRoomSweep } from './voice.js';

export { createJobQueue, type JobQueue } from './queue.js';
export { timedJob, type Scheduler, type TimedJob } from './scheduler.js';

/** Every timed job, each run once per period across instances. */
export const timedJobs: readonly TimedJob[] = [
  accountPurge,
  digestMailing,
  eventReminders,
  shopOrderExpiry,
  riotSync,
  steamSync,
  premiumReminders,
  standingExpiry,
  dataExportExpiry,
  voiceRoomSweep,
  queueVacuum,
];

/**
 * Declares every worker with the queue (before it starts) and makes the scheduler of `timed` (every timed job, but
 * for the scheduler's own test).
 */
export function registerJobs(
  app: FastifyInstance,
  services: Services,
  options: { timed?: readonly TimedJob[]; tickMs?: number } = {},
): Scheduler {
  const { jobs } = services;

  // Notifications: deliveries in batches (services/attention/notify.ts), then one push per offline device, each retried.
  jobs.handleBatch<{ ids: number[] }>(deliverJob, (deliveries) => deliverNotifications(services, deliveries), {
    batchSize: DELIVERIES_PER_BATCH,
  });
  jobs.handle<PushMessage>(pushJob, (message) => services.push.send(message), { retryLimit: 8, retryDelay: 15 });
  jobs.handle<ChatPushJob>(chatPushJob, (job) => pushChat(services, job), { retryLimit: 3 });

  // Mails, rendered in the player's language when sent.
  jobs.handle<StoredEvent>(securityMailJob, (event) => mailSecurityEvent(services, event));
  jobs.handle<{ logId: number }>(moderationMailJob, ({ logId }) => mailModeration(services, logId));
  jobs.handle<{ userId: number; since: string }>(digestMailJob, (job) => mailDigest(services, job), {
    retryLimit: 5,
    retryDelay: 60,
  });
  jobs.handle<{ subscriptionId: number }>(premiumReminderMailJob, (job) => mailPremiumReminder(services, job));
  jobs.handle<OrderMailJob>(orderMailJob, (job) => mailOrder(services, job));

  // Data exports: retried a few times (a store or database briefly down); after the last, the request is failed at
  // once, and the player may ask again (the hourly sweep fails one whose job was lost altogether).
  jobs.handle<{ id: number }>(dataExportJob, ({ id }) => buildDataExport(services, id), {
    retryLimit: 3,
    expireInSeconds: 30 * 60,
    gaveUp: async ({ id }) => void (await moveDataExport(services.repos, id, 'fail')),
  });
  jobs.handle<{ id: number }>(dataExportMailJob, ({ id }) => mailDataExport(services, id));

  // Files: removals from the store, games' covers drawn and stored.
  jobs.handle<{ key: string }>(removeFileJob, ({ key }) => removeStoredFile(services, key));
  jobs.handle<{ gameId: number }>(gameCoverJob, ({ gameId }) => storeGameCover(services, gameId), {
    retryLimit: 3,
    retryDelay: 30,
  });

  // Videos' web variants. Transcodes run one per core on each instance (each ffmpeg on one thread), and one player's
  // at most one at a time across every instance (the fair pick, services/files/video-variants.ts). A job lives in
  // PostgreSQL, so it survives a restart and one instance takes it: a stopping instance kills its ffmpeg and the job
  // is tried again by the next one; an instance that died leaves its job to expire (twice VIDEO_TRANSCODE_TIMEOUT_S)
  // and be retried.
  const stopping = new AbortController();
  app.addHook('preClose', (done) => {
    stopping.abort();
    done();
  });
  jobs.handle(videoVariantJob, () => takeTranscodeTurn(services, stopping.signal), {
    retryLimit: 5,
    retryDelay: 30,
    // A turn makes one variant: lost with its instance, it is tried again when its claim may be taken over.
    expireInSeconds: staleClaimSeconds(services),
    concurrency: os.availableParallelism(),
  });

  // Integrations and voice: the first Steam library read after a sign-in; who may no longer talk in a voice room is
  // put out (sent when a player's place in lobbies changes, services/community/voice.ts).
  jobs.handle<{ userId: number }>(steamSyncJob, (job) => syncSteamAfterSignIn(services, job), {
    retryLimit: 2,
    retryDelay: 60,
  });
  jobs.handle<{ userIds: number[] }>(voiceCheckJob, ({ userIds }) => checkVoice(services, userIds), {
    retryDelay: 2,
  });

  return createScheduler(services, jobs, options.timed ?? timedJobs, { tickMs: options.tickMs });
}
