import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Suggestion = { id: number; name: string; fullname: string | null; type: number };

describe('mention suggestions', () => {
  it('suggest people whose username, first or last name starts with the text: the exact username first, then the shortest', async () => {
    const tag = `m${Date.now() % 100000}`;
    const viewer = await signUp(server);
    const exact = await signUp(server, `${tag}zor`);
    const longer = await signUp(server, `${tag}zorluplayer`);
    const shorter = await signUp(server, `${tag}zorl`);
    const byLastName = await signUp(server, `${tag}ecekaplan`);
    await server.secured(byLastName.token, 'savePersonals', { first_name: 'Ece', last_name: `${tag}Zorba` });
    const frozen = await signUp(server, `${tag}zorfrozen`);
    await server.secured(frozen.token, 'freezeAccount');
    const blocker = await signUp(server, `${tag}zorblock`);
    await server.secured(blocker.token, 'blockuser', { blocked_user_id: viewer.id });
    // "_" is a letter here, not a wildcard: it must not match "x".
    await signUp(server, `${tag}zxr`);

    const suggest = async (name: string) =>
      (await server.secured<Suggestion[]>(viewer.token, 'searchMentions', { name })).data;

    const found = await suggest(`@${tag}ZOR`);
    expect(found.map((s) => s.id)).toEqual([exact.id, shorter.id, byLastName.id, longer.id]);
    expect(found.every((s) => s.type === 1)).toBe(true);
    expect((await suggest(`@${tag}z_r`)).map((s) => s.id)).toEqual([]);
    expect((await suggest(`${tag}zorlu`)).map((s) => s.name)).toEqual([`${tag}zorluplayer`]);
  });
});
