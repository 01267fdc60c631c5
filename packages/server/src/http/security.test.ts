import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ cdnUrl: 'https://cdn.gamefolk.test/files' });
});
afterAll(() => server.close());

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('Content-Security-Policy', () => {
  it('lets pages connect and load images only from our origin, CDN_URL, Google and the push services (issue 16, item 9)', async () => {
    const policy = (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy') ?? '';
    const connect = directive(policy, 'connect-src');
    const img = directive(policy, 'img-src');
    expect(connect).toContain("'self'");
    expect(connect).toContain('https://cdn.gamefolk.test');
    expect(connect).toContain('https://fcm.googleapis.com');
    for (const any of ['ws:', 'wss:', 'https:', '*']) {
      expect(connect).not.toContain(any);
      expect(img).not.toContain(any);
    }
    expect(img).toEqual(expect.arrayContaining(["'self'", 'https://cdn.gamefolk.test']));
    // GIFs picked from GIPHY are shown from its media hosts (issue 32).
    expect(img).toContain('https://*.giphy.com');
    expect(directive(policy, 'media-src')).toContain('https://*.giphy.com');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  });
});
