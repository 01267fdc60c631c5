import type { Language } from '@gamefolk/contract';
import { texts as sharedTexts, type Texts } from '../i18n/texts.js';
import { escapeHtml, linkButton, mailHtml } from './layout.js';

/**
 * Mails about the account's safety: a sign-in from a new browser, TOTP turned on or off, a passkey added or removed,
 * a new address or password.
 */
export const securityMailKinds = [
  'newSignIn',
  'totpOn',
  'totpOff',
  'passkeyAdded',
  'passkeyRemoved',
  'mailChanged',
  'passwordChanged',
] as const;
export type SecurityMailKind = (typeof securityMailKinds)[number];

export interface SecurityMailFacts {
  name: string;
  /** When it happened. */
  at: Date;
  /** The browser it was done from, as ua-parser-js read its User-Agent (presenters/sessions.ts). */
  device: { browser?: string; os?: string };
  /** For `mailChanged`: the address the account moved to. */
  newMail?: string;
  /** APP_URL/settings: where sessions are ended and the password changed. */
  link: string;
}

/** The texts are locales/<lang>/mail.json's `security`: what happened, when, from which browser, and if it was not you. */
export function renderSecurityMail(
  kind: SecurityMailKind,
  language: Language,
  facts: SecurityMailFacts,
  texts: Texts = sharedTexts(),
) {
  const t = (key: string, values?: Record<string, unknown>) => texts.t(language, 'mail', key, values);
  const { browser, os } = facts.device;
  const device = browser && os ? t('security.device', { browser, os }) : (browser ?? os ?? t('security.unknownDevice'));
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const values = { when: `${time.format(facts.at)} UTC`, device, newMail: facts.newMail ?? '' };
  const greeting = t('greeting', { name: facts.name });
  const body = t(`security.${kind}.body`, values);
  const notYou = t(`security.${kind}.notYou`, values);
  const button = t('security.button');
  return {
    subject: t(`security.${kind}.subject`, values),
    text: `${greeting}\n\n${body}\n\n${notYou}\n\n${button}: ${facts.link}\n\n— Gamefolk`,
    html: mailHtml(
      language,
      greeting,
      body,
      `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${escapeHtml(notYou)}</td></tr>
${linkButton(facts.link, button)}`,
    ),
  };
}
