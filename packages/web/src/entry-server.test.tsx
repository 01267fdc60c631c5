// @vitest-environment node
// A shared post rendered on the server (issue 23, item 6): no browser globals, the browser's allow-list applied by
// sanitize-html, so a hostile post is inert in the HTML the server sends.
import { describe, expect, it } from 'vitest';
import {
  pageDocument,
  prerenderedPaths,
  queriesBlock,
  renderPage,
  renderSharedPost,
  startOnIntent,
} from './entry-server';
import { feedItem } from './test/feed-item';
import template from '../index.html?raw';

const post = (content: string) => feedItem({ share: 'abc123', content, hitCount: 2, commentCount: 1 });

/** The post's card, without the page's own icons and header around it. */
const card = (html: string) => /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';

// The first render loads jsdom and the whole app: slow on a busy machine.
describe('renderSharedPost', { timeout: 60_000 }, () => {
  it("draws the post in the visitor's language, with the cache the browser starts from", async () => {
    const { page, queries } = await renderSharedPost('abc123', 'tr', { post: post('<p>GG <strong>wp</strong></p>') });
    expect(page.html).toContain('<strong>wp</strong>');
    expect(page.html).toContain('Kaan Y');
    expect(page.html).toContain('Gamefolk, oyuncuların sosyal ağı');
    expect(page.html).not.toContain('aria-busy');
    expect(queries.queries).toHaveLength(1);
    expect(queries.queries[0]!.queryKey).toEqual(['feed', 'one', 'abc123']);
    expect(queries.queries[0]!.state.data).toMatchObject({ share: 'abc123' });
  });

  it('renders a hostile post inert: no script, no handler, no javascript: link, no NUL', async () => {
    const hostile =
      '<p>hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">tap</a>' +
      '<a href="https://example.com" onclick="alert(4)">ok</a><iframe src="https://evil.test/"></iframe>' +
      '<svg onload="alert(5)"></svg><style>body{display:none}</style>\u0000</p>';
    const { page } = await renderSharedPost('abc123', 'en', { post: post(hostile) });
    const html = card(page.html).toLowerCase();
    expect(html).toContain('hi');
    for (const bad of [
      '<script',
      'alert(',
      'onerror',
      'onclick',
      'onload',
      'javascript:',
      '<iframe',
      '<style',
      '\u0000',
    ])
      expect(html).not.toContain(bad);
    expect(page.html).toContain('href="https://example.com"');
    expect(page.html).toContain('rel="nofollow noopener noreferrer ugc"');
  });

  it('renders a 1 MB text whole, escaped', async () => {
    const text = `<p>${'<&> x '.repeat(200_000)}</p><script>alert(1)</script>`;
    const { page } = await renderSharedPost('abc123', 'en', { post: post(text) });
    expect(card(page.html).length).toBeGreaterThan(1_200_000);
    expect(card(page.html)).toContain('&lt;&amp;&gt; x');
    expect(page.html).not.toContain('<script');
  });

  it('renders a post as long as a post may be, every word in a tag of its own', async () => {
    const { page } = await renderSharedPost('abc123', 'en', { post: post(`<p>${'<b>x</b>'.repeat(2_500)}</p>`) });
    expect(card(page.html).match(/<b>x<\/b>/g)).toHaveLength(2_500);
  });

  it('draws a missing post as missing, and a deleted one as deleted, with no post data', async () => {
    const missing = await renderSharedPost('nope', 'en', { missing: { code: 'postNotFound' } });
    expect(missing.page.html).toContain('Post not found');
    expect(missing.queries.queries[0]!.state.status).toBe('error');
    const deleted = await renderSharedPost('abc123', 'es', { post: { ...post(''), is_deleted: true } });
    expect(deleted.page.html).toContain('Esta publicación fue eliminada');
    const link = await renderSharedPost('undefined', 'en', null);
    expect(link.page.html).toContain('This post was deleted');
    expect(link.queries.queries).toHaveLength(0);
  });

  it('puts the cache in a JSON block that no text can close', () => {
    const block = queriesBlock({
      mutations: [],
      queries: [{ content: '</script><script>alert(1)</script>' }],
    } as never);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block.slice(block.indexOf('>') + 1, -'</script>'.length))).toEqual({
      mutations: [],
      queries: [{ content: '</script><script>alert(1)</script>' }],
    });
  });
});

describe('pages that start their app on intent', { timeout: 60_000 }, () => {
  it('marks the app script for boot.js; a shared post keeps its buttons live, a sign-in form works at once', async () => {
    const { page, queries } = await renderSharedPost('abc123', 'en', { post: post('<p>GG</p>') });
    const shared = startOnIntent(pageDocument(template, page, 'en', queriesBlock(queries)));
    expect(shared).toMatch(/<script type="text\/x-gamefolk-app" data-start="intent"[^>]* src="\/src\/main.tsx"/);
    expect(shared).toContain('<fieldset id="root" role="none" data-rendered="en"><');
    expect(shared).toContain('id="rendered-queries"');

    // Issue 47 item 1: the form takes focus, typing and autofill before the app has come.
    const login = startOnIntent(pageDocument(template, await renderPage('/login', 'es'), 'es'));
    expect(login).toContain(' data-start="intent"');
    expect(login).toContain('<fieldset id="root" role="none" data-rendered="es">');
    expect(login).toMatch(/<form[^>]* method="post"/);
    expect(login).toMatch(/<input[^>]* name="password"/);
    expect(() => startOnIntent(template)).toThrow(/lost its app script/);
  });
});

describe('robots in the HTML', { timeout: 60_000 }, () => {
  const noindex = '<meta name="robots" content="noindex" />';

  it('prerenders the legal, FAQ and one-pager pages with noindex, and the indexable ones without', async () => {
    for (const path of ['/privacy-policy', '/terms-of-service', '/one-pager', '/faq']) {
      expect(prerenderedPaths).toContain(path);
      for (const language of ['en', 'tr', 'es'] as const) {
        const document = pageDocument(template, await renderPage(path, language), language);
        expect(document, `${language}${path}`).toContain(noindex);
      }
    }
    for (const path of ['/', '/login', '/register', '/about-us', '/mission']) {
      expect(pageDocument(template, await renderPage(path, 'en'), 'en'), path).not.toContain('name="robots"');
    }
  });

  it('serves every page that is not prerendered (/shop and the app) from a shell that says noindex', () => {
    expect(prerenderedPaths).not.toContain('/shop');
    expect(template).toContain(noindex);
  });
});
