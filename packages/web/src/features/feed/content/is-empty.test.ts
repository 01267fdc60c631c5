import { describe, expect, it } from 'vitest';
import { isEmptyContent } from './is-empty';

describe('isEmptyContent (spec section 5)', () => {
  it('treats markup, whitespace and non-breaking spaces alone as empty', () => {
    expect(isEmptyContent('')).toBe(true);
    expect(isEmptyContent('<p></p>')).toBe(true);
    expect(isEmptyContent('<p>   </p><p>&nbsp;</p><p><br></p>')).toBe(true);
    expect(isEmptyContent('<p><strong> </strong><mark style="background-color: #ff0">\u00a0</mark></p>')).toBe(true);
    expect(isEmptyContent('<ul><li><p>\n\t</p></li></ul><hr>')).toBe(true);
    expect(isEmptyContent('<p>\u200b</p>')).toBe(true);
  });

  it('keeps text, images and iframes as content', () => {
    expect(isEmptyContent('<p>gg</p>')).toBe(false);
    expect(isEmptyContent('<p><span data-type="mention">@ayla</span></p>')).toBe(false);
    expect(isEmptyContent('<img src="/files/abcdefghijklmnop.png">')).toBe(false);
    expect(isEmptyContent('<iframe src="https://www.youtube.com/embed/x"></iframe>')).toBe(false);
    expect(isEmptyContent('<video src="/files/abcdefghijklmnop.mp4"></video>')).toBe(false);
  });
});
