import { premiumReminderDays } from '@gamefolk/contract';
import type { Services } from '../context.js';
import { renderPremiumReminder } from '../mail/premium-mails.js';
import { timedJob } from './scheduler.js';
import { languageOf } from '../i18n/texts.js';

export const premiumReminderMailJob = 'premium.reminder-mail';

/**
 * Every ten minutes, once across instances: the paid time that really ends within three days (no later
 * stretch follows it) is claimed and its mail queued, in one transaction, so a retry or a second instance finds
 * nothing left to claim and the mail exists exactly when the claim does. Plans end by the clock, not by this job.
 */
export const premiumReminders = timedJob('premium-reminders', { ms: 10 * 60_000 }, async (services) => {
  const now = services.now();
  const until = new Date(now.getTime() + premiumReminderDays * 24 * 3600_000);
  const queued = await services.repos.transaction(async (tx) => {
    const due = await tx.premium.claimReminders(now, until, now);
    for (const stretch of due) {
      await services.jobs.send(premiumReminderMailJob, { subscriptionId: stretch.id }, { sql: tx.sql });
    }
    return due.length;
  });
  if (queued) services.jobs.wake(premiumReminderMailJob);
});

/** A `premiumReminderMailJob` (run by the queue, jobs/index.ts): rendered in the member's language when sent. */
export async function mailPremiumReminder(services: Services, { subscriptionId }: { subscriptionId: number }) {
  const found = await services.repos.premium.withMember(subscriptionId);
  if (!found?.email || found.withdrawnAt) return;
  const language = languageOf(found.language);
  const { subject, text, html } = renderPremiumReminder(language, {
    name: found.firstName || found.username,
    plan: found.plan,
    endsAt: found.endsAt,
    link: `${services.config.appUrl}/game-actor-plus`,
  });
  await services.mailer.deliverRendered({ kind: 'premiumReminder', to: found.email, subject, text, html });
}
