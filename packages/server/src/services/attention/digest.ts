// The daily digest: a mail of what a player missed while away for a day, for those who turned it on, with a
// one-click unsubscribe (RFC 8058) that needs no sign-in: its link carries the player's id signed with a key the
// instances share (app_settings), so it cannot be made for anyone else.
import { createHmac, timingSafeEqual } from 'node:crypto';

import type { Services } from '../../context.js';
import { renderDigestMail } from '../../mail/digest-mail.js';
import { kindsOff, onlyReachable } from './attention.js';
import { unreadThatCounts } from './chat-unread.js';
import { newSecret } from '../account/keys.js';
import { notificationsOf } from '../views/notification-view.js';
import { pushText } from './push-text.js';
import { languageOf } from '../../i18n/texts.js';

export const digestMailJob = 'attention.digest-mail';
/** Players claimed per round of a run; a run goes on until none is due. */
const CLAIM = 100;

const keyOf = (services: Services) =>
  services.repos.settings.getOrCreate<string>('digest-unsubscribe-key', () => newSecret());

const sign = (key: string, userId: number) =>
  createHmac('sha256', key).update(`digest-unsubscribe:${userId}`).digest('base64url');

export async function unsubscribeToken(services: Services, userId: number) {
  return `${userId}.${sign(await keyOf(services), userId)}`;
}

/** The player a token was made for, or undefined for anything else. */
export async function playerOfToken(services: Services, token: string): Promise<number | undefined> {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const expected = Buffer.from(sign(await keyOf(services), userId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}

export const unsubscribePath = '/api/unsubscribe';

/** Claims everyone due (each once, across instances) and queues one mail job each, tried again should SMTP fail. */
export async function sendDueDigests(services: Services, at: Date) {
  for (;;) {
    const due = await services.repos.attention.claimDigests(at, CLAIM);
    if (due.length) {
      await services.jobs.sendMany(
        digestMailJob,
        due.map((d) => ({ userId: d.userId, since: d.since.toISOString() })),
      );
      services.jobs.wake(digestMailJob);
    }
    if (due.length < CLAIM) return;
  }
}

/** One player's digest: the kinds whose mail is on, from players not muted; nothing to tell sends nothing. */
export async function mailDigest(services: Services, { userId, since }: { userId: number; since: string }) {
  const user = await services.repos.users.findById(userId);
  if (!user?.email) return;
  const language = languageOf(user.language);
  const off = await kindsOff(services, userId, 'mail');
  const rows = await services.repos.notifications.missedSince(userId, new Date(since), off);
  const heard = await onlyReachable(services, await notificationsOf(services, rows), (n) => ({
    recipientId: userId,
    actorId: n.content ?? 0,
    kind: n.type,
    channel: 'mail',
  }));
  const unreadChat = (await unreadThatCounts(services, userId, 'mail')).reduce((sum, c) => sum + c.unread, 0);
  if (!heard.length && !unreadChat) return;
  const unsubscribeUrl = `${services.config.appUrl}${unsubscribePath}/${await unsubscribeToken(services, userId)}`;
  const { subject, text, html } = renderDigestMail(language, {
    name: user.firstName || user.username,
    lines: heard.map((n) => pushText(n, language)),
    unreadChat,
    appUrl: `${services.config.appUrl}/notifications`,
    unsubscribeUrl,
  });
  await services.mailer.deliverRendered({
    kind: 'digest',
    to: user.email,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
