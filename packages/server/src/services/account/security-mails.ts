// Security mails go through the job queue like every mail that must not be lost: stored after (or with) the write
// they tell of, rendered in the player's language when sent, tried again when SMTP fails.

import type { Services } from '../../context.js';
import type { Repositories } from '../../db/repositories/index.js';
import { renderSecurityMail, type SecurityMailKind } from '../../mail/security-mails.js';
import { deviceOf } from '../../presenters/sessions.js';
import { languageOf } from '../../i18n/texts.js';

export const securityMailJob = 'account.security-mail';

export interface SecurityEvent {
  kind: SecurityMailKind;
  userId: number;
  /** The User-Agent of the request that did it. */
  userAgent: string | undefined;
  /** Another address than the account's own: the old one, for `mailChanged`. */
  to?: string;
  newMail?: string;
}

export type StoredEvent = SecurityEvent & { at: string };

/**
 * Stores the mail's job: with `tx`'s writes when given (call `wakeSecurityMails` once it has committed), else at
 * once, after the writes it tells of, and wakes the worker.
 */
export async function queueSecurityMail(services: Services, event: SecurityEvent, tx?: Repositories) {
  const stored: StoredEvent = { ...event, at: services.now().toISOString() };
  await services.jobs.send(securityMailJob, stored, tx ? { sql: tx.sql } : {});
  if (!tx) wakeSecurityMails(services);
}

export const wakeSecurityMails = (services: Services) => services.jobs.wake(securityMailJob);

/** A `securityMailJob` (run by jobs/index.ts), rendered in the player's language when sent. */
export async function mailSecurityEvent(services: Services, event: StoredEvent) {
  const user = await services.repos.users.findById(event.userId);
  const to = event.to ?? user?.email;
  if (!user || !to) return;
  const { subject, text, html } = renderSecurityMail(event.kind, languageOf(user.language), {
    name: user.firstName || user.username,
    at: new Date(event.at),
    device: deviceOf(event.userAgent),
    newMail: event.newMail,
    link: `${services.config.appUrl}/settings`,
  });
  await services.mailer.deliverRendered({ kind: event.kind, to, subject, text, html });
}
