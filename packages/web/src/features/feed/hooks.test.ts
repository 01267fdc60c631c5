import { describe, expect, it } from 'vitest';
import { nextCommentPage, nextFeedPage, nextGalleryPage } from './hooks';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('paging rules (spec sections 4 and 9)', () => {
  it('feed pages start at 0, and a page cut short by what the viewer muted is not the last', () => {
    expect(nextFeedPage(rows(5), 0)).toBe(1);
    expect(nextFeedPage(rows(4), 3)).toBe(4);
    expect(nextFeedPage([], 4)).toBeUndefined();
  });

  it('comments and replies stop when fewer than 2 rows come back', () => {
    expect(nextCommentPage(rows(2), 0)).toBe(1);
    expect(nextCommentPage(rows(1), 0)).toBeUndefined();
    expect(nextCommentPage([], 4)).toBeUndefined();
  });

  it('gallery pages start at 1 and hold 6', () => {
    expect(nextGalleryPage(rows(6), 1)).toBe(2);
    expect(nextGalleryPage(rows(5), 1)).toBeUndefined();
  });
});
