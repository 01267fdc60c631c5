import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

// Issue 16, item 7: a control character in any text field is a 400 with a code, never a 500 from SQL;
// a statement that does fail is logged without its parameters.
const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => server.close());

describe('control characters in text fields', () => {
  it('answers NUL and other controls in every kind of text field with 400 invalidCharacters', async () => {
    const ana = await signUp(server, 'controlled');
    const bob = await signUp(server, 'controlpeer');
    const channel = await server.secured<{ id: number }>(ana.token, 'createChannels', { receivingUserId: bob.id });
    const post = await server.secured<{ id: number }>(ana.token, 'post', { content: 'fine' });
    expect(post.status).toBe(202);

    const open: [string, Record<string, unknown>][] = [
      ['auth', { login: 'controlled\u0000', password: ana.password }],
      ['auth', { login: 'controlled', password: 'Str0ng!pass\u0000' }],
      ['register', { username: 'eve', email: 'eve@example.com', password: 'Str0ng!pass', first_name: 'Eve\u0000' }],
      ['namecheck', { name: 'na\u0000me' }],
      ['changeRequest', { email: 'a\u0000@example.com' }],
    ];
    const secured: [string, Record<string, unknown>][] = [
      ['post', { content: 'hello\u0000world' }],
      ['post', { content: '<p>bell\u0007</p>' }],
      ['createComment', { content: 'c\u0000', relatedFeedId: post.data.id }],
      ['updateFeed', { feedId: post.data.id, content: 'x\u001b[31m' }],
      ['postChat', { chatchannelId: channel.data.id, message: { content: 'hi\u0000' } }],
      ['savePersonals', { first_name: 'Ana\u0000' }],
      ['savePersonals', { about: 'about\u009f' }],
      ['searchUser', { name: 'cont\u0000' }],
      ['searchMentions', { name: 'cont\u0000' }],
    ];
    for (const [action, payload] of open) {
      const answer = await server.open(action, payload);
      expect({ action, status: answer.status, code: answer.error?.code }).toEqual({
        action,
        status: 400,
        code: 'invalidCharacters',
      });
    }
    for (const [action, payload] of secured) {
      const answer = await server.secured(ana.token, action, payload);
      expect({ action, status: answer.status, code: answer.error?.code }).toEqual({
        action,
        status: 400,
        code: 'invalidCharacters',
      });
    }
    // Line breaks and tabs are text.
    expect((await server.secured(ana.token, 'post', { content: 'two\nlines\tand a tab' })).status).toBe(202);
    expect((await server.secured(ana.token, 'savePersonals', { about: 'line one\nline two' })).status).toBe(202);
  });
});

describe('the log of a failed statement', () => {
  it('names the statement but never its parameters (an email, a password hash)', async () => {
    // Any statement failure will do: the database refuses this one first name.
    await server.app.services.db.execute(
      sql`alter table users add constraint test_refuse_boom check (first_name is distinct from 'Boom')`,
    );
    const answer = await server.open('register', {
      username: 'logvictim',
      email: 'private.person@example.com',
      password: 'Str0ng!pass',
      passwordConfirm: 'Str0ng!pass',
      first_name: 'Boom',
    });
    expect(answer.error).toMatchObject({ code: 'internalError' });
    expect(answer.status).toBe(500);
    expect(answer.error?.code).toBe('internalError');
    const logged = lines.join('');
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('test_refuse_boom');
    expect(logged).not.toContain('private.person@example.com');
    expect(logged).not.toContain('$argon2');
  });
});
