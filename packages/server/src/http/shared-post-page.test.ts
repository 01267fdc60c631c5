// `/shared/{share}` rendered per request (issue 23, item 6). The web build's server entry is stood in for by a
// module that writes down what it was asked to render: these tests are about what the server looks up, answers and
// embeds; packages/web/src/entry-server.test.tsx renders for real, and e2e/ checks the two together.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta name="description" content="Gamefolk" /><title>Gamefolk</title>' +
    '</head><body><div id="root"><!--app--><!--/app--></div></body></html>',
);
fs.mkdirSync(path.join(dist, '.ssr'));
fs.writeFileSync(
  path.join(dist, '.ssr', 'entry-server.js'),
  `export async function renderSharedPost(share, language, lookup) {
     if (share === 'boom') throw new Error('a bug');
     const html = JSON.stringify({ share, language, lookup }).replace(/</g, '&lt;');
     return { page: { html, title: 'Post', status: 200 }, queries: { queries: [{ lookup }] } };
   }
   export function pageDocument(template, page, language, extraHead) {
     return template.replace('</head>', () => extraHead + '</head>').replace('<!--app-->', () => page.html);
   }
   export function startOnIntent(document) {
     return document.replace('<html', () => '<html data-start-on-intent');
   }
   export function queriesBlock(queries) {
     return '<script type="application/json" id="rendered-queries">' +
       JSON.stringify(queries).replace(/</g, '\\\\u003c') + '</script>';
   }`,
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ webDist: dist });
  // Until the renderer's worker has loaded the entry, the build's frame goes out: wait for the first rendered page.
  const warmup = () => fetch(`${server.url}/shared/warmup`, { headers: { accept: 'text/html' } }).then((r) => r.text());
  await vi.waitFor(async () => expect(await warmup()).toContain('rendered-queries'), {
    timeout: 30_000,
    interval: 100,
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (address: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${address}`, { headers: { accept: 'text/html', ...headers } });
  const html = await response.text();
  const rendered = /<div id="root">(.*?)<!--\/app-->/s.exec(html)?.[1] ?? '';
  const queries = /<script type="application\/json" id="rendered-queries">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    status: response.status,
    html,
    rendered: rendered.startsWith('{')
      ? (JSON.parse(rendered.replace(/&lt;/g, '<')) as Record<string, unknown>)
      : undefined,
    queries: queries ? (JSON.parse(queries) as { queries: unknown[] }) : undefined,
  };
};

describe('a shared post rendered by the server', () => {
  it("renders the post as getOneFeed answers it, in the visitor's language, and embeds it for the browser", async () => {
    const ali = await signUp(server, 'rendered');
    const posted = await server.secured<{ share: string }>(ali.token, 'post', { content: '<p>GG</p>' });
    const answer = await server.open<unknown>('getOneFeed', { share: posted.data.share });
    const { status, html, rendered, queries } = await page(`/shared/${posted.data.share}`, {
      'accept-language': 'tr-TR,tr;q=0.9',
    });
    expect(status).toBe(200);
    expect(rendered).toEqual({ share: posted.data.share, language: 'tr', lookup: { post: answer.data } });
    expect(queries).toEqual({ queries: [{ lookup: { post: answer.data } }] });
    // The link preview is still in the head.
    expect(html).toContain('<meta property="og:title" content="rendered (@rendered) on Gamefolk" />');
    // A visitor who only reads it downloads no app; its buttons are live, so a tap before the app is made again.
    expect(html).toContain('<html data-start-on-intent');
  });

  it('keeps hostile text inside its JSON block and answers it whole', async () => {
    const eve = await signUp(server, 'hostile');
    const named = await server.secured(eve.token, 'savePersonals', { first_name: '</script><script>alert(1)' });
    expect(named.status).toBe(202);
    const posted = await server.secured<{ share: string }>(eve.token, 'post', {
      content: `<p>${'x<!-- '.repeat(999)}</p>`,
    });
    expect(posted.status).toBe(202);
    const { status, html, queries } = await page(`/shared/${posted.data.share}`);
    expect(status).toBe(200);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.stringify(queries)).toContain('</script><script>alert(1)');
  });

  it('answers 404 with the page that says so for a missing, deleted or hidden post and the deleted link', async () => {
    const bora = await signUp(server, 'gone404');
    const posted = await server.secured<{ id: number; share: string }>(bora.token, 'post', { content: 'soon gone' });
    await server.secured(bora.token, 'deleteFeed', { id: posted.data.id });

    const deleted = await page(`/shared/${posted.data.share}`);
    expect(deleted.status).toBe(404);
    expect(deleted.rendered?.lookup).toMatchObject({ post: { is_deleted: true } });
    const unknown = await page('/shared/nosuchpost');
    expect(unknown.status).toBe(404);
    expect(unknown.rendered?.lookup).toEqual({ missing: { code: 'postNotFound' } });
    const link = await page('/shared/undefined');
    expect(link.status).toBe(404);
    expect(link.rendered?.lookup).toBeNull();
    for (const hostile of ['%00', 'x'.repeat(90), '%E0%A4%A', "a'%22%3Cb%3E"]) {
      const answer = await page(`/shared/${hostile}`);
      // Fastify itself refuses some addresses (400); none is an error of ours.
      expect([400, 404]).toContain(answer.status);
    }
  });

  it("sends the build's frame when rendering fails, so the browser still draws the post", async () => {
    const { status, html } = await page('/shared/boom');
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"><!--app-->');
  });
});
