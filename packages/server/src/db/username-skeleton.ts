import unhomoglyph from 'unhomoglyph';

/**
 * What a username looks like, for telling look-alikes apart: NFKC (full-width letters become plain), then every
 * character replaced by the one it is confusable with (Unicode's confusables: Cyrillic а is a, 0 is o, m is rn),
 * case-folded, and the same again for what folding made. The skeleton comes before folding (Unicode TR39): the
 * Cherokee capital Ꭺ is confusable with A, but its lower case ꭺ with nothing. Two names with one skeleton read the
 * same to a person, so the second is refused as taken. Changing this needs the stored skeletons made again (a
 * migration emptying `users.username_skeleton`; start-up fills them).
 */
export function usernameSkeleton(name: string): string {
  const once = unhomoglyph(name.normalize('NFKC')).toLowerCase();
  return unhomoglyph(once).toLowerCase();
}
