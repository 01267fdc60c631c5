import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkKey, signUp, startTestServer, type TestServer } from '../../test/harness.js';

// Issue 16, item 8: nothing answers "this account exists" quickly, cheaply or unlimited.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: 1 });
});
afterAll(() => server.close());

describe('finding out who has an account', () => {
  it('namecheck is limited per address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 65; n++) statuses.push((await server.open('namecheck', { name: `free${n}name` })).status);
    expect(statuses.slice(0, 60).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('changeMailRequest is limited before it says an address is in use', async () => {
    const asker = await signUp(server, 'mailprober');
    const taken = await signUp(server, 'probedmail');
    const codes: (string | undefined)[] = [];
    for (let n = 0; n < 12; n++) {
      codes.push((await server.secured(asker.token, 'changeMailRequest', { new_mail: taken.email })).error?.code);
    }
    expect(codes.slice(0, 10).every((code) => code === 'mailInUse')).toBe(true);
    expect(codes.slice(10)).toEqual(['tooManyRequests', 'tooManyRequests']);
  });

  it('changeRequest answers as fast for a known address as for an unknown one, and mails the known one', async () => {
    const known = await signUp(server, 'resetknown');
    // The work for a known address (a new one-time key) is made slow: it must not be in the answer's time.
    const keys = server.app.services.repos.oneTimeKeys;
    const create = keys.create.bind(keys);
    keys.create = ((...args: Parameters<typeof create>) =>
      new Promise((resolve) => setTimeout(resolve, 2_000)).then(() => create(...args))) as typeof create;
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await server.open('changeRequest', { email });
      return { answer: answer.data, ms: performance.now() - started };
    };
    const unknown = await timed('nobody.here@example.com');
    const knownAnswer = await timed(known.email);
    expect(knownAnswer.answer).toEqual(unknown.answer);
    expect(knownAnswer.ms).toBeLessThan(1_000);
    expect(unknown.ms).toBeLessThan(1_000);
    const mail = await server.smtp.waitFor(known.email, /reset/i);
    expect(linkKey(mail.text, 'reset-password').length).toBeGreaterThan(16);
  });
});
