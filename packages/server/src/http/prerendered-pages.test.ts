// The public pages the web build prerenders per language (issue 23, item 6): sent at first byte in the visitor's
// language, compressed; a shared post's frame gets the post's preview tags.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-dist-'));
const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta name="description" content="Gamefolk" />` +
  `<title>${body}</title></head><body><fieldset id="root" data-rendered="${lang}">${body}</fieldset></body></html>`;
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Gamefolk</title><script src="/boot.js"></script></head><body></body></html>',
);
// What the build says each route loads (packages/web/scripts/prerender.mjs), and a file the shop's pages show.
const texts = (name: string) => ({
  en: [`assets/${name}-en.js`],
  tr: [`assets/${name}-tr.js`],
  es: [`assets/${name}-es.js`],
});
fs.writeFileSync(
  path.join(dist, '.route-preloads.json'),
  JSON.stringify({
    texts: texts('common'),
    shell: { files: ['assets/AppLayout.js', 'assets/shared.js'], texts: texts('pages') },
    routes: [
      {
        path: '/lobby',
        shell: 'signedIn',
        files: ['assets/LobbiesPage.js', 'assets/shared.js'],
        texts: texts('lobbies'),
      },
      { path: '/shop', shell: 'adaptive', files: ['assets/ShopPage.js'], texts: texts('shop') },
      { path: '/shop/:id', shell: 'adaptive', files: ['assets/ProductPage.js'], texts: texts('shop') },
      { path: '/activate/:userKey', shell: 'none', files: ['assets/ActivatePage.js'], texts: texts('auth') },
      { path: '/*', shell: 'adaptive', files: ['assets/NotFoundPage.js'], texts: texts('pages') },
    ],
  }),
);
fs.mkdirSync(path.join(dist, 'shop'));
fs.writeFileSync(path.join(dist, 'shop', 'hoodie.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
for (const [lang, welcome, login] of [
  ['en', 'Welcome to Gamefolk', 'Welcome back'],
  ['tr', "Gamefolk'a hoş geldin", 'Tekrar hoş geldin'],
  ['es', 'Bienvenido a Gamefolk', 'Hola de nuevo'],
]) {
  fs.mkdirSync(path.join(dist, '.prerendered', lang!), { recursive: true });
  fs.writeFileSync(path.join(dist, '.prerendered', lang!, 'index.html'), page(lang!, welcome!.repeat(40)));
  fs.writeFileSync(path.join(dist, '.prerendered', lang!, 'login.html'), page(lang!, login!));
  fs.mkdirSync(path.join(dist, '.prerendered-shared'), { recursive: true });
  fs.writeFileSync(path.join(dist, '.prerendered-shared', `${lang}.html`), page(lang!, `post frame ${lang}`));
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ webDist: dist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (address: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${address}`, { headers: { accept: 'text/html', ...headers } });

describe('prerendered public pages', () => {
  it("sends the page in the browser's language, the saved choice (cookie) first, English otherwise", async () => {
    expect(await (await get('/login', { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' })).text()).toContain(
      'Tekrar hoş geldin',
    );
    expect(await (await get('/login', { 'accept-language': 'de-DE,es;q=0.8' })).text()).toContain('Hola de nuevo');
    const chosen = await get('/login', { 'accept-language': 'tr-TR', cookie: 'theme=dark; language=es' });
    expect(await chosen.text()).toContain('Hola de nuevo');
    expect(chosen.headers.get('vary')).toContain('cookie');
    expect(await (await get('/login', { 'accept-language': 'fr-FR', cookie: 'language=xx' })).text()).toContain(
      'Welcome back',
    );
    expect(await (await get('/')).text()).toContain('Welcome to Gamefolk');
  });

  it('compresses the page for a browser that accepts brotli', async () => {
    const response = await get('/', { 'accept-encoding': 'br, gzip', 'accept-language': 'es' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length') ?? 0)).toBeLessThan(1000);
    expect(await response.text()).toContain('Bienvenido a Gamefolk');
  });

  it('answers an API-style request for a page address as not found, as before', async () => {
    const response = await fetch(`${server.url}/login`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(404);
  });

  it("puts a shared post's preview into the frame rendered in the visitor's language", async () => {
    const ali = await signUp(server, 'framer');
    const posted = await server.secured<{ share: string }>(ali.token, 'post', { content: 'GG $& well played' });
    const response = await get(`/shared/${posted.data.share}`, { 'accept-language': 'tr' });
    const html = await response.text();
    expect(html).toContain('post frame tr');
    expect(html).toContain('<meta property="og:description" content="GG $&amp; well played" />');
    expect(html).toContain('<title>framer (@framer) on Gamefolk</title>');
    // A deleted post's link is the app's own page (it says the post is gone), not the frame of a post to come.
    expect(await (await get('/shared/undefined')).text()).not.toContain('post frame');
  });

  it("preloads what a cold load of an app page needs from its HTML, a signed-in page's only with a session", async () => {
    const lobby = await (await get('/lobby', { cookie: 'language=es' })).text();
    const links = [...lobby.matchAll(/<link rel="([^"]+)"[^>]*href="([^"]+)"/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    );
    expect(links).toEqual([
      'modulepreload /assets/common-es.js',
      'x-gamefolk-modulepreload /assets/LobbiesPage.js',
      'x-gamefolk-modulepreload /assets/shared.js',
      'x-gamefolk-modulepreload /assets/lobbies-es.js',
      'x-gamefolk-modulepreload /assets/AppLayout.js',
      'x-gamefolk-modulepreload /assets/pages-es.js',
    ]);
    // boot.js, which turns them into preloads when there is a session, reads them as it runs: they come before it.
    expect(lobby.indexOf('<script src="/boot.js">')).toBeGreaterThan(lobby.lastIndexOf('<link '));
    // Open to everyone: the page's own files for all, the signed-in shell's for a player.
    const shop = await (await get('/shop', { 'accept-language': 'tr' })).text();
    expect(shop).toContain('<link rel="modulepreload" crossorigin href="/assets/ShopPage.js" />');
    expect(shop).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-tr.js" />');
    expect(shop).toContain(
      '<link rel="x-gamefolk-modulepreload" data-session crossorigin href="/assets/AppLayout.js" />',
    );
    const activate = await (await get('/activate/abc')).text();
    expect(activate).toContain('<link rel="modulepreload" crossorigin href="/assets/ActivatePage.js" />');
    expect(activate).not.toContain('AppLayout');
  });

  it("keeps serving the build's files where a page's address has a parameter, and unknown pages as before", async () => {
    const hoodie = await fetch(`${server.url}/shop/hoodie.svg`);
    expect(hoodie.status).toBe(200);
    expect(await hoodie.text()).toContain('<svg');
    // The app's page, titled in the visitor's language (English here) until the app names the page.
    expect(await (await get('/no/such/page')).text()).toBe(
      fs
        .readFileSync(path.join(dist, 'index.html'), 'utf8')
        .replace('<title>Gamefolk</title>', '<title>Gamefolk · The social network for gamers</title>'),
    );
    const asJson = await fetch(`${server.url}/lobby`, { headers: { accept: 'application/json' } });
    expect(asJson.status).toBe(404);
  });
});
