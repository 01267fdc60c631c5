import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

// Issue 16, items 2 and 6: limits at their real size (RATE_LIMIT_SCALE 1).
function signIn(server: TestServer, login: string, password: string, forwardedFor?: string) {
  return fetch(`${server.url}/api/handle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) },
    body: JSON.stringify({ action: 'auth', payload: { login, password } }),
  }).then(async (response) => ({
    status: response.status,
    code: ((await response.json()) as { error?: { code: string } }).error?.code,
  }));
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
    expect(ownerBack).toEqual({ status: 202, code: undefined });
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
