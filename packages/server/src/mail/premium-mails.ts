import type { Language, PremiumPlan } from '@gamefolk/contract';

/** The "your plan ends in three days" mail, in the member's language. */
export interface PremiumReminderFacts {
  name: string;
  plan: PremiumPlan;
  endsAt: Date;
  /** APP_URL/game-actor-plus: where to renew. */
  link: string;
}

const planNames: Record<PremiumPlan, string> = { premium: 'Premium', premiumPlus: 'Premium Plus' };

const copy: Record<
  Language,
  {
    subject: (plan: string) => string;
    greeting: (name: string) => string;
    body: (plan: string, end: string) => string;
    button: string;
  }
> = {
  en: {
    subject: (plan) => `Your Game Actor Plus ${plan} ends in 3 days`,
    greeting: (n) => `Hi ${n},`,
    body: (plan, end) =>
      `Your ${plan} plan ends on ${end}. After that your badge, animated banner and the other extras stop, and your profile keeps everything free members have. Buy again any time to add more time.`,
    button: 'Renew my plan',
  },
  tr: {
    subject: (plan) => `Game Actor Plus ${plan} planın 3 gün içinde bitiyor`,
    greeting: (n) => `Merhaba ${n},`,
    body: (plan, end) =>
      `${plan} planın ${end} tarihinde bitiyor. Sonrasında rozetin, hareketli kapağın ve diğer ayrıcalıkların kapanır; profilin ücretsiz üyelerin sahip olduğu her şeyi korur. Süre eklemek için istediğin zaman yeniden satın alabilirsin.`,
    button: 'Planımı yenile',
  },
  es: {
    subject: (plan) => `Tu plan Game Actor Plus ${plan} termina en 3 días`,
    greeting: (n) => `Hola, ${n}:`,
    body: (plan, end) =>
      `Tu plan ${plan} termina el ${end}. Después, tu insignia, tu banner animado y las demás ventajas se desactivan, y tu perfil conserva todo lo que tienen los miembros gratuitos. Puedes volver a comprarlo cuando quieras para sumar tiempo.`,
    button: 'Renovar mi plan',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderPremiumReminder(language: Language, facts: PremiumReminderFacts) {
  const c = copy[language];
  const plan = planNames[facts.plan];
  const end = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    facts.endsAt,
  );
  const subject = c.subject(plan);
  const body = c.body(plan, `${end} UTC`);
  const text = `${c.greeting(facts.name)}\n\n${body}\n\n${c.button}: ${facts.link}\n\n— Gamefolk`;
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#0f0f17;font-family:Arial,sans-serif;color:#e8e8f0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="max-width:520px;background:#1a1a28;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#a78bfa;padding-bottom:16px">Gamefolk</td></tr>
<tr><td style="font-size:16px;padding-bottom:12px">${escapeHtml(c.greeting(facts.name))}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${escapeHtml(body)}</td></tr>
<tr><td><a href="${escapeHtml(facts.link)}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(c.button)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
