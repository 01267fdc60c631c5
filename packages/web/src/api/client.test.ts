import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { call } from './client';
import { getToken, onUnauthenticated, setToken } from './session';

function reply(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

describe('call', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('posts open actions to /api/handle, with the token when signed in (passkeyOptions needs it), and returns data', async () => {
    setToken('secret');
    const fetchMock = reply(202, { data: { available: true } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(call('namecheck', { name: 'player1' })).resolves.toEqual({ available: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/handle');
    expect(JSON.parse(init.body as string)).toEqual({ action: 'namecheck', payload: { name: 'player1' } });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret');
  });

  it('sends the bearer token with secured actions', async () => {
    setToken('secret');
    const fetchMock = reply(202, { data: { loggedOut: true } });
    vi.stubGlobal('fetch', fetchMock);
    await call('logout');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/securedHandle');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret');
  });

  it('throws an ApiError carrying the code and field', async () => {
    vi.stubGlobal('fetch', reply(400, { error: { code: 'usernameTaken', description: 'taken', field: 'username' } }));
    const error = await call('namecheck', { name: 'player1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'usernameTaken', status: 400, field: 'username' });
  });

  it('maps unknown or missing bodies to internalError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 502 })));
    await expect(call('namecheck', { name: 'player1' })).rejects.toMatchObject({ code: 'internalError', status: 502 });
  });

  it('clears the session and reports a 401 on a secured action', async () => {
    setToken('expired');
    localStorage.setItem('language', 'tr');
    const handler = vi.fn();
    const stop = onUnauthenticated(handler);
    vi.stubGlobal('fetch', reply(401, { error: { code: 'unauthenticated', description: 'ended' } }));
    await expect(call('user')).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('language')).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
    stop();
  });
});
