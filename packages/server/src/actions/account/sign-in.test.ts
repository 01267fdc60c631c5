import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('auth', () => {
  it('signs in by username or email, any case, and user answers with the signed-in user', async () => {
    const player = await signUp(server, 'Zeynep');
    for (const login of ['zeynep', 'ZEYNEP', 'zeynep@example.com']) {
      const answer = await server.open<{ token: string; user: { username: string } }>('auth', {
        login,
        password: player.password,
      });
      expect(answer.status).toBe(202);
      expect(answer.data.user.username).toBe('Zeynep');
      expect(answer.data.token.length).toBeGreaterThanOrEqual(22);
    }
    const me = await server.secured<{ id: number; fullname: string }>(player.token, 'user');
    expect(me.data).toMatchObject({ id: player.id, fullname: 'Zeynep', is_frozen: false });
  });

  it('answers an unknown user and a wrong password with the same error', async () => {
    await signUp(server, 'burak');
    const unknown = await server.open('auth', { login: 'nobody', password: 'Passw0rd!' });
    const wrong = await server.open('auth', { login: 'burak', password: 'Wrong-pass1' });
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.error).toEqual(wrong.error);
    expect(wrong.error?.description).toBe(
      "Couldn't find matched user, check your credentials or you may not have activated your account",
    );
  });

  it('logout revokes the token on the server', async () => {
    const player = await signUp(server);
    expect((await server.secured(player.token, 'logout')).status).toBe(202);
    const after = await server.secured(player.token, 'user');
    expect(after.status).toBe(401);
    expect(after.error?.code).toBe('unauthenticated');
  });

  it('an expired session answers 401', async () => {
    const player = await signUp(server);
    await server.app.services.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${player.id}`,
    );
    expect((await server.secured(player.token, 'user')).status).toBe(401);
  });

  it('saves the interface language to the account', async () => {
    const player = await signUp(server);
    expect((await server.secured(player.token, 'saveUserLanguage', { language: 'es' })).status).toBe(202);
    expect((await server.secured<{ language: string }>(player.token, 'user')).data.language).toBe('es');
    const bad = await server.secured(player.token, 'saveUserLanguage', { language: 'de' });
    expect(bad.error?.code).toBe('unsupportedLanguage');
  });

  it('createLoginRequest hands out a one-time change token', async () => {
    const player = await signUp(server);
    const first = await server.secured<{ change_token: string }>(player.token, 'createLoginRequest');
    const second = await server.secured<{ change_token: string }>(player.token, 'createLoginRequest');
    expect(first.data.change_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(first.data.change_token).not.toBe(second.data.change_token);
  });
});

describe('rate limits', () => {
  it('stops repeated sign-in attempts for one name with 429 and Retry-After', async () => {
    const strict = await startTestServer({ rateLimitScale: 0.3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await strict.open('auth', { login: 'target', password: 'Guess1!x' })).status);
      expect(codes.slice(0, 3)).toEqual([400, 400, 400]);
      const limited = await strict.open('auth', { login: 'target', password: 'Guess1!x' });
      expect(limited.status).toBe(429);
      expect(limited.error?.code).toBe('tooManyRequests');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});
