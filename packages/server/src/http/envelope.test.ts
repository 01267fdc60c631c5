import { actions } from '@gamefolk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../actions/index.js';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const securedActions = Object.values(actions).filter((a) => a.access === 'secured');

describe('the call envelope', () => {
  it('has a handler for every action of the contract', () => {
    expect(handlers.map((h) => h.action.name).sort()).toEqual(Object.keys(actions).sort());
  });

  it.each(securedActions.map((a) => a.name))('answers %s without a valid token with 401', async (name) => {
    for (const token of [undefined, 'made-up-token']) {
      const answer = await server.secured(token, name, {});
      expect(answer.status).toBe(401);
      expect(answer.error?.code).toBe('unauthenticated');
    }
  });

  it('answers an unknown action, or an action on the wrong endpoint, with 404', async () => {
    expect((await server.open('dropTables')).status).toBe(404);
    expect((await server.open('user')).error?.code).toBe('unknownAction');
    expect((await server.open('__proto__')).status).toBe(404);
  });

  it('answers malformed bodies with 400 or 415 and a code, never a stack', async () => {
    const bad = await fetch(`${server.url}/api/handle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"action": "auth", ',
    });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(JSON.parse(text).error.code).toBe('invalidJson');
    expect(text).not.toMatch(/at .*\.(ts|js):\d+|SyntaxError|Unexpected/);

    const form = await fetch(`${server.url}/api/handle`, { method: 'POST', body: 'action=auth' });
    expect(form.status).toBe(415);
    expect((await form.json()).error.code).toBe('unsupportedMediaType');
  });

  it('names the field of a broken rule', async () => {
    const answer = await server.open('auth', { login: 'someone' });
    expect(answer).toMatchObject({ status: 400, error: { code: 'fieldRequired', field: 'password' } });
  });

  it('reports health once the database answers, with security headers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
