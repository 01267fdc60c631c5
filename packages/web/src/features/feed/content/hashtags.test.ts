import { describe, expect, it } from 'vitest';
import { hashtagPath } from '../../../lib/hashtag';
import { searchFromParam } from '../HashtagPage';
import { splitHashtags } from './hashtags';

describe('splitHashtags', () => {
  it('finds tags the way the server does', () => {
    expect(splitHashtags('gg #Valorant and #oyun_gecesi!')).toEqual([
      'gg ',
      { tag: '#Valorant' },
      ' and ',
      { tag: '#oyun_gecesi' },
      '!',
    ]);
    expect(splitHashtags('#şampiyon')).toEqual([{ tag: '#şampiyon' }]);
  });

  it('ignores # inside words, URLs and entities', () => {
    expect(splitHashtags('C#7 and a/#b and &#39; and #')).toEqual(['C#7 and a/#b and &#39; and #']);
  });
});

describe('hashtag paths', () => {
  it('writes # as $ and encodes the rest, and reads it back', () => {
    expect(hashtagPath('#Valorant')).toBe('/hash/$Valorant');
    expect(hashtagPath('#şampiyon')).toBe('/hash/$%C5%9Fampiyon');
    expect(searchFromParam(decodeURIComponent('$%C5%9Fampiyon'))).toBe('#şampiyon');
    expect(searchFromParam('ranked grind')).toBe('ranked grind');
  });
});
