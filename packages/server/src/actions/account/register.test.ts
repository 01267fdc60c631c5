import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkKey, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const valid = { username: 'mehmet', email: 'mehmet@example.com', password: 'Passw0rd!', passwordConfirm: 'Passw0rd!' };

describe('register', () => {
  it.each([
    ['a space', { username: 'ali veli' }, 'usernameInvalid'],
    ['punctuation', { username: 'ali.veli!' }, 'usernameInvalid'],
    ['an underscore (punctuation too)', { username: 'ali_veli' }, 'usernameInvalid'],
    ['the word null', { username: 'null' }, 'usernameReserved'],
    ['the word undefined', { username: 'Undefined' }, 'usernameReserved'],
    ['a URL', { username: 'https://gamefolk.gg' }, 'usernameUrl'],
    ['a bare domain', { username: 'mysite.com' }, 'usernameUrl'],
    ['a too long name', { username: 'a'.repeat(31) }, 'usernameTooLong'],
    ['a bad email', { email: 'not-an-email' }, 'invalidEmail'],
    ['a short password', { password: 'Aa1!', passwordConfirm: 'Aa1!' }, 'passwordTooShort'],
    ['no uppercase', { password: 'passw0rd!', passwordConfirm: 'passw0rd!' }, 'passwordWeak'],
    ['no digit', { password: 'Password!', passwordConfirm: 'Password!' }, 'passwordWeak'],
    ['no special character', { password: 'Passw0rdd', passwordConfirm: 'Passw0rdd' }, 'passwordWeak'],
    ['a different confirmation', { passwordConfirm: 'Passw0rd?' }, 'passwordMismatch'],
    ['a missing username', { username: undefined }, 'fieldRequired'],
  ])('refuses %s with 400 and its code', async (_label, change, code) => {
    const answer = await server.open('register', { ...valid, ...change });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe(code);
  });

  it('keeps an account named with `_` before the rule working: it signs in by that name and its profile opens', async () => {
    await server.open('register', { ...valid, username: 'oldtimer', email: 'oldtimer@example.com' });
    const mail = await server.smtp.waitFor('oldtimer@example.com', /activate/i);
    await server.open('activateUser', { token: linkKey(mail.text, 'activate') });
    await server.app.services.repos.sql("update users set username = 'old_timer' where username = 'oldtimer'", []);
    const signedIn = await server.open<{ token: string }>('auth', { login: 'old_timer', password: valid.password });
    expect(signedIn.status).toBe(202);
    const profile = await server.secured<{ username: string }>(signedIn.data.token, 'getUserByCode', {
      code: 'old_timer',
    });
    expect(profile.data.username).toBe('old_timer');
  });

  it('keeps nothing from a refused sign-up', async () => {
    await server.open('register', { ...valid, passwordConfirm: 'nope' });
    expect((await server.open('namecheck', { name: valid.username })).status).toBe(202);
  });

  it('mails an activation link in the user language that activates the account once', async () => {
    const answer = await server.open<{ id: number; username: string }>('register', { ...valid, language: 'tr' });
    expect(answer.status).toBe(202);
    expect(answer.data.username).toBe('mehmet');

    const mail = await server.smtp.waitFor(valid.email, /etkinleştir/);
    expect(mail.html).toContain('http://gamefolk.test/activate/');
    const key = linkKey(mail.text, 'activate');

    const notYet = await server.open('auth', { login: 'mehmet', password: valid.password });
    expect(notYet.error?.code).toBe('badCredentials');

    expect((await server.open('activateUser', { token: key })).data).toEqual({ activated: true });
    const again = await server.open('activateUser', { token: key });
    expect(again.status).toBe(400);
    expect(again.error).toMatchObject({
      code: 'alreadyActive',
      description: 'This account is already active. You can log in.',
    });

    const signedIn = await server.open<{ token: string }>('auth', { login: 'mehmet', password: valid.password });
    expect(signedIn.status).toBe(202);
    const me = await server.secured<{ username: string; language: string }>(signedIn.data.token, 'user');
    expect(me.data).toMatchObject({ username: 'mehmet', language: 'tr', email: valid.email });
    expect(JSON.stringify(me.data)).not.toMatch(/argon|password/i);
  });

  it('refuses a taken username whatever its case, and a taken email', async () => {
    const name = await server.open('register', { ...valid, username: 'MEHMET', email: 'other@example.com' });
    expect(name.error).toMatchObject({ code: 'usernameTaken', description: 'Username is already taken.' });
    const mail = await server.open('register', { ...valid, username: 'mehmet2', email: 'Mehmet@Example.com' });
    expect(mail.error).toMatchObject({ code: 'mailInUse', description: 'Mail is already in use.' });
  });

  it('namecheck says when a name is taken', async () => {
    const taken = await server.open('namecheck', { name: 'Mehmet' });
    expect(taken.status).toBe(400);
    expect(taken.error?.description).toBe('Username is already taken.');
    expect((await server.open('namecheck', { name: 'freename' })).data).toEqual({ available: true });
  });

  it('refuses a made-up activation key', async () => {
    const answer = await server.open('activateUser', { token: 'x'.repeat(43) });
    expect(answer.error?.code).toBe('linkInvalid');
  });
});
