import type { Language } from '@gamefolk/contract';
import { texts as sharedTexts, type Texts } from '../i18n/texts.js';
import { linkMail } from './layout.js';

/** Mails about an order, in the buyer's language: paid, shipped, delivered, refunded, refund refused. */
export const orderMailKinds = [
  'orderPaid',
  'orderShipped',
  'orderDelivered',
  'orderRefunded',
  'refundRefused',
] as const;
export type OrderMailKind = (typeof orderMailKinds)[number];

export interface OrderMailFacts {
  name: string;
  number: string;
  product: string;
  /** Already formatted, e.g. "$24.99": the price paid, or for a refund the amount refunded. */
  total: string;
  trackingCode: string | null;
  /** APP_URL/orders/{id}. */
  link: string;
  /** A refused refund's answer from the store, when it gave one. */
  answer?: string | null;
}

/** The texts are locales/<lang>/mail.json's `order.<kind>`. */
export function renderOrderMail(
  kind: OrderMailKind,
  language: Language,
  facts: OrderMailFacts,
  texts: Texts = sharedTexts(),
) {
  const t = (key: string, values?: Record<string, unknown>) => texts.t(language, 'mail', key, values);
  const values = { ...facts, trackingCode: facts.trackingCode ?? '—' };
  const subject = t(`order.${kind}.subject`, values);
  const said =
    kind === 'refundRefused' && facts.answer ? `\n\n${t('order.refundRefused.answer', { answer: facts.answer })}` : '';
  const body = t(`order.${kind}.body`, values) + said;
  return {
    subject,
    ...linkMail(language, {
      greeting: t('greeting', { name: facts.name }),
      body,
      button: t('order.button'),
      link: facts.link,
    }),
  };
}
