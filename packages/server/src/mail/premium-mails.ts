import type { Language, PremiumPlan } from '@gamefolk/contract';
import { texts as sharedTexts, type Texts } from '../i18n/texts.js';
import { linkMail } from './layout.js';

/** The "your plan ends in three days" mail, in the member's language. */
export interface PremiumReminderFacts {
  name: string;
  plan: PremiumPlan;
  endsAt: Date;
  /** APP_URL/game-actor-plus: where to renew. */
  link: string;
}

/** The texts are locales/<lang>/mail.json's `premium`. */
export function renderPremiumReminder(language: Language, facts: PremiumReminderFacts, texts: Texts = sharedTexts()) {
  const t = (key: string, values?: Record<string, unknown>) => texts.t(language, 'mail', key, values);
  const plan = t(`premium.plans.${facts.plan}`);
  const end = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    facts.endsAt,
  );
  return {
    subject: t('premium.reminder.subject', { plan }),
    ...linkMail(language, {
      greeting: t('greeting', { name: facts.name }),
      body: t('premium.reminder.body', { plan, end: `${end} UTC` }),
      button: t('premium.reminder.button'),
      link: facts.link,
    }),
  };
}
