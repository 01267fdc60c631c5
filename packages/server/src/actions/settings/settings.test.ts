import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { purgeDeletedAccounts } from '../../jobs/purge-accounts.js';

let server: TestServer;
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({}, { now: () => new Date(clock) });
});
afterAll(() => server.close());

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

describe('mail change', () => {
  it('mails a code to the current address, then moves the account to the new one', async () => {
    const player = await signUp(server, 'mailer');
    const taken = await signUp(server, 'takenmail');
    const inUse = await server.secured(player.token, 'changeMailRequest', { new_mail: taken.email });
    expect(inUse.error?.description).toBe('Mail is already in use.');
    const invalid = await server.secured(player.token, 'changeMailRequest', { new_mail: 'nope' });
    expect(invalid.error?.description).toBe('Invalid email address.');

    expect((await server.secured(player.token, 'changeMailRequest', { new_mail: 'new@example.com' })).status).toBe(202);
    const mail = await server.smtp.waitFor(player.email, /email change/i);
    const code = codeIn(mail.text);

    const wrong = await server.secured(player.token, 'addMail', {
      token: code === '000000' ? '111111' : '000000',
      new_mail: 'new@example.com',
    });
    expect(wrong.error?.description).toBe('The code is invalid.');
    const ok = await server.secured(player.token, 'addMail', { token: code, new_mail: 'new@example.com' });
    expect(ok.data).toEqual({ email: 'new@example.com' });
    expect((await server.open('auth', { login: 'new@example.com', password: player.password })).status).toBe(202);
  });

  it('refuses an expired code with the spec text', async () => {
    const player = await signUp(server);
    await server.secured(player.token, 'changeMailRequest', { new_mail: 'later@example.com' });
    const code = codeIn((await server.smtp.waitFor(player.email, /email change/i)).text);
    await server.app.services.db.execute(
      // A second before the app's clock, which judges the code (not the database's).
      sql`update one_time_keys set expires_at = ${new Date(clock - 1000).toISOString()} where user_id = ${player.id}`,
    );
    const answer = await server.secured(player.token, 'addMail', { token: code, new_mail: 'later@example.com' });
    expect(answer.error?.description).toBe('The verification code has expired.');
  });

  it('a resent code replaces the first one', async () => {
    const player = await signUp(server);
    await server.secured(player.token, 'changeMailRequest', { new_mail: 'twice@example.com' });
    const first = codeIn((await server.smtp.waitFor(player.email, /email change/i)).text);
    const before = server.smtp.inbox.length;
    await server.secured(player.token, 'changeMailRequest', { new_mail: 'twice@example.com' });
    await server.app.services.mailer.flush();
    await expect.poll(() => server.smtp.inbox.length).toBeGreaterThan(before);
    const second = codeIn((await server.smtp.waitFor(player.email, /email change/i)).text);
    if (first !== second) {
      const old = await server.secured(player.token, 'addMail', { token: first, new_mail: 'twice@example.com' });
      expect(old.error?.code).toBe('codeInvalid');
    }
    const ok = await server.secured(player.token, 'addMail', { token: second, new_mail: 'twice@example.com' });
    expect(ok.status).toBe(202);
  });
});

describe('password, freezing and deletion', () => {
  it('changes the password and ends other sessions but this one', async () => {
    const player = await signUp(server);
    const other = (await server.open<{ token: string }>('auth', { login: player.username, password: player.password }))
      .data.token;
    const wrong = await server.secured(player.token, 'updatePassword', {
      current_password: 'nope',
      new_password: 'N3w!secret',
      passwordConfirm: 'N3w!secret',
    });
    expect(wrong.error?.code).toBe('wrongPassword');
    const ok = await server.secured(player.token, 'updatePassword', {
      current_password: player.password,
      new_password: 'N3w!secret',
      passwordConfirm: 'N3w!secret',
    });
    expect(ok.status).toBe(202);
    expect((await server.secured(player.token, 'user')).status).toBe(202);
    expect((await server.secured(other, 'user')).status).toBe(401);
  });

  it('freeze hides the account at once; signing in again offers to reopen it', async () => {
    const player = await signUp(server);
    const friend = await signUp(server);
    expect((await server.secured(player.token, 'freezeAccount')).status).toBe(202);
    expect((await server.secured(player.token, 'user')).status).toBe(401);
    expect((await server.secured(friend.token, 'getUserById', { id: player.id })).error?.code).toBe('unknownUser');

    const back = await server.open<{ token: string; user: { is_frozen: boolean } }>('auth', {
      login: player.username,
      password: player.password,
    });
    expect(back.data.user.is_frozen).toBe(true);
    const blocked = await server.secured(back.data.token, 'getPersonals', { userId: friend.id });
    expect(blocked).toMatchObject({ status: 403, error: { code: 'accountFrozen' } });

    expect((await server.secured(back.data.token, 'restoreAccount')).status).toBe(202);
    expect((await server.secured<{ is_frozen: boolean }>(back.data.token, 'user')).data.is_frozen).toBe(false);
    expect((await server.secured(friend.token, 'getUserById', { id: player.id })).status).toBe(202);
  });

  it('deletes with a mailed code, keeps the account 30 days, then purges it for good', async () => {
    const player = await signUp(server);
    await server.secured(player.token, 'deleteAccountRequest');
    const code = codeIn((await server.smtp.waitFor(player.email, /delet/i)).text);
    const deleted = await server.secured<{ purge_after: string }>(player.token, 'deleteAccount', { token: code });
    expect(deleted.status).toBe(202);
    expect((await server.secured(player.token, 'user')).status).toBe(401);

    clock += 29 * 24 * 60 * 60 * 1000;
    await purgeDeletedAccounts(server.app.services);
    const withinGrace = await server.open<{ user: { is_frozen: boolean } }>('auth', {
      login: player.username,
      password: player.password,
    });
    expect(withinGrace.data.user.is_frozen).toBe(true);

    clock += 2 * 24 * 60 * 60 * 1000;
    expect(await purgeDeletedAccounts(server.app.services)).toBeGreaterThanOrEqual(1);
    const gone = await server.open('auth', { login: player.username, password: player.password });
    expect(gone.error?.code).toBe('badCredentials');
    expect((await server.open('namecheck', { name: player.username })).status).toBe(202);
  });
});
