import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleJwks } from '../../test/google-jwks.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

const clientId = 'gamefolk-test.apps.googleusercontent.com';
let server: TestServer;
let google: Awaited<ReturnType<typeof startGoogleJwks>>;

beforeAll(async () => {
  google = await startGoogleJwks(clientId);
  server = await startTestServer({ google: { clientId, jwksUrl: google.url } });
});
afterAll(async () => {
  await server.close();
  await google.close();
});

type GoogleAnswer = { token: string; created: boolean; user: { id: number; username: string; first_name: string } };

describe('loginWithGoogle', () => {
  it('creates an account on first sign-in and signs the same account in again by its sub', async () => {
    const credential = await google.sign({
      sub: 'g-1001',
      email: 'Deniz.Kaya@gmail.com',
      email_verified: true,
      given_name: 'Deniz',
      family_name: 'Kaya',
    });
    const first = await server.open<GoogleAnswer>('loginWithGoogle', { credential });
    expect(first.status).toBe(202);
    expect(first.data.created).toBe(true);
    expect(first.data.user).toMatchObject({
      username: 'denizkaya',
      first_name: 'Deniz',
      email: 'deniz.kaya@gmail.com',
    });

    const again = await server.open<GoogleAnswer>('loginWithGoogle', {
      credential: await google.sign({ sub: 'g-1001', email: 'changed@gmail.com', email_verified: true }),
    });
    expect(again.data.created).toBe(false);
    expect(again.data.user.id).toBe(first.data.user.id);
    expect((await server.secured(again.data.token, 'user')).status).toBe(202);
  });

  it('links an existing account with the same verified email', async () => {
    const player = await signUp(server, 'linkme');
    const answer = await server.open<GoogleAnswer>('loginWithGoogle', {
      credential: await google.sign({ sub: 'g-2002', email: player.email, email_verified: true }),
    });
    expect(answer.data).toMatchObject({ created: false, user: { id: player.id } });
  });

  it.each([
    ['signed by another key', () => google.sign({ sub: 'g-3' }, { key: 'stranger' })],
    ['expired', () => google.sign({ sub: 'g-3' }, { expiresIn: Math.floor(Date.now() / 1000) - 3600 })],
    ['for another audience', () => google.sign({ sub: 'g-3', aud: 'someone-else' })],
    ['from another issuer', () => google.sign({ sub: 'g-3', iss: 'https://evil.example.com' })],
    ['not a JWT at all', async () => 'not-a-token'],
  ])('refuses a token %s', async (_label, make) => {
    const answer = await server.open('loginWithGoogle', { credential: await make() });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('googleLoginFailed');
  });

  it('refuses to create an account from an unverified email', async () => {
    const answer = await server.open('loginWithGoogle', {
      credential: await google.sign({ sub: 'g-4', email: 'new@gmail.com', email_verified: false }),
    });
    expect(answer.error?.code).toBe('googleEmailUnverified');
  });
});

// Issue 30: Steam's login CSRF has no Google twin. A credential reaches us only from Google Identity Services'
// callback in our own page, never from an address, and the session comes back in the body, not as a cookie.
describe("loginWithGoogle with an attacker's credential, from another site", () => {
  it('cannot be sent as a form or plain text, is not allowed cross-origin, and leaves nothing in the browser', async () => {
    const credential = await google.sign({ sub: 'g-attacker', email: 'attacker@gmail.com', email_verified: true });
    const payload = JSON.stringify({ credential });
    const send = (contentType: string, body: string) =>
      fetch(`${server.url}/api/handle`, {
        method: 'POST',
        headers: { 'content-type': contentType, origin: 'https://evil.example' },
        body,
      });
    const form = await send(
      'application/x-www-form-urlencoded',
      new URLSearchParams({ action: 'loginWithGoogle', payload }).toString(),
    );
    expect(form.status).toBe(415);
    const text = await send('text/plain', JSON.stringify({ action: 'loginWithGoogle', payload: { credential } }));
    expect(text.status).toBe(415);

    // JSON from another origin needs a preflight, which grants nothing.
    const preflight = await fetch(`${server.url}/api/handle`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // Even sent, its answer sets no session cookie: the token is the web app's to store, from its own call only. The
    // one cookie is the device cookie (services/account/device-cookies.ts), which names the attacker's own account.
    const json = await send('application/json', JSON.stringify({ action: 'loginWithGoogle', payload: { credential } }));
    expect(json.status).toBe(202);
    const { data } = (await json.json()) as { data: { token: string } };
    const cookies = json.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual([expect.stringMatching(/^gf_device_\d+$/)]);
    expect(cookies.join()).not.toContain(data.token);
  });
});

describe('loginWithGoogle without a client id', () => {
  it('answers that Google sign-in is not configured', async () => {
    const bare = await startTestServer();
    try {
      const answer = await bare.open('loginWithGoogle', { credential: await google.sign({ sub: 'x' }) });
      expect(answer.status).toBe(503);
      expect(answer.error?.code).toBe('notConfigured');
    } finally {
      await bare.close();
    }
  });
});
