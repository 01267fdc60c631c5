import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkKey, signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { cookiesOf } from '../../test/steam-flow.js';

// Issue 16, items 2 and 6: limits at their real size (RATE_LIMIT_SCALE 1).
function signIn(server: TestServer, login: string, password: string, forwardedFor?: string, cookie?: string) {
  return fetch(`${server.url}/api/handle`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
      ...(cookie && { cookie }),
    },
    body: JSON.stringify({ action: 'auth', payload: { login, password } }),
  }).then(async (response) => ({
    status: response.status,
    code: ((await response.json()) as { error?: { code: string } }).error?.code,
    /** The device cookie a successful sign-in leaves in the browser. */
    cookie: cookiesOf(response.headers),
  }));
}

/** An attacker's 50 failures against one account, each from another address (the shared budget spent). */
async function spreadGuesses(server: TestServer, login: string, network: string) {
  for (let n = 0; n < 50; n++) {
    expect((await signIn(server, login, `Guess-${n}!a`, `${network}.${n + 1}`)).code).toBe('badCredentials');
  }
}

describe('X-Forwarded-For without TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimitScale: 1, trustProxy: [] });
  });
  afterAll(() => server.close());

  it('is not believed: 35 sign-ins with a new forwarded address each are limited as one address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 35; n++) {
      statuses.push((await signIn(server, `nobody${n}`, 'Wrong-pass1', `203.0.113.${n}`)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('sign-in limits behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimitScale: 1, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => server.close());

  it("believe the proxy's address: each forwarded address has its own budget", async () => {
    for (let n = 0; n < 35; n++) {
      expect((await signIn(server, `ghost${n}`, 'Wrong-pass1', `198.51.100.${n}`)).status).toBe(400);
    }
  });

  it("let the owner in after an attacker's 50 failures from other addresses, and keep strangers out", async () => {
    const owner = await signUp(server, 'lockedowner');
    for (let n = 0; n < 50; n++) {
      const attempt = await signIn(server, n % 2 ? 'lockedowner' : owner.email, `Guess-${n}!a`, `192.0.2.${n + 1}`);
      expect(attempt.code).toBe('badCredentials');
    }
    // The account's shared budget is spent: a new address is refused, even with the right password...
    expect((await signIn(server, 'lockedowner', owner.password, '192.0.2.200')).code).toBe('tooManyRequests');
    // ...but the owner, from the address they signed in from before, is not locked out.
    const ownerBack = await signIn(server, 'lockedowner', owner.password);
    expect(ownerBack).toMatchObject({ status: 202, code: undefined });
  });

  // Issue 30, item 5: OWASP's device cookies instead of a lock on the account.
  it('let the owner in from a new address after the spread failures when the browser holds its device cookie', async () => {
    const owner = await signUp(server, 'devicedowner');
    const before = await signIn(server, 'devicedowner', owner.password, '198.18.0.1');
    expect(before.status).toBe(202);
    expect(before.cookie).toMatch(/^gf_device_\d+=[\w-]+\.[\w-]+\.[\w-]+$/);
    await spreadGuesses(server, owner.email, '198.18.1');

    // A stranger's browser, a cookie for another account and a tampered cookie share the spent budget...
    expect((await signIn(server, 'devicedowner', owner.password, '198.18.2.1')).code).toBe('tooManyRequests');
    const other = await signUp(server, 'otherdevice');
    const othersCookie = (await signIn(server, 'otherdevice', other.password, '198.18.2.2')).cookie;
    expect((await signIn(server, 'devicedowner', owner.password, '198.18.2.3', othersCookie)).code).toBe(
      'tooManyRequests',
    );
    const [name, value] = before.cookie.split('=') as [string, string];
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await signIn(server, 'devicedowner', owner.password, '198.18.2.4', tampered)).code).toBe('tooManyRequests');
    // ...while the owner's browser signs in from an address it never used.
    const ownerBack = await signIn(server, 'devicedowner', owner.password, '198.18.3.1', before.cookie);
    expect(ownerBack).toMatchObject({ status: 202, code: undefined });

    // A trusted device has failures of its own to spend, 10, then it waits too.
    const codes: (string | undefined)[] = [];
    for (let n = 0; n < 11; n++) {
      codes.push((await signIn(server, 'devicedowner', `Typo-${n}!a`, `198.18.4.${n + 1}`, ownerBack.cookie)).code);
    }
    expect(codes.slice(0, 10).every((code) => code === 'badCredentials')).toBe(true);
    expect(codes[10]).toBe('tooManyRequests');
  });

  it('let the owner in from anywhere after a password reset by mail, even without a device cookie', async () => {
    const owner = await signUp(server, 'resetowner');
    await spreadGuesses(server, 'resetowner', '198.18.5');
    expect((await signIn(server, 'resetowner', owner.password, '198.18.6.1')).code).toBe('tooManyRequests');

    expect((await server.open('changeRequest', { email: owner.email })).status).toBe(202);
    const mail = await server.smtp.waitFor(owner.email, /reset/i);
    const newPassword = 'N3w!password';
    const changed = await server.open('changePassword', {
      change_token: linkKey(mail.text, 'reset-password'),
      new_password: newPassword,
      passwordConfirm: newPassword,
    });
    expect(changed.status).toBe(202);
    // The browser that reset it is trusted from now on...
    expect(cookiesOf(changed.headers)).toMatch(/^gf_device_\d+=/);
    // ...and any other, from an address never used, gets in with the new password.
    expect(await signIn(server, 'resetowner', newPassword, '198.18.6.2')).toMatchObject({ status: 202 });
  });

  it('limit one address guessing one account to 10 tries', async () => {
    const target = await signUp(server, 'guessedat');
    const codes: (string | undefined)[] = [];
    for (let n = 0; n < 11; n++) codes.push((await signIn(server, 'guessedat', `Guess-${n}!a`, '192.0.2.250')).code);
    expect(codes.slice(0, 10).every((code) => code === 'badCredentials')).toBe(true);
    expect(codes[10]).toBe('tooManyRequests');
    // Another address, and the owner's, still may try.
    expect((await signIn(server, 'guessedat', target.password, '192.0.2.251')).status).toBe(202);
    expect((await signIn(server, 'guessedat', target.password)).status).toBe(202);
  });
});
