import type { Language } from '@gamefolk/contract';

export type MailKind = 'activation' | 'passwordReset';

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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderMail(kind: MailKind, language: Language, name: string, link: string) {
  const c = copy[kind][language];
  const text = `${c.greeting(name)}\n\n${c.body}\n\n${c.button}: ${link}\n\n${c.footer}\n\n— Gamefolk`;
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#0f0f17;font-family:Arial,sans-serif;color:#e8e8f0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="max-width:520px;background:#1a1a28;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#a78bfa;padding-bottom:16px">Gamefolk</td></tr>
<tr><td style="font-size:16px;padding-bottom:12px">${escapeHtml(c.greeting(name))}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px">${escapeHtml(c.body)}</td></tr>
<tr><td><a href="${escapeHtml(link)}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(c.button)}</a></td></tr>
<tr><td style="font-size:12px;color:#9a9ab0;padding-top:24px">${escapeHtml(link)}</td></tr>
<tr><td style="font-size:12px;color:#9a9ab0;padding-top:16px">${escapeHtml(c.footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: c.subject, text, html };
}
