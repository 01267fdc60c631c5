import type { CommunityRule, Language } from '@gamefolk/contract';
import { texts as sharedTexts, type Texts } from '../i18n/texts.js';
import { linkMail } from './layout.js';

export interface ModerationMailFacts {
  name: string;
  action: 'suspend' | 'ban';
  rule: CommunityRule;
  /** A suspension's end; null for a ban. */
  until: Date | null;
  /** The moderator's note to the player, if any. */
  note: string | null;
  /** The standing page, opened by a key of the player's own (they cannot sign in). */
  link: string;
}

/**
 * "Your account is suspended / banned": locales/<lang>/mail.json's `moderation`, naming the rule (the notifications'
 * `rules` titles), the end, the moderator's note and the way to the standing page and its appeal.
 */
export function renderModerationMail(language: Language, facts: ModerationMailFacts, texts: Texts = sharedTexts()) {
  const t = (key: string, values?: Record<string, unknown>) => texts.t(language, 'mail', key, values);
  const rule = texts.t(language, 'notifications', `rules.${facts.rule}`);
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const until = facts.until ? `${time.format(facts.until)} UTC` : '';
  const parts = [t(`moderation.${facts.action}.body`, { rule, until })];
  if (facts.note) parts.push(t('moderation.note', { note: facts.note }));
  parts.push(t('moderation.appeal'));
  return {
    subject: t(`moderation.${facts.action}.subject`, { until }),
    ...linkMail(language, {
      greeting: t('greeting', { name: facts.name }),
      body: parts.join(' '),
      button: t('moderation.button'),
      link: facts.link,
    }),
  };
}
