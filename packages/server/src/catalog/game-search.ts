import { gamesSeed } from './games-seed.js';

/**
 * A search term with case, spaces and punctuation dropped, so "baldurs gate" finds "Baldur's Gate 3".
 * The games repository folds names the same way in SQL (lower, then drop what is not a letter or digit).
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

const aliasIndex = gamesSeed.flatMap((game) =>
  (game.aliases ?? []).map((alias) => ({ alias: foldForSearch(alias), slug: game.slug })),
);

/** Catalog games whose nickname ("cs2", "gta") is the term, or starts with it. */
export function slugsByAlias(folded: string): { exact: string[]; prefix: string[] } {
  const exact = new Set<string>();
  const prefix = new Set<string>();
  for (const { alias, slug } of aliasIndex) {
    if (alias === folded) exact.add(slug);
    else if (alias.startsWith(folded)) prefix.add(slug);
  }
  return { exact: [...exact], prefix: [...prefix].filter((slug) => !exact.has(slug)) };
}
