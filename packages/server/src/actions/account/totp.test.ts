// Issue 43: two-step sign-in with an authenticator app. Codes are made here with otplib from the secret the server
// handed out, at the server's clock, which the tests move forward a step (30 s) at a time.
import { sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleJwks } from '../../test/google-jwks.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { callWithCookie, steamSignInAnswer } from '../../test/steam-flow.js';
import { startSteamStandIn, type SteamStandIn } from '../../test/steam-stand-in.js';

const clientId = 'gamefolk-test.apps.googleusercontent.com';
let server: TestServer;
let google: Awaited<ReturnType<typeof startGoogleJwks>>;
let steam: SteamStandIn;
/** How far the server's clock is ahead of the real one; only ever moved forward. */
let ahead = 0;
const serverNow = () => Date.now() + ahead;

beforeAll(async () => {
  [google, steam] = await Promise.all([startGoogleJwks(clientId), startSteamStandIn()]);
  // The limits as shipped (RATE_LIMIT_SCALE 1): the file signs up fewer players than an address may in an hour.
  server = await startTestServer(
    { google: { clientId, jwksUrl: google.url }, steam: steam.config(false), rateLimitScale: 1 },
    { now: () => new Date(serverNow()), jobs: { pollSeconds: 0.5 } },
  );
});
afterAll(async () => {
  await server.close();
  await Promise.all([google.close(), steam.close()]);
});

/** The app's code now, by the server's clock. */
const codeNow = (secret: string) => generateSync({ secret, epoch: Math.floor(serverNow() / 1000) });
/** The next step's code: the clock moves on 30 s first (a step's code is taken once). */
const nextCode = (secret: string) => {
  ahead += 30_000;
  return codeNow(secret);
};
/** A six-digit code that is not `code` (one of three codes of a million right by chance: none). */
const wrongCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

type SignedIn = { token: string; user: { id: number } };
type Asked = { secondFactor: true; ticket: string };

/** Turns TOTP on for the player of `token`: the secret, and the recovery codes shown once. */
async function turnOn(token: string) {
  const started = await server.secured<{ secret: string; otpauthUrl: string }>(token, 'startTotp');
  const { secret } = started.data;
  const confirmCode = codeNow(secret);
  const confirmed = await server.secured<{ recoveryCodes: string[] }>(token, 'confirmTotp', { code: confirmCode });
  expect(confirmed.status).toBe(202);
  return { ...started.data, recoveryCodes: confirmed.data.recoveryCodes, confirmCode };
}

const ticketFor = async (player: { username: string; password: string }) => {
  const answer = await server.open<Asked>('auth', { login: player.username, password: player.password });
  expect(answer.status).toBe(202);
  return answer.data.ticket;
};

describe('turning TOTP on', () => {
  it('hands out a secret, refuses a wrong code, and a right one turns it on with ten single recovery codes', async () => {
    const player = await signUp(server);
    const started = await server.secured<{ secret: string; otpauthUrl: string }>(player.token, 'startTotp');
    const { secret, otpauthUrl } = started.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const [address, query] = otpauthUrl.split('?');
    expect(address).toBe(`otpauth://totp/Gamefolk:${player.username}`);
    // SHA-1, 6 digits and 30 s are what authenticator apps assume when the URL names none.
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ secret, issuer: 'Gamefolk' });

    const wrong = await server.secured(player.token, 'confirmTotp', { code: wrongCode(codeNow(secret)) });
    expect(wrong).toMatchObject({ status: 400, error: { code: 'invalidCode', field: 'code' } });
    expect((await server.open('auth', { login: player.username, password: player.password })).data).toHaveProperty(
      'token',
    );

    const confirmed = await server.secured<{ recoveryCodes: string[] }>(player.token, 'confirmTotp', {
      code: codeNow(secret),
    });
    expect(confirmed.status).toBe(202);
    const codes = confirmed.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await server.secured(player.token, 'getTotpStatus')).data).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await server.secured(player.token, 'startTotp')).error?.code).toBe('totpAlreadyOn');

    // At rest: the secret sealed, the recovery codes hashed.
    const stored = JSON.stringify(
      await server.app.services.db.execute(
        sql`select f.sealed_secret, r.code_hash from totp_factors f join recovery_codes r using (user_id)
            where f.user_id = ${player.id}`,
      ),
    );
    expect(stored).not.toContain(secret);
    for (const code of codes) expect(stored).not.toContain(code);

    const mail = await server.smtp.waitFor(player.email, /two-step sign-in is now on/i);
    expect(mail.text).toMatch(/turned on for your account on .+ UTC from an unknown browser/);
    expect(mail.text).toContain("If this wasn't you");
  });
});

