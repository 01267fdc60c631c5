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

  it('changeRequest answers a known address as an unknown one, without waiting for its key, and mails it', async () => {
    const known = await signUp(server, 'resetknown');
    // The work for a known address (a new one-time key) is held until the answers are in: it must not be in the
    // answer's time, so both answers come while it still waits.
    const keys = server.app.services.repos.oneTimeKeys;
    const create = keys.create.bind(keys);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let keyMade = false;
    keys.create = ((...args: Parameters<typeof create>) =>
      held.then(() => create(...args)).finally(() => (keyMade = true))) as typeof create;
    const unknown = await server.open('changeRequest', { email: 'nobody.here@example.com' });
    const knownAnswer = await server.open('changeRequest', { email: known.email });
    expect(knownAnswer.data).toEqual(unknown.data);
    expect(keyMade).toBe(false);
    release();
    const mail = await server.smtp.waitFor(known.email, /reset/i);
    expect(linkKey(mail.text, 'reset-password').length).toBeGreaterThan(16);
  });
});
