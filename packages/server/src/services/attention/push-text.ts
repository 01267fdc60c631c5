import { singleActorNotificationTypes, type Language, type Notification } from '@gamefolk/contract';
import { texts as sharedTexts, type Texts } from '../../i18n/texts.js';

/**
 * The one line a push shows, in the recipient's language: the web's notification row (locales/<lang>/notifications),
 * without the markup that bolds names. A row that names its organization, lobby or event is used when there is one.
 */
export function pushText(notification: Notification, lang: Language, texts: Texts = sharedTexts()): string {
  const t = (key: string, values?: Record<string, unknown>) => texts.t(lang, 'notifications', key, values);
  const actor = notification.actor?.fullname || notification.actor?.username;
  if (!actor) return t('push.noActor');
  const count = singleActorNotificationTypes.has(notification.type) ? 1 : Math.max(1, notification.extra_parameter);
  const organization = notification.organization?.name ?? null;
  const subject = notification.subject?.name ?? null;
  const named = `rowNamed.${notification.type}`;
  const key =
    (organization || subject) && texts.has(lang, 'notifications', `${named}_other`)
      ? named
      : `row.${notification.type}`;
  const who = count > 1 ? t('actors.group', { name: actor, count: count - 1 }) : actor;
  if (notification.type === 'moderationAction' && notification.moderation) {
    const { action, rule } = notification.moderation;
    return t(`moderation.${action}`, { who, rule: t(`rules.${rule}`) }).replace(/<\/?b>/g, '');
  }
  return t(key, { who, count, organization: organization ?? '', subject: subject ?? '' }).replace(/<\/?b>/g, '');
}
