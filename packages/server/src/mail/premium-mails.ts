import type { Language, PremiumPlan } from '@gamefolk/contract';
import { linkMail } from './layout.js';

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

export function renderPremiumReminder(language: Language, facts: PremiumReminderFacts) {
  const c = copy[language];
  const plan = planNames[facts.plan];
  const end = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    facts.endsAt,
  );
  const subject = c.subject(plan);
  const body = c.body(plan, `${end} UTC`);
  return {
    subject,
    ...linkMail(language, { greeting: c.greeting(facts.name), body, button: c.button, link: facts.link }),
  };
}
