import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { loadConfig } from '../../config.js';

let server: TestServer | undefined;
afterEach(() => server?.close());

describe('getAuthProviders', () => {
  it('offers no provider the server has no keys for', async () => {
    server = await startTestServer({
      google: { ...loadConfig({}).google, clientId: undefined },
      giphy: { ...loadConfig({}).giphy, apiKey: undefined },
    });
    const answer = await server.open('getAuthProviders');
    expect(answer.data).toEqual({ google: false, steam: true, googleClientId: null, gifs: false });
  });

  it('offers Google, with the client id its button needs, once it is configured', async () => {
    server = await startTestServer({
      google: { ...loadConfig({}).google, clientId: 'abc.apps.googleusercontent.com' },
      giphy: { ...loadConfig({}).giphy, apiKey: undefined },
    });
    const answer = await server.open('getAuthProviders');
    expect(answer.data).toEqual({
      google: true,
      steam: true,
      googleClientId: 'abc.apps.googleusercontent.com',
      gifs: false,
    });
  });
});
