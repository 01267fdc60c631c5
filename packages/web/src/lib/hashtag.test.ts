import { describe, expect, it } from 'vitest';
import { hashtagFromParam, hashtagPath, truncate } from './hashtag';

describe('hashtag paths', () => {
  it('writes the hash sign as a dollar sign', () => {
    expect(hashtagPath('#valorant')).toBe('/hash/$valorant');
    expect(hashtagPath('  ranked grind ')).toBe('/hash/ranked%20grind');
    expect(hashtagPath('#oyun#gece')).toBe('/hash/$oyun$gece');
  });

  it('reads the tag back for display', () => {
    expect(hashtagFromParam('$valorant')).toBe('#valorant');
    expect(hashtagFromParam('ranked grind')).toBe('#ranked grind');
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text at the limit', () => {
    expect(truncate('#short', 17)).toBe('#short');
    expect(truncate('#averyveryverylongtag', 17)).toBe('#averyveryverylon…');
    expect(truncate('#şğüçöıİ', 3)).toBe('#şğ…');
  });
});
