import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** The newest six-digit code mailed to `email` after `since` (the server writes an .eml per mail without SMTP). */
export async function mailedCode(email: string, since: number, timeoutMs = 15_000): Promise<string> {
  const outbox = join(inject('dataDir'), 'mail');
  const to = new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    } catch {
      // the outbox appears with the first mail
    }
    const fresh = files
      .map((name) => ({ path: join(outbox, name), at: statSync(join(outbox, name)).mtimeMs }))
      .filter((file) => file.at >= since)
      .sort((a, b) => b.at - a.at);
    for (const file of fresh) {
      const mail = readFileSync(file.path, 'utf8');
      const code = to.test(mail) ? /^[^\n]*:\s*(\d{6})\s*$/m.exec(mail)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${email}`);
}
