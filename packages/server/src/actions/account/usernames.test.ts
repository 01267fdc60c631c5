import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

// Issue 16, item 9: a username that reads like an existing one is taken.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const register = (username: string, n: number) =>
  server.open<{ username: string }>('register', {
    username,
    email: `lookalike${n}@example.com`,
    password: 'Str0ng!pass',
    passwordConfirm: 'Str0ng!pass',
  });

describe('look-alike usernames', () => {
  it('refuses full-width, Cyrillic and digit look-alikes of an existing name, in register and namecheck', async () => {
    await signUp(server, 'Gamer');
    const lookalikes = ['ｇａｍｅｒ', 'Gаmer', 'GAMЕR', 'gamer', 'Garner'];
    for (const [n, name] of lookalikes.entries()) {
      const answer = await register(name, n);
      expect({ name, code: answer.error?.code }).toEqual({ name, code: 'usernameTaken' });
      expect((await server.open('namecheck', { name })).error?.code).toBe('usernameTaken');
    }
    await signUp(server, 'Player0');
    expect((await register('PlayerO', 10)).error?.code).toBe('usernameTaken');
  });

  // Issue 30: the skeleton was taken after lower-casing, and Cherokee small letters are confusable with nothing.
  it('refuses Cherokee capitals that read as an existing name', async () => {
    await signUp(server, 'Hawk');
    for (const [n, name] of ['ᎻᎪᏔᏦ', 'HᎪWK', 'ᏙᎬᏚᏚᎬᏞ'].entries()) {
      if (n === 2) await signUp(server, 'vessel');
      const answer = await register(name, 30 + n);
      expect({ name, code: answer.error?.code }).toEqual({ name, code: 'usernameTaken' });
      expect((await server.open('namecheck', { name })).error?.code).toBe('usernameTaken');
    }
  });

  it('stores a full-width name as the plain letters it shows', async () => {
    const answer = await register('ｆｕｌｌｗｉｄｔｈ', 20);
    expect(answer.status).toBe(202);
    expect(answer.data.username).toBe('fullwidth');
  });
});
