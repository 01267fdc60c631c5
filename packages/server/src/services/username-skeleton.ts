import unhomoglyph from 'unhomoglyph';

/**
 * What a username looks like, for telling look-alikes apart: NFKC (full-width letters become plain), case-folded,
 * then every character replaced by the one it is confusable with (Unicode's confusables: Cyrillic а is a, 0 is o,
 * m is rn). Two names with one skeleton read the same to a person, so the second is refused as taken.
 */
export function usernameSkeleton(name: string): string {
  return unhomoglyph(name.normalize('NFKC').toLowerCase()).toLowerCase();
}
