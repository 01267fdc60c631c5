import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getOneFeed', () => {
  it("hides a frozen author's post, as if it did not exist (issue 16, item 9)", async () => {
    const author = await signUp(server, 'icedauthor');
    const posted = await server.secured<{ id: number; share: string }>(author.token, 'post', {
      content: 'soon hidden',
    });
    const read = () => server.open('getOneFeed', { share: posted.data.share });
    expect((await read()).status).toBe(202);

    await server.secured(author.token, 'freezeAccount');
    const hidden = await read();
    expect(hidden.status).toBe(404);
    expect(hidden.error?.code).toBe('postNotFound');
    expect(JSON.stringify(hidden)).not.toContain('soon hidden');
  });
});
