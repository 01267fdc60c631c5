import type { Language } from '@gamefolk/contract';
import { texts as sharedTexts, type Texts } from '../i18n/texts.js';
import { escapeHtml, linkButton, mailHtml } from './layout.js';

export interface DigestFacts {
  name: string;
  /** One line per notification missed, as its push would say it (services/attention/push-text.ts). */
  lines: string[];
  /** Chat messages waiting unread. */
  unreadChat: number;
  /** APP_URL: where the button leads. */
  appUrl: string;
  /** The one-click link that turns the digest off, without signing in. */
  unsubscribeUrl: string;
}

/** The daily digest (locales/<lang>/mail.json `digest`): what happened while the player was away. */
export function renderDigestMail(language: Language, facts: DigestFacts, texts: Texts = sharedTexts()) {
  const t = (key: string, values?: Record<string, unknown>) => texts.t(language, 'mail', key, values);
  const lines = [...facts.lines, ...(facts.unreadChat ? [t('digest.chat', { count: facts.unreadChat })] : [])];
  const greeting = t('greeting', { name: facts.name });
  const body = t('digest.body', { count: lines.length });
  const [button, why, unsubscribe] = [t('digest.button'), t('digest.why'), t('digest.unsubscribe')];
  const list = lines
    .map((line) => `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:8px">• ${escapeHtml(line)}</td></tr>`)
    .join('\n');
  return {
    subject: t('digest.subject'),
    text: [
      greeting,
      body,
      lines.map((line) => `• ${line}`).join('\n'),
      `${button}: ${facts.appUrl}`,
      `${why}\n${unsubscribe}: ${facts.unsubscribeUrl}`,
      '— Gamefolk',
    ].join('\n\n'),
    html: mailHtml(
      language,
      greeting,
      body,
      `${list}
<tr><td style="padding-top:16px"></td></tr>
${linkButton(facts.appUrl, button)}
<tr><td style="font-size:12px;color:#9a9ab0;padding-top:24px">${escapeHtml(why)} <a href="${escapeHtml(facts.unsubscribeUrl)}" style="color:#a78bfa">${escapeHtml(unsubscribe)}</a></td></tr>`,
    ),
  };
}
