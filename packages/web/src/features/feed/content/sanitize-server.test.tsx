// The server's sanitiser must draw what the browser's draws, or hydrating a shared post would not match: every
// case here is rendered through RichContent with DOMPurify (the browser) and with sanitize-html (the server).
// Broken markup (`<p>a <b>b<p>c`) is mended differently by the two parsers; stored posts never hold it (the server
// cleans them with sanitize-html when they are written, which writes well-formed markup), and were one to, the
// browser would draw it anew after a hydration mismatch: slower, never unsafe.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RichContent } from './RichContent';
import { setServerSanitizer } from './sanitize';
import { sanitizeOnServer } from './sanitize-server';

const file = '/files/abcdefghijklmnopqrstuv.png';
const draw = (html: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RichContent html={html} />
    </MemoryRouter>,
  );

afterEach(() => setServerSanitizer(null));

describe('the server draws a post as the browser does', () => {
  it.each([
    '<p>GG <strong>wp</strong> <em>team</em> #ranked #duo</p>',
    '<p>a &lt;b&gt; &amp; "q" \'s\'</p><ul><li>one</li><li>two</li></ul><pre><code>#no tag</code></pre>',
    '<p><span data-type="mention" data-id="3" data-label="kaan" class="mention">@kaan</span> hi</p>',
    '<p><mark style="background-color: #ff0; position: fixed" data-color="#ff0">m</mark></p>',
    `<p><img src="${file}" alt="x" onerror="alert(1)"></p><img src="https://tracker.example/p.gif">`,
    '<p><a href="https://example.com/a" onclick="x()">ok</a> <a href="javascript:alert(1)">js</a></p>',
    '<a href="//evil.example">x</a><a href="data:text/html,x">d</a><a href="mailto:a@b.c">m</a>',
    '<iframe src="https://www.youtube.com/embed/x"></iframe><iframe src="https://evil.example/x"></iframe>',
    '<script>alert(1)</script><style>p{}</style><svg onload="alert(1)"><circle/></svg><p>after</p>',
    '<p>nul\u0000here</p><!-- a comment --><h2>title</h2><blockquote>q</blockquote><hr><br>',
  ])('%s', (html) => {
    const browser = draw(html);
    setServerSanitizer(sanitizeOnServer);
    expect(draw(html)).toBe(browser);
    expect(browser.toLowerCase()).not.toMatch(/<script|onerror|onclick|onload|javascript:/);
  });
});
