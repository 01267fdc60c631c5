// The built web app's files through the one wildcard route: compressed copies, caching, the app's own page for
// any other address that wants HTML, and nothing but what the build meant to publish.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-dist-'));
const script = `console.log(${JSON.stringify('gamefolk '.repeat(200))});`;
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><title>Gamefolk · The social network for gamers</title><body>the app shell</body>',
);
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), script);
fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Gamefolk"}');
fs.mkdirSync(path.join(dist, '.prerendered', 'en'), { recursive: true });
fs.writeFileSync(path.join(dist, '.prerendered', 'en', 'about.html'), '<!doctype html><title>about</title>');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ webDist: dist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (address: string, headers: Record<string, string> = {}) => fetch(`${server.url}${address}`, { headers });

describe('the built web app', () => {
  it('sends a built file compressed as built, cached for good when its name carries its hash', async () => {
    const response = await get('/assets/main-abc123.js', { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toBe(script);
    const plain = await get('/manifest.webmanifest', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(await plain.json()).toEqual({ name: 'Gamefolk' });
    expect((await fetch(`${server.url}/assets/main-abc123.js`, { method: 'HEAD' })).status).toBe(200);
  });

  it("answers any other page address with the app's page, and anything else with not found", async () => {
    for (const address of ['/feed', '/lobbies/42', '/assets', '/assets/']) {
      const page = await get(address, { accept: 'text/html' });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('the app shell');
    }
    expect((await get('/assets/missing-000.js')).status).toBe(404);
    const api = await get('/api/nothing-here', { accept: 'text/html' });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: 'notFound' } });
  });

  it("sends the app's page in the language the app will show: the browser's, or the one the player chose", async () => {
    const turkish = await (await get('/feed', { accept: 'text/html', 'accept-language': 'tr-TR,tr;q=0.9' })).text();
    expect(turkish).toContain('<html lang="tr"');
    expect(turkish).toContain('<title>Gamefolk · Oyuncuların sosyal ağı</title>');
    const chosen = await get('/lobbies/42', {
      accept: 'text/html',
      'accept-language': 'tr-TR',
      cookie: 'language=es',
    });
    expect(chosen.headers.get('vary')).toContain('accept-language');
    const spanish = await chosen.text();
    expect(spanish).toContain('<html lang="es"');
    expect(spanish).toContain('<title>Gamefolk · La red social para gamers</title>');
    expect(await (await get('/feed', { accept: 'text/html' })).text()).toContain('<html lang="en"');
  });

  it('never sends the prerendered sources or a file outside the build', async () => {
    for (const address of ['/.prerendered/en/about.html', '/%2Eprerendered/en/about.html', '/../package.json']) {
      const response = await get(address);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('about');
    }
  });
});
