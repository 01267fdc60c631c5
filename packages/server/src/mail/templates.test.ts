import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTexts, webLocalesDir } from '../i18n/texts.js';
import { renderOrderMail } from './order-mails.js';
import { renderPremiumReminder } from './premium-mails.js';
import { renderMail } from './templates.js';

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'gamefolk-locales-'));
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

type Part = Record<string, Record<string, string>>;
type MailFile = { greeting: string; account: Part; order: Part; premium: Part };

/** The shipped locale files, with one mail's texts changed in the copy. */
function editedTexts(language: string, edit: (mail: MailFile) => void) {
  fs.cpSync(webLocalesDir, copy, { recursive: true });
  const file = path.join(copy, language, 'mail.json');
  const mail = JSON.parse(fs.readFileSync(file, 'utf8')) as MailFile;
  edit(mail);
  fs.writeFileSync(file, JSON.stringify(mail));
  return createTexts(copy);
}

const order = {
  name: 'Ayşe',
  number: 'GF-1042',
  product: 'Gamefolk hoodie',
  total: '$24.99',
  trackingCode: null,
  link: 'https://gamefolk.test/orders/1042',
};

describe('mail texts come from locales/<lang>/mail.json', () => {
  it('an account mail says what the file says: subject, greeting, body, button and footer', () => {
    const texts = editedTexts('es', (mail) => {
      mail.greeting = '¡Buenas, {{name}}!';
      mail.account.activation!.subject = 'Tu cuenta te espera';
      mail.account.activation!.footer = '¿No fuiste tú? Ignóralo.';
    });
    const mail = renderMail('activation', 'es', 'Ayşe', { link: 'https://gamefolk.test/a/1' }, texts);
    expect(mail.subject).toBe('Tu cuenta te espera');
    expect(mail.text).toMatch(/^¡Buenas, Ayşe!\n\n¡Te damos la bienvenida a Gamefolk!/);
    expect(mail.text).toContain('Activar mi cuenta: https://gamefolk.test/a/1\n\n¿No fuiste tú? Ignóralo.');
    expect(mail.html).toContain('¿No fuiste tú? Ignóralo.');
  });

  it('an order mail fills the order in, and its HTML escapes what the file says', () => {
    const texts = editedTexts('tr', (mail) => {
      mail.order.orderShipped!.body = '{{product}} <yolda>. Takip: {{trackingCode}}.';
    });
    const mail = renderOrderMail('orderShipped', 'tr', order, texts);
    expect(mail.subject).toBe('GF-1042 numaralı siparişin yola çıktı');
    expect(mail.text).toContain('Gamefolk hoodie <yolda>. Takip: —.');
    expect(mail.html).toContain('Gamefolk hoodie &lt;yolda&gt;. Takip: —.');
    expect(mail.text).toContain('Siparişini gör: https://gamefolk.test/orders/1042');
  });

  it('the plan reminder names the plan from the file', () => {
    const texts = editedTexts('en', (mail) => {
      mail.premium.plans!.premiumPlus = 'Plus Max';
    });
    const mail = renderPremiumReminder(
      'en',
      { name: 'Ayşe', plan: 'premiumPlus', endsAt: new Date('2026-12-01T10:00:00Z'), link: 'https://x.test/p' },
      texts,
    );
    expect(mail.subject).toBe('Your Plus Max plan ends in 3 days');
    expect(mail.text).toContain('Your Plus Max plan ends on December 1, 2026 at 10:00 AM UTC.');
  });

  it('keeps the shipped wording', () => {
    const mail = renderMail('accountDelete', 'en', 'Bob', { code: '123456' });
    expect(mail.subject).toBe('Confirm deleting your Gamefolk account');
    expect(mail.text).toBe(
      "Hi Bob,\n\nEnter this code to delete your account. We keep it for 30 days: sign in during that time to restore it. After that it is gone for good. The code expires in 15 minutes.\n\nYour code: 123456\n\nIf you didn't ask for this, ignore this email and change your password.\n\n— Gamefolk",
    );
    expect(renderOrderMail('orderPaid', 'es', order).subject).toBe('Pedido GF-1042: pago recibido');
  });
});
