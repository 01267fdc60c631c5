// The provider helper against a real loopback server: JSON, 429 with Retry-After waited then retried, a wait too long
// refused at once, 5xx, a dead port and a timeout all turned into providerUnavailable, and no key in any message.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderHttpError, ProviderUnavailable, providerFetch, redactUrl, retryAfterMs } from './provider-fetch.js';

let url: string;
let server: http.Server;
const script: { status: number; body: string; headers?: Record<string, string>; delayMs?: number }[] = [];
let hits = 0;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    hits++;
    const next = script.shift() ?? { status: 200, body: '{"ok":true}' };
    setTimeout(
      () => res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers }).end(next.body),
      next.delayMs ?? 0,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api?key=SECRET123`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('providerFetch', () => {
  it('parses JSON, dropping NUL characters PostgreSQL could not store', async () => {
    script.push({ status: 200, body: '{"response":{"games":[{"name":"Por\\u0000tal"}]}}' });
    expect((await providerFetch(url, { provider: 'test' })).data).toEqual({
      response: { games: [{ name: 'Portal' }] },
    });
  });

  it("waits a 429's Retry-After, then retries and answers", async () => {
    hits = 0;
    script.push({ status: 429, body: '', headers: { 'retry-after': '1' } }, { status: 200, body: '{"ok":1}' });
    const started = Date.now();
    expect((await providerFetch(url, { provider: 'test' })).data).toEqual({ ok: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(hits).toBe(2);
  });

  it('gives up at once on a Retry-After longer than it may wait, saying when to come back', async () => {
    script.push({ status: 429, body: '', headers: { 'retry-after': '120' } });
    const error = await providerFetch(url, { provider: 'test' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as ProviderUnavailable).headers['retry-after']).toBe('120');
    expect((error as ProviderUnavailable).status).toBe(503);
  });

  it('turns 5xx, a timeout and a dead port into providerUnavailable without the key in the message', async () => {
    script.push({ status: 502, body: '<html>bad gateway</html>' });
    const bad = await providerFetch(url, { provider: 'test' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ProviderUnavailable);
    expect((bad as Error).message).not.toContain('SECRET123');

    script.push({ status: 200, body: '{}', delayMs: 500 });
    const slow = await providerFetch(url, { provider: 'test', timeoutMs: 100 }).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(ProviderUnavailable);
    expect((slow as Error).message).toContain('timeout');

    const dead = await providerFetch('http://127.0.0.1:1/x?key=SECRET123', { provider: 'test' }).catch(
      (e: unknown) => e,
    );
    expect(dead).toBeInstanceOf(ProviderUnavailable);
    expect((dead as Error).message).not.toContain('SECRET123');
  });

  it('hands other 4xx to the caller with their body', async () => {
    script.push({ status: 403, body: '{"playerstats":{"success":false}}' });
    const error = await providerFetch(url, { provider: 'test' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderHttpError);
    expect(error).toMatchObject({ status: 403, data: { playerstats: { success: false } } });
  });

  it('reads Retry-After as seconds or a date, and redacts query strings', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(redactUrl('https://api.example/x/y?key=abc&steamid=1')).toBe('https://api.example/x/y');
  });
});

// Issue 40 item 5: an answer was read whole before the 8 MB check, so a provider streaming without end cost memory.
describe('an answer past its limit', () => {
  it('is dropped the moment it passes 8 MB, without a content-length, and the rest is never read', async () => {
    let sent = 0;
    let closed = false;
    const endless = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(256 * 1024, 1);
      const more = () => {
        // 64 MB at most, should the client never let go.
        while (!closed && sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      res.on('close', () => (closed = true));
      more();
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    try {
      const at = `http://127.0.0.1:${(endless.address() as AddressInfo).port}/cover.jpg`;
      const error = await providerFetch(at, { provider: 'igdb', as: 'bytes' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderUnavailable);
      expect((error as Error).message).toContain('oversized');
      await expect.poll(() => closed, { timeout: 5000 }).toBe(true);
      // What was written before the drop: the limit, and what sockets and buffers held beside it.
      expect(sent).toBeLessThan(24 * 1024 * 1024);
    } finally {
      endless.closeAllConnections();
      await new Promise<void>((resolve) => endless.close(() => resolve()));
    }
  });

  it('is refused before reading when its content-length says it is too large', async () => {
    script.push({ status: 200, body: '{}', headers: { 'content-length': String(9 * 1024 * 1024) } });
    const error = await providerFetch(url, { provider: 'test' }).catch((e: unknown) => e);
    expect((error as Error).message).toContain('oversized');
  });
});
