import type { Language } from '@gamefolk/contract';

/** Every mail's text goes into its HTML through this: names and notes are the users' own words. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The one call-to-action button our mails use. */
export const linkButton = (link: string, label: string) =>
  `<tr><td><a href="${escapeHtml(link)}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(label)}</a></td></tr>`;

/** Our mail frame (dark card, the name on top, the greeting and body), with `rest` (already HTML) below the body. */
export function mailHtml(language: Language, greeting: string, body: string, rest: string) {
  return `<!doctype html><html lang="${language}"><body style="margin:0;background:#0f0f17;font-family:Arial,sans-serif;color:#e8e8f0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="max-width:520px;background:#1a1a28;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#a78bfa;padding-bottom:16px">Gamefolk</td></tr>
<tr><td style="font-size:16px;padding-bottom:12px">${escapeHtml(greeting)}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${escapeHtml(body)}</td></tr>
${rest}
</table></td></tr></table></body></html>`;
}

/** A mail that says something and offers one link (orders, plans): its plain text and HTML. */
export function linkMail(language: Language, parts: { greeting: string; body: string; button: string; link: string }) {
  const { greeting, body, button, link } = parts;
  return {
    text: `${greeting}\n\n${body}\n\n${button}: ${link}\n\n— Gamefolk`,
    html: mailHtml(language, greeting, body, linkButton(link, button)),
  };
}
