import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every header, by lower-case name, as the mail carried it. */
  headers: Map<string, string>;
}

/** A real SMTP server on loopback that keeps what it receives, for tests to read like an inbox. */
export async function startSmtpServer() {
  const inbox: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          for (const rcpt of session.envelope.rcptTo) {
            inbox.push({
              to: rcpt.address,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: String(mail.html || ''),
              headers: new Map(mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()])),
            });
          }
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The newest mail to `to` whose subject matches, waiting for it to arrive. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
      const find = () => inbox.findLast((m) => m.to === to.toLowerCase() && subject.test(m.subject));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find();
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise<void>((resolve) => {
          const wake = () => (waiters.delete(wake), resolve());
          waiters.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
