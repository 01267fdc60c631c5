import type { Language } from '@gamefolk/contract';
import { texts as sharedTexts, type Texts } from '../i18n/texts.js';
import { escapeHtml, linkButton, mailHtml } from './layout.js';

export type LinkMailKind = 'activation' | 'passwordReset';
export type CodeMailKind = 'mailChange' | 'mailAdd' | 'accountDelete';
export type MailKind = LinkMailKind | CodeMailKind;

/** A mail carries either a link to follow or a code to type. */
export type MailAction = { link: string } | { code: string };

/** An account mail (locales/<lang>/mail.json, `account.<kind>`): its subject, plain text and HTML. */
export function renderMail(
  kind: MailKind,
  language: Language,
  name: string,
  action: MailAction,
  texts: Texts = sharedTexts(),
) {
  const t = (key: string, values?: Record<string, unknown>) => texts.t(language, 'mail', key, values);
  const greeting = t('greeting', { name });
  const [subject, body, button, footer] = ['subject', 'body', 'button', 'footer'].map((part) =>
    t(`account.${kind}.${part}`),
  ) as [string, string, string, string];
  const value = 'link' in action ? action.link : action.code;
  const text = `${greeting}\n\n${body}\n\n${button}: ${value}\n\n${footer}\n\n— Gamefolk`;
  const cta =
    'link' in action
      ? `${linkButton(action.link, button)}
<tr><td style="font-size:12px;color:#9a9ab0;padding-top:24px">${escapeHtml(action.link)}</td></tr>`
      : `<tr><td style="font-size:13px;color:#9a9ab0">${escapeHtml(button)}</td></tr>
<tr><td style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#ffffff;padding-top:8px">${escapeHtml(action.code)}</td></tr>`;
  const html = mailHtml(
    language,
    greeting,
    body,
    `${cta}
<tr><td style="font-size:12px;color:#9a9ab0;padding-top:16px">${escapeHtml(footer)}</td></tr>`,
  );
  return { subject, text, html };
}