describe('signing in with a second factor', () => {
  it('auth answers 202 with a ticket and no token; a right code gets what auth gives, a replayed one nothing', async () => {
    const player = await signUp(server);
    const { secret, confirmCode } = await turnOn(player.token);
    const asked = await server.open<Asked>('auth', { login: player.username, password: player.password });
    expect(asked.status).toBe(202);
    expect(asked.data).toEqual({ secondFactor: true, ticket: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/) });

    // The code confirmTotp took is spent.
    const spent = await server.open('authSecondFactor', { ticket: asked.data.ticket, code: confirmCode });
    expect(spent).toMatchObject({ status: 400, error: { code: 'invalidCode' } });
    const wrong = await server.open('authSecondFactor', {
      ticket: asked.data.ticket,
      code: wrongCode(codeNow(secret)),
    });
    expect(wrong.error?.code).toBe('invalidCode');

    const code = nextCode(secret);
    const signedIn = await server.open<SignedIn>('authSecondFactor', { ticket: asked.data.ticket, code });
    expect(signedIn.status).toBe(202);
    expect(Object.keys(signedIn.data).sort()).toEqual(['token', 'user']);
    expect(signedIn.data.user.id).toBe(player.id);
    expect((await server.secured(signedIn.data.token, 'user')).status).toBe(202);

    // The same code again, within its window, with a fresh ticket: refused.
    const replay = await server.open('authSecondFactor', { ticket: await ticketFor(player), code });
    expect(replay.error?.code).toBe('invalidCode');
    // A used ticket signs nobody in again.
    const reused = await server.open('authSecondFactor', { ticket: asked.data.ticket, code: nextCode(secret) });
    expect(reused).toMatchObject({ status: 400, error: { code: 'secondFactorExpired' } });
  });

  it('takes a recovery code once', async () => {
    const player = await signUp(server);
    const { recoveryCodes } = await turnOn(player.token);
    const code = recoveryCodes[3]!;
    const first = await server.open<SignedIn>('authSecondFactor', {
      ticket: await ticketFor(player),
      code: code.toUpperCase().replaceAll('-', ' '),
    });
    expect(first.status).toBe(202);
    expect((await server.secured(first.data.token, 'getTotpStatus')).data).toMatchObject({ recoveryCodesLeft: 9 });
    const again = await server.open('authSecondFactor', { ticket: await ticketFor(player), code });
    expect(again.error?.code).toBe('invalidCode');
  });

  it('a ticket lives five minutes', async () => {
    const player = await signUp(server);
    const { secret } = await turnOn(player.token);
    const ticket = await ticketFor(player);
    ahead += 5 * 60_000 + 1000;
    const late = await server.open('authSecondFactor', { ticket, code: codeNow(secret) });
    expect(late).toMatchObject({ status: 400, error: { code: 'secondFactorExpired', field: 'ticket' } });
  });

  it('Google and Steam sign-ins ask for it too', async () => {
    const credential = () => google.sign({ sub: 'g-totp', email: 'totp.google@gmail.com', email_verified: true });
    const viaGoogle = await server.open<SignedIn & { created: boolean }>('loginWithGoogle', {
      credential: await credential(),
    });
    const google2fa = await turnOn(viaGoogle.data.token);
    const askedByGoogle = await server.open<Asked>('loginWithGoogle', { credential: await credential() });
    expect(askedByGoogle).toMatchObject({ status: 202, data: { secondFactor: true } });
    expect(askedByGoogle.data).not.toHaveProperty('token');
    const afterGoogle = await server.open<SignedIn>('authSecondFactor', {
      ticket: askedByGoogle.data.ticket,
      code: nextCode(google2fa.secret),
    });
    expect(afterGoogle.data.user.id).toBe(viaGoogle.data.user.id);

    const steamid = '76561198000043043';
    const steamSignIn = async <T>() => {
      const answer = await steamSignInAnswer(server, steam, steamid);
      return callWithCookie<T>(server, answer.cookie, 'loginWithSteam', { return_url: answer.url });
    };
    const viaSteam = await steamSignIn<SignedIn>();
    expect(viaSteam.status).toBe(202);
    const steam2fa = await turnOn(viaSteam.data.token);
    const askedBySteam = await steamSignIn<Asked>();
    expect(askedBySteam.data).toEqual({ secondFactor: true, ticket: expect.any(String) });
    const afterSteam = await server.open<SignedIn>('authSecondFactor', {
      ticket: askedBySteam.data.ticket,
      code: nextCode(steam2fa.secret),
    });
    expect(afterSteam.data.user.id).toBe(viaSteam.data.user.id);
  });
});

describe('turning TOTP off', () => {
  it('needs a right code; then sign-in answers a token again, and the player is told', async () => {
    const player = await signUp(server);
    const { secret } = await turnOn(player.token);
    expect((await server.secured(player.token, 'disableTotp', { code: '123' })).error?.code).toBe('invalidCode');
    const off = await server.secured(player.token, 'disableTotp', { code: nextCode(secret) });
    expect(off.data).toEqual({ disabled: true });
    expect((await server.secured(player.token, 'disableTotp', { code: nextCode(secret) })).error?.code).toBe(
      'totpNotOn',
    );
    const signedIn = await server.open<SignedIn>('auth', { login: player.username, password: player.password });
    expect(signedIn.data.token).toBeDefined();
    const mail = await server.smtp.waitFor(player.email, /two-step sign-in was turned off/i);
    expect(mail.text).toContain('Signing in now asks for your password only.');
  });
});

describe('limits', () => {
  it('a ticket takes five codes; then only a new sign-in goes on', async () => {
    const player = await signUp(server);
    const { secret } = await turnOn(player.token);
    const ticket = await ticketFor(player);
    for (let i = 0; i < 5; i++) {
      const wrong = await server.open('authSecondFactor', { ticket, code: wrongCode(codeNow(secret)) });
      expect(wrong.error?.code).toBe('invalidCode');
    }
    const code = nextCode(secret);
    expect((await server.open('authSecondFactor', { ticket, code })).status).toBe(429);
    const fresh = await server.open<SignedIn>('authSecondFactor', { ticket: await ticketFor(player), code });
    expect(fresh.status).toBe(202);
  });
});
