import type { Language } from '@gamefolk/contract';
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
  /** Already formatted, e.g. "$24.99". */
  total: string;
  trackingCode: string | null;
  /** APP_URL/orders/{id}. */
  link: string;
}

interface Copy {
  subject: (f: OrderMailFacts) => string;
  greeting: (name: string) => string;
  body: (f: OrderMailFacts) => string;
  button: string;
}

const greet = { en: (n: string) => `Hi ${n},`, tr: (n: string) => `Merhaba ${n},`, es: (n: string) => `Hola, ${n}:` };
const button = { en: 'See your order', tr: 'Siparişini gör', es: 'Ver tu pedido' };

const copy: Record<OrderMailKind, Record<Language, Copy>> = {
  orderPaid: {
    en: {
      subject: (f) => `Order ${f.number}: payment received`,
      greeting: greet.en,
      body: (f) => `Thank you! We received your payment of ${f.total} for ${f.product}. Order number: ${f.number}.`,
      button: button.en,
    },
    tr: {
      subject: (f) => `${f.number} numaralı sipariş: ödeme alındı`,
      greeting: greet.tr,
      body: (f) =>
        `Teşekkürler! ${f.product} için ${f.total} tutarındaki ödemeni aldık. Sipariş numarası: ${f.number}.`,
      button: button.tr,
    },
    es: {
      subject: (f) => `Pedido ${f.number}: pago recibido`,
      greeting: greet.es,
      body: (f) => `¡Gracias! Hemos recibido tu pago de ${f.total} por ${f.product}. Número de pedido: ${f.number}.`,
      button: button.es,
    },
  },
  orderShipped: {
    en: {
      subject: (f) => `Order ${f.number} is on its way`,
      greeting: greet.en,
      body: (f) => `${f.product} has been shipped. Tracking code: ${f.trackingCode ?? '—'}.`,
      button: button.en,
    },
    tr: {
      subject: (f) => `${f.number} numaralı siparişin yola çıktı`,
      greeting: greet.tr,
      body: (f) => `${f.product} kargoya verildi. Kargo takip kodu: ${f.trackingCode ?? '—'}.`,
      button: button.tr,
    },
    es: {
      subject: (f) => `Tu pedido ${f.number} está en camino`,
      greeting: greet.es,
      body: (f) => `${f.product} ya se ha enviado. Código de seguimiento: ${f.trackingCode ?? '—'}.`,
      button: button.es,
    },
  },
  orderDelivered: {
    en: {
      subject: (f) => `Order ${f.number} was delivered`,
      greeting: greet.en,
      body: (f) =>
        `${f.product} was delivered. Enjoy it! If something is wrong, you can ask for a refund from the order page.`,
      button: button.en,
    },
    tr: {
      subject: (f) => `${f.number} numaralı siparişin teslim edildi`,
      greeting: greet.tr,
      body: (f) =>
        `${f.product} teslim edildi. Güle güle kullan! Bir sorun varsa sipariş sayfasından iade isteyebilirsin.`,
      button: button.tr,
    },
    es: {
      subject: (f) => `Tu pedido ${f.number} ha sido entregado`,
      greeting: greet.es,
      body: (f) =>
        `${f.product} ha sido entregado. ¡Que lo disfrutes! Si algo va mal, puedes pedir un reembolso desde la página del pedido.`,
      button: button.es,
    },
  },
  orderRefunded: {
    en: {
      subject: (f) => `Order ${f.number} was refunded`,
      greeting: greet.en,
      body: (f) =>
        `We refunded ${f.total} for ${f.product} to your card. Depending on your bank it can take a few days to show.`,
      button: button.en,
    },
    tr: {
      subject: (f) => `${f.number} numaralı siparişin iade edildi`,
      greeting: greet.tr,
      body: (f) =>
        `${f.product} için ${f.total} kartına iade edildi. Bankana göre hesabında görünmesi birkaç gün sürebilir.`,
      button: button.tr,
    },
    es: {
      subject: (f) => `Hemos reembolsado el pedido ${f.number}`,
      greeting: greet.es,
      body: (f) =>
        `Hemos devuelto ${f.total} por ${f.product} a tu tarjeta. Según tu banco, puede tardar unos días en aparecer.`,
      button: button.es,
    },
  },
  refundRefused: {
    en: {
      subject: (f) => `About your refund request for order ${f.number}`,
      greeting: greet.en,
      body: (f) =>
        `We looked at your refund request for ${f.product} and could not accept it. Reply to this mail if you want to talk about it.`,
      button: button.en,
    },
    tr: {
      subject: (f) => `${f.number} numaralı sipariş için iade isteğin hakkında`,
      greeting: greet.tr,
      body: (f) =>
        `${f.product} için iade isteğini inceledik ve kabul edemedik. Konuşmak istersen bu e-postayı yanıtlayabilirsin.`,
      button: button.tr,
    },
    es: {
      subject: (f) => `Sobre tu solicitud de reembolso del pedido ${f.number}`,
      greeting: greet.es,
      body: (f) =>
        `Hemos revisado tu solicitud de reembolso de ${f.product} y no hemos podido aceptarla. Responde a este correo si quieres hablarlo.`,
      button: button.es,
    },
  },
};

export function renderOrderMail(kind: OrderMailKind, language: Language, facts: OrderMailFacts) {
  const c = copy[kind][language];
  const subject = c.subject(facts);
  const body = c.body(facts);
  return {
    subject,
    ...linkMail(language, { greeting: c.greeting(facts.name), body, button: c.button, link: facts.link }),
  };
}
