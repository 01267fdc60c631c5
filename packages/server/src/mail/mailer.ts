import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@gamefolk/contract';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { renderMail, type MailAction, type MailKind } from './templates.js';
import { systemClock, type Clock } from '../clock.js';

export type LinkMail = {
  kind: MailKind;
  to: string;
  language: Language;
  name: string;
} & MailAction;

export interface Mailer {
  /** Queues the mail and returns at once, so the caller's answer time says nothing about the address. */
  send(mail: LinkMail): void;
  /** Resolves when every queued mail has been handed over; used on shutdown and by tests. */
  flush(): Promise<void>;
  /** Hands one rendered mail over now; rejects when it could not be (a queue job then tries again). */
  deliverRendered(mail: {
    kind: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    /** Extra headers, such as a digest's List-Unsubscribe. */
    headers?: Record<string, string>;
  }): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
  /** Names the outbox's files. */
  now?: Clock;
}

export function createMailer({ smtpUrl, outboxDir, from, log, now = systemClock }: MailerOptions): Mailer {
  // nodemailer is imported and its transport made on the first mail, not by every start.
  let transporter: Promise<Transporter> | undefined;
  const transport = {
    async sendMail(message: {
      from: string;
      to: string;
      subject: string;
      text: string;
      html: string;
      headers?: Record<string, string>;
    }) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        smtpUrl
          ? nodemailer.createTransport(smtpUrl)
          : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      );
      return (await transporter).sendMail(message);
    },
  };
  const pending = new Set<Promise<void>>();

  async function deliver(mail: LinkMail) {
    const { subject, text, html } = renderMail(mail.kind, mail.language, mail.name, mail);
    const info = await transport.sendMail({ from, to: mail.to, subject, text, html });
    if (smtpUrl) {
      log.info({ mail: mail.kind }, 'mail sent');
      return;
    }
    await fs.mkdir(outboxDir, { recursive: true });
    // Two mails in one millisecond must not share a file: the suffix keeps both.
    const stamp = now().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${mail.kind}-${randomBytes(4).toString('hex')}.eml`);
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
    // Only without SMTP (a developer's machine): the link or code is the way in, so it is shown.
    const shown = 'link' in mail ? `link: ${mail.link}` : `code: ${mail.code}`;
    log.info({ mail: mail.kind, file }, `mail written to the outbox; ${shown}`);
  }

  return {
    send(mail) {
      const job = deliver(mail)
        .catch((error: unknown) => log.error({ err: error, mail: mail.kind }, 'mail delivery failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      await Promise.all([...pending]);
    },
    async deliverRendered({ kind, to, subject, text, html, headers }) {
      const info = await transport.sendMail({ from, to, subject, text, html, ...(headers && { headers }) });
      if (smtpUrl) {
        log.info({ mail: kind }, 'mail sent');
        return;
      }
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${kind}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      log.info({ mail: kind, file }, 'mail written to the outbox');
    },
  };
}
