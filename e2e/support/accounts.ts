import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

let counter = 0;

/** A unique, rule-abiding identity for one test. */
export function newIdentity() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { username: `player${id}`, email: `player${id}@example.com`, password: 'Str0ng!pass' };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

// Each mail is read once per test file (the outbox holds every mail of the run, and a test waits on the newest);
// one written in the last second is read again, in case it was read half-written.
const read = new Map<string, string>();
function readMail(path: string) {
  const kept = read.get(path);
  if (kept !== undefined) return kept;
  const mail = decodeQuotedPrintable(readFileSync(path, 'latin1'));
  if (Date.now() - statSync(path).mtimeMs > 1000) read.set(path, mail);
  return mail;
}

/** Waits for the mail sent to `email` (the server writes an .eml per mail without SMTP) and returns its link. */
export async function mailedLink(
  email: string,
  path: 'activate' | 'reset-password' | 'settings/data',
  timeoutMs = 15_000,
) {
  const outbox = join(inject('dataDir'), 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    } catch {
      // the outbox appears with the first mail
    }
    for (const file of files) {
      const mail = readMail(join(outbox, file));
      if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail)) continue;
      const link = new RegExp(`https?://[^\\s"<>]+/${path}/[A-Za-z0-9_-]+`).exec(mail);
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${path} mail for ${email}`);
}

async function action(name: string, payload: unknown): Promise<unknown> {
  const response = await fetch(`${inject('baseUrl')}/api/handle`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: name, payload }),
  });
  const body = (await response.json()) as { data?: unknown; error?: unknown };
  if (!response.ok) throw new Error(`${name} failed: ${JSON.stringify(body.error)}`);
  return body.data;
}

/** Registers and activates an account through the API, then signs in; returns its token. */
export async function signedInUser(email?: string): Promise<{ token: string; username: string; password: string }> {
  const identity = { ...newIdentity(), ...(email ? { email } : {}) };
  await action('register', { ...identity, passwordConfirm: identity.password });
  const link = await mailedLink(identity.email, 'activate');
  await action('activateUser', { token: link.split('/').pop() });
  const { token } = (await action('auth', { login: identity.username, password: identity.password })) as {
    token: string;
  };
  return { token, username: identity.username, password: identity.password };
}
