import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signUp(server)).token;
});
afterAll(() => server.close());

/** Inputs that try to run script, load outside content or break out of the markup. */
const corpus = [
  '<script>alert(1)</script>hello',
  '<img src=x onerror=alert(1)>hello',
  '<img src="/files/aaaaaaaaaaaaaaaaaaaaaa.png" onerror="alert(1)">hello',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">click</a>',
  '<svg onload=alert(1)><circle r=5></circle></svg>hello',
  '<svg><script>alert(1)</script></svg>hello',
  '<iframe src="https://evil.example.com/"></iframe>hello',
  '<iframe src="javascript:alert(1)"></iframe>hello',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>hello',
  '<p style="background:url(javascript:alert(1))">hello</p>',
  '<mark style="background-color: expression(alert(1))">hello</mark>',
  '<div onclick="alert(1)">hello</div>',
  '<object data="x.swf"></object>hello',
  '<embed src="x.swf">hello',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>hello',
  '<form action="https://evil.example.com"><input name=a></form>hello',
  '<base href="https://evil.example.com/">hello',
  '<meta http-equiv="refresh" content="0;url=https://evil.example.com">hello',
  '<p>hello<img src=x onerror="alert(1)"',
  '"><script>alert(1)</script><p>hello',
  '<<script>script>alert(1)<</script>/script>hello',
  '<style>body{display:none}</style>hello',
  '<span data-type="mention" data-id="1" onmouseover="alert(1)">hello</span>',
  '<img src="https://tracker.example.com/pixel.gif">hello',
];

const dangerous =
  /<script|onerror|onload|onclick|onmouseover|javascript:|data:text|<iframe(?![^>]*src="https:\/\/www\.youtube)|<svg|<object|<embed|<form|<base|<meta|<style|expression\(|srcdoc|tracker\.example/i;

describe('stored content is harmless', () => {
  it.each(corpus)('%s', async (payload) => {
    const answer = await server.secured<{ content: string }>(token, 'post', { content: payload });
    if (answer.status === 400) {
      expect(answer.error?.code).toBe('emptyPost');
      return;
    }
    expect(answer.status).toBe(202);
    expect(answer.data.content).not.toMatch(dangerous);
  });

  it('keeps embeds from allowed video hosts and formatting', async () => {
    const answer = await server.secured<{ content: string }>(token, 'post', {
      content:
        '<p><strong>GG</strong> <mark style="background-color: #ffd43b">wp</mark></p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    });
    expect(answer.data.content).toContain('<strong>GG</strong>');
    expect(answer.data.content).toContain('background-color:#ffd43b');
    expect(answer.data.content).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
  });

  it('turns <= and >= into ≤ and ≥', async () => {
    const answer = await server.secured<{ content: string }>(token, 'post', {
      content: '<p>ping <= 20 and fps >= 144</p>',
    });
    expect(answer.data.content).toBe('<p>ping ≤ 20 and fps ≥ 144</p>');
  });
});
