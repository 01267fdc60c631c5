import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkKey, signUp, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('forgotten password', () => {
  it('mails a reset link that sets a new password once and ends every other session', async () => {
    const player = await signUp(server, 'elif');
    const otherDevice = (await server.open<{ token: string }>('auth', { login: 'elif', password: player.password }))
      .data.token;

    expect((await server.open('changeRequest', { email: 'ELIF@example.com' })).data).toEqual({ requested: true });
    const mail = await server.smtp.waitFor(player.email, /reset/i);
    const key = linkKey(mail.text, 'reset-password');

    const weak = await server.open('changePassword', { new_password: 'short', change_token: key });
    expect(weak.error?.code).toBe('passwordTooShort');

    const changed = await server.open('changePassword', { new_password: 'N3w!password', change_token: key });
    expect(changed.data).toEqual({ changed: true });

    expect((await server.secured(player.token, 'user')).status).toBe(401);
    expect((await server.secured(otherDevice, 'user')).status).toBe(401);
    expect((await server.open('auth', { login: 'elif', password: player.password })).status).toBe(400);
    expect((await server.open('auth', { login: 'elif', password: 'N3w!password' })).status).toBe(202);

    const reused = await server.open('changePassword', { new_password: 'An0ther!pass', change_token: key });
    expect(reused.error?.code).toBe('linkInvalid');
  });

  it('gives the same answer for an address with no account and sends nothing', async () => {
    const before = server.smtp.inbox.length;
    const answer = await server.open('changeRequest', { email: 'ghost@example.com' });
    expect(answer).toMatchObject({ status: 202, data: { requested: true } });
    await server.app.services.mailer.flush();
    expect(server.smtp.inbox.length).toBe(before);
  });

  it('refuses an expired reset link', async () => {
    const player = await signUp(server);
    await server.open('changeRequest', { email: player.email });
    const key = linkKey((await server.smtp.waitFor(player.email, /reset/i)).text, 'reset-password');
    await server.app.services.db.execute(
      sql`update one_time_keys set expires_at = now() - interval '1 second' where user_id = ${player.id}`,
    );
    const answer = await server.open('changePassword', { new_password: 'N3w!password', change_token: key });
    expect(answer.error?.code).toBe('linkExpired');
  });
});
