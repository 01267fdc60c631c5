import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { RichContent } from './RichContent';
import { sanitizeHtml } from './sanitize';

beforeAll(initTestI18n);

const file = '/files/abcdefghijklmnopqrstuv.png';

describe('sanitizeHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>hi</p>', '<p>hi</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    [`<img src="${file}" onerror="alert(1)">`, `<img src="${file}">`],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow noopener noreferrer ugc" target="_blank">x</a>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.example/x"></iframe>', ''],
    ['<iframe src="//www.youtube.com/embed/x"></iframe>', ''],
    ['<p style="color:red" onclick="x()">a</p>', '<p>a</p>'],
    ['<mark style="background-color: #ff0; position: fixed">m</mark>', '<mark style="background-color: #ff0">m</mark>'],
    ['<mark style="background-color: url(x)">m</mark>', '<mark>m</mark>'],
    ['<span class="mention evil" data-evil="1">@a</span>', '<span class="mention">@a</span>'],
    ['<p>unclosed <b>bold', '<p>unclosed <b>bold</b></p>'],
    ['<img src="https://tracker.example/pixel.gif">', ''],
    ['<a href="//evil.example">x</a>', '<a rel="nofollow noopener noreferrer ugc" target="_blank">x</a>'],
    [
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a rel="nofollow noopener noreferrer ugc" target="_blank">x</a>',
    ],
    [
      '<a href="https://example.com/a">x</a>',
      '<a href="https://example.com/a" rel="nofollow noopener noreferrer ugc" target="_blank">x</a>',
    ],
    ['<video src="/files/../../etc/passwd"></video>', ''],
  ])('%s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps players from the allowed video hosts', () => {
    const html = '<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen="true"></iframe>';
    expect(sanitizeHtml(html)).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
  });
});

describe('RichContent', () => {
  it('renders mentions and hashtags as links and never runs markup it was not allowed', () => {
    const html =
      '<p>gg <span data-type="mention" data-id="7" data-kind="user" class="mention">@ayla</span> #Valorant</p>' +
      '<img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 1</script>';
    const { container } = renderWithApp(<RichContent html={html} />);
    expect(screen.getByRole('link', { name: '@ayla' })).toHaveAttribute('href', '/profile/ayla');
    expect(screen.getByRole('link', { name: '#Valorant' })).toHaveAttribute('href', '/hash/$Valorant');
    expect(container.querySelector('script, img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('links organization mentions to the organization page and leaves # in code alone', () => {
    const html =
      '<p><span data-type="mention" data-kind="organization" data-label="team_liquid">@team_liquid</span></p><pre><code>#include</code></pre>';
    renderWithApp(<RichContent html={html} />);
    expect(screen.getByRole('link', { name: '@team_liquid' })).toHaveAttribute('href', '/organization/team_liquid');
    expect(screen.queryByRole('link', { name: '#include' })).toBeNull();
  });
});
