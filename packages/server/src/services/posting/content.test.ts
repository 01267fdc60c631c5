import { describe, expect, it } from 'vitest';
import { cleanContent } from './content.js';

// The server stores with the contract's one configuration (rich-text.ts), the one the web shows with: what is stored
// is what every reader sees, never something the browser would drop again.
describe('stored markup', () => {
  it('keeps only an https player of an allowed host, as the browser does', () => {
    expect(cleanContent('<iframe src="https://www.youtube.com/embed/x"></iframe>').html).toBe(
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
    );
    expect(cleanContent('<p>a</p><iframe src="http://www.youtube.com/embed/x"></iframe>').html).toBe('<p>a</p>');
  });

  it('makes every link open apart without referrer, and keeps only the chips’ classes', () => {
    expect(cleanContent('<p><a href="https://example.com" rel="opener" target="_self">x</a></p>').html).toBe(
      '<p><a href="https://example.com" rel="nofollow noopener noreferrer ugc" target="_blank">x</a></p>',
    );
    expect(cleanContent('<p><span class="mention evil" data-type="mention" data-id="3">@k</span></p>').html).toBe(
      '<p><span class="mention" data-type="mention" data-id="3">@k</span></p>',
    );
  });

  it('drops media that is not ours and scripts of any kind', () => {
    const { html, empty } = cleanContent(
      '<img src="https://tracker.example/p.gif"><a href="javascript:alert(1)">js</a><script>x</script>',
    );
    expect(html).toBe('<a rel="nofollow noopener noreferrer ugc" target="_blank">js</a>');
    expect(empty).toBe(false);
  });
});
