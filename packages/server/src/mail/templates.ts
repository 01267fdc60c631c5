import type { Language } from '@gamefolk/contract';
import { escapeHtml, linkButton, mailHtml } from './layout.js';

export type LinkMailKind = 'activation' | 'passwordReset';
export type CodeMailKind = 'mailChange' | 'mailAdd' | 'accountDelete';
export type MailKind = LinkMailKind | CodeMailKind;

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  footer: string;
}

const copy: Record<MailKind, Record<Language, Copy>> = {
  activation: {
    en: {
      subject: 'Activate your Gamefolk account',
      greeting: (n) => `Hi ${n},`,
      body: 'Welcome to Gamefolk! Confirm your email address to activate your account. The link works once and expires in 48 hours.',
      button: 'Activate my account',
      footer: "If you didn't sign up for Gamefolk, you can ignore this email.",
    },
    tr: {
      subject: 'Gamefolk hesabını etkinleştir',
      greeting: (n) => `Merhaba ${n},`,
      body: "Gamefolk'a hoş geldin! Hesabını etkinleştirmek için e-posta adresini doğrula. Bağlantı yalnızca bir kez çalışır ve 48 saat içinde geçerliliğini yitirir.",
      button: 'Hesabımı etkinleştir',
      footer: "Gamefolk'a sen kaydolmadıysan bu e-postayı yok sayabilirsin.",
    },
    es: {
      subject: 'Activa tu cuenta de Gamefolk',
      greeting: (n) => `Hola, ${n}:`,
      body: '¡Te damos la bienvenida a Gamefolk! Confirma tu correo electrónico para activar tu cuenta. El enlace funciona una sola vez y caduca en 48 horas.',
      button: 'Activar mi cuenta',
      footer: 'Si no te registraste en Gamefolk, puedes ignorar este correo.',
    },
  },
  mailChange: {
    en: {
      subject: 'Your Gamefolk email change code',
      greeting: (n) => `Hi ${n},`,
      body: 'Someone (hopefully you) asked to change the email address of your Gamefolk account. Enter this code to confirm. It expires in 15 minutes.',
      button: 'Your code',
      footer: "If you didn't ask for this, ignore this email and consider changing your password.",
    },
    tr: {
      subject: 'Gamefolk e-posta değişikliği kodun',
      greeting: (n) => `Merhaba ${n},`,
      body: 'Gamefolk hesabının e-posta adresini değiştirmek için bir istek yapıldı. Onaylamak için bu kodu gir. Kod 15 dakika içinde geçerliliğini yitirir.',
      button: 'Kodun',
      footer: 'Bu isteği sen yapmadıysan bu e-postayı yok say ve şifreni değiştirmeyi düşün.',
    },
    es: {
      subject: 'Tu código para cambiar el correo de Gamefolk',
      greeting: (n) => `Hola, ${n}:`,
      body: 'Alguien (esperamos que tú) pidió cambiar el correo de tu cuenta de Gamefolk. Introduce este código para confirmarlo. Caduca en 15 minutos.',
      button: 'Tu código',
      footer: 'Si no lo pediste, ignora este correo y plantéate cambiar tu contraseña.',
    },
  },
  mailAdd: {
    en: {
      subject: 'Confirm your email for Gamefolk',
      greeting: (n) => `Hi ${n},`,
      body: 'Enter this code in Gamefolk to add this email address to your account. It expires in 15 minutes.',
      button: 'Your code',
      footer: "If you didn't ask for this, you can ignore this email.",
    },
    tr: {
      subject: 'Gamefolk için e-postanı doğrula',
      greeting: (n) => `Merhaba ${n},`,
      body: "Bu e-posta adresini hesabına eklemek için bu kodu Gamefolk'ta gir. Kod 15 dakika içinde geçerliliğini yitirir.",
      button: 'Kodun',
      footer: 'Bu isteği sen yapmadıysan bu e-postayı yok sayabilirsin.',
    },
    es: {
      subject: 'Confirma tu correo para Gamefolk',
      greeting: (n) => `Hola, ${n}:`,
      body: 'Introduce este código en Gamefolk para añadir este correo a tu cuenta. Caduca en 15 minutos.',
      button: 'Tu código',
      footer: 'Si no lo pediste, puedes ignorar este correo.',
    },
  },
  accountDelete: {
    en: {
      subject: 'Confirm deleting your Gamefolk account',
      greeting: (n) => `Hi ${n},`,
      body: 'Enter this code to delete your account. We keep it for 30 days: sign in during that time to restore it. After that it is gone for good. The code expires in 15 minutes.',
      button: 'Your code',
      footer: "If you didn't ask for this, ignore this email and change your password.",
    },
    tr: {
      subject: 'Gamefolk hesabını silmeyi onayla',
      greeting: (n) => `Merhaba ${n},`,
      body: 'Hesabını silmek için bu kodu gir. Hesabını 30 gün saklıyoruz: bu sürede giriş yaparak geri açabilirsin. Sonrasında kalıcı olarak silinir. Kod 15 dakika içinde geçerliliğini yitirir.',
      button: 'Kodun',
      footer: 'Bu isteği sen yapmadıysan bu e-postayı yok say ve şifreni değiştir.',
    },
    es: {
      subject: 'Confirma la eliminación de tu cuenta de Gamefolk',
      greeting: (n) => `Hola, ${n}:`,
      body: 'Introduce este código para eliminar tu cuenta. La conservamos 30 días: inicia sesión en ese plazo para recuperarla. Después se borra para siempre. El código caduca en 15 minutos.',
      button: 'Tu código',
      footer: 'Si no lo pediste, ignora este correo y cambia tu contraseña.',
    },
  },
  passwordReset: {
    en: {
      subject: 'Reset your Gamefolk password',
      greeting: (n) => `Hi ${n},`,
      body: 'We received a request to reset your password. Choose a new one with the link below. It works once and expires in one hour; signing in with the new password ends your other sessions.',
      button: 'Choose a new password',
      footer: "If you didn't ask for this, ignore this email: your password stays the same.",
    },
    tr: {
      subject: 'Gamefolk şifreni sıfırla',
      greeting: (n) => `Merhaba ${n},`,
      body: 'Şifreni sıfırlamak için bir istek aldık. Aşağıdaki bağlantıyla yeni bir şifre belirle. Bağlantı yalnızca bir kez çalışır ve bir saat içinde geçerliliğini yitirir; yeni şifre diğer oturumlarını kapatır.',
      button: 'Yeni şifre belirle',
      footer: 'Bu isteği sen yapmadıysan bu e-postayı yok say: şifren değişmeden kalır.',
    },
    es: {
      subject: 'Restablece tu contraseña de Gamefolk',
      greeting: (n) => `Hola, ${n}:`,
      body: 'Recibimos una solicitud para restablecer tu contraseña. Elige una nueva con el enlace de abajo. Funciona una sola vez y caduca en una hora; la nueva contraseña cierra tus otras sesiones.',
      button: 'Elegir una nueva contraseña',
      footer: 'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
    },
  },
};

/** A mail carries either a link to follow or a code to type. */
export type MailAction = { link: string } | { code: string };

export function renderMail(kind: MailKind, language: Language, name: string, action: MailAction) {
  const c = copy[kind][language];
  const value = 'link' in action ? action.link : action.code;
  const text = `${c.greeting(name)}\n\n${c.body}\n\n${c.button}: ${value}\n\n${c.footer}\n\n— Gamefolk`;
  const cta =
    'link' in action
      ? `${linkButton(action.link, c.button)}
<tr><td style="font-size:12px;color:#9a9ab0;padding-top:24px">${escapeHtml(action.link)}</td></tr>`
      : `<tr><td style="font-size:13px;color:#9a9ab0">${escapeHtml(c.button)}</td></tr>
<tr><td style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#ffffff;padding-top:8px">${escapeHtml(action.code)}</td></tr>`;
  const html = mailHtml(
    language,
    c.greeting(name),
    c.body,
    `${cta}
<tr><td style="font-size:12px;color:#9a9ab0;padding-top:16px">${escapeHtml(c.footer)}</td></tr>`,
  );
  return { subject: c.subject, text, html };
}
