// Issue 43: passkeys, checked by the server's real @simplewebauthn/server against a software authenticator
// (test/passkey-authenticator.ts) that signs as a browser's platform authenticator would.
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { softwarePasskey } from '../../test/passkey-authenticator.js';

const origin = 'http://gamefolk.test';
let server: TestServer;
let boss: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer({ managerEmails: ['passkeyboss@example.com'] }, { jobs: { pollSeconds: 0.5 } });
  boss = await signUp(server, 'passkeyboss');
});
afterAll(() => server.close());

type RegisterOptions = { challenge: string; rp: { id: string }; user: { id: string }; excludeCredentials: unknown[] };
type LoginOptions = { challenge: string; rpId: string; userVerification: string };
type SignedIn = { token: string; user: { id: number } };

const registerOptions = async (token: string) => {
  const answer = await server.secured<RegisterOptions>(token, 'passkeyOptions', { purpose: 'register' });
  expect(answer.status).toBe(202);
  return answer.data;
};
const loginOptions = async () => (await server.open<LoginOptions>('passkeyOptions', { purpose: 'login' })).data;

/** A player with one passkey registered through the real calls. */
async function withPasskey() {
  const player = await signUp(server);
  const passkey = softwarePasskey(origin);
  const added = await server.secured<{ id: number }>(player.token, 'passkeyRegister', {
    response: passkey.register(await registerOptions(player.token)),
  });
  expect(added.status).toBe(202);
  return { player, passkey, id: added.data.id };
}

describe('passkeys', () => {
  it('registers with the relying party from APP_URL, mails the player, and signs in without a password', async () => {
    const player = await signUp(server);
    // Registering is for the signed-in player only.
    const anonymous = await server.open('passkeyOptions', { purpose: 'register' });
    expect([anonymous.status, anonymous.error?.code]).toEqual([401, 'unauthenticated']);
    const options = await registerOptions(player.token);
    expect(options.rp.id).toBe('gamefolk.test');
    const passkey = softwarePasskey(origin);
    const added = await server.secured<{ id: number }>(player.token, 'passkeyRegister', {
      response: passkey.register(options),
    });
    expect(added.status).toBe(202);
    const mail = await server.smtp.waitFor(player.email, /passkey was added/i);
    expect(mail.text).toMatch(/remove that passkey/i);

    const listed = await server.secured<{ rows: { id: number; name: string }[] }>(player.token, 'getPasskeys');
    expect(listed.data.rows.map((row) => row.id)).toEqual([added.data.id]);
    // The next registration excludes it, so the browser does not make a second one on this authenticator.
    expect((await registerOptions(player.token)).excludeCredentials).toHaveLength(1);

    const login = await loginOptions();
    expect([login.rpId, login.userVerification]).toEqual(['gamefolk.test', 'required']);
    const signedIn = await server.open<SignedIn>('passkeyLogin', { response: passkey.login(login) });
    expect(signedIn.status).toBe(202);
    expect(signedIn.data.user.id).toBe(player.id);
    expect((await server.secured<{ id: number }>(signedIn.data.token, 'user')).data.id).toBe(player.id);
  });

  it('takes each challenge once, and refuses another origin, a forged signature and no user verification', async () => {
    const { passkey } = await withPasskey();
    const login = await loginOptions();
    const answer = passkey.login(login);
    expect((await server.open('passkeyLogin', { response: answer })).status).toBe(202);
    const replayed = await server.open('passkeyLogin', { response: answer });
    expect([replayed.status, replayed.error?.code]).toEqual([400, 'passkeyFailed']);

    const phished = await server.open('passkeyLogin', {
      response: passkey.login(await loginOptions(), { origin: 'http://gamefolk.evil' }),
    });
    expect(phished.error?.code).toBe('passkeyFailed');
    const unverified = await server.open('passkeyLogin', {
      response: passkey.login(await loginOptions(), { verified: false }),
    });
    expect(unverified.error?.code).toBe('passkeyFailed');
    // Signed by a key the server never saw, under this passkey's id.
    const stranger = softwarePasskey(origin);
    const forged = { ...stranger.login(await loginOptions()), id: passkey.id, rawId: passkey.id };
    expect((await server.open('passkeyLogin', { response: forged })).error?.code).toBe('passkeyFailed');
    // A challenge made up by the client was never handed out.
    const madeUp = passkey.login({ challenge: 'bm90LWEtY2hhbGxlbmdl', rpId: 'gamefolk.test' });
    expect((await server.open('passkeyLogin', { response: madeUp })).error?.code).toBe('passkeyFailed');
    // Hostile shapes answer 400 with a code, never a 500.
    for (const response of [{}, { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: '!!' } }, 'x']) {
      const refused = await server.open('passkeyLogin', { response });
      expect([refused.status, refused.error?.code]).toEqual([400, 'passkeyFailed']);
    }
  });

  it('counts as both factors: an account with TOTP signs in with its passkey alone', async () => {
    const { player, passkey } = await withPasskey();
    const { secret } = (await server.secured<{ secret: string }>(player.token, 'startTotp')).data;
    const code = generateSync({ secret });
    expect((await server.secured(player.token, 'confirmTotp', { code })).status).toBe(202);
    const byPassword = await server.open<object>('auth', { login: player.username, password: player.password });
    expect(byPassword.data).toHaveProperty('secondFactor', true);
    const byPasskey = await server.open<SignedIn>('passkeyLogin', { response: passkey.login(await loginOptions()) });
    expect(byPasskey.data).toHaveProperty('token');
  });

  it('a suspended player is refused as every sign-in refuses them: 403 accountSuspended with until', async () => {
    const { player, passkey } = await withPasskey();
    const suspended = await server.secured<{ until: string }>(boss.token, 'moderateUser', {
      userId: player.id,
      action: 'suspend',
      days: 3,
      rule: 'bullying',
    });
    expect(suspended.status).toBe(202);
    const refused = await server.open('passkeyLogin', { response: passkey.login(await loginOptions()) });
    expect([refused.status, refused.error?.code]).toEqual([403, 'accountSuspended']);
    expect((refused.error as { until?: string }).until).toBe(suspended.data.until);
  });

  it('is renamed and removed by its owner only; a removed passkey signs in no more, and the player is told', async () => {
    const { player, passkey, id } = await withPasskey();
    const other = await signUp(server);
    for (const [action, payload] of [
      ['renamePasskey', { id, name: 'Mine now' }],
      ['removePasskey', { id }],
    ] as const) {
      const refused = await server.secured(other.token, action, payload);
      expect([refused.status, refused.error?.code]).toEqual([404, 'passkeyNotFound']);
    }
    const renamed = await server.secured<{ name: string }>(player.token, 'renamePasskey', { id, name: ' Phone ' });
    expect(renamed.data.name).toBe('Phone');
    expect((await server.secured(player.token, 'renamePasskey', { id, name: 'x'.repeat(61) })).error?.code).toBe(
      'textTooLong',
    );

    expect((await server.secured(player.token, 'removePasskey', { id })).status).toBe(202);
    await server.smtp.waitFor(player.email, /passkey was removed/i);
    expect((await server.secured<{ rows: unknown[] }>(player.token, 'getPasskeys')).data.rows).toEqual([]);
    const gone = await server.open('passkeyLogin', { response: passkey.login(await loginOptions()) });
    expect(gone.error?.code).toBe('passkeyFailed');
  });
});
