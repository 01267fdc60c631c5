// The built-in puzzles a day gets when no manager scheduled one: picked with the server's puzzle secret (one per
// database, so every instance agrees and the source alone does not tell an answer).
import type { Language, PuzzleKind } from '@gamefolk/contract';
import type { CategoryGroupValue, PuzzleAnswer } from '../../db/schema.js';
import { builtInIndex } from '../../services/games/puzzle-days.js';
import { normalizeWord } from '../../services/games/wordle.js';
import { categoryThemesEn } from './categories-en.js';
import { categoryThemesEs } from './categories-es.js';
import { categoryThemesTr } from './categories-tr.js';
import { wordsEn } from './words-en.js';
import { wordsEs } from './words-es.js';
import { wordsTr } from './words-tr.js';

/** A theme with six items; a category set takes three items of three themes. */
export interface CategoryTheme {
  label: string;
  items: readonly [string, string, string, string, string, string];
}

export const builtInWords: Record<Language, readonly string[]> = { en: wordsEn, es: wordsEs, tr: wordsTr };
export const builtInThemes: Record<Language, readonly CategoryTheme[]> = {
  en: categoryThemesEn,
  es: categoryThemesEs,
  tr: categoryThemesTr,
};

/** Offsets apart, so the themes of one set never repeat; two halves of each theme: 2 × themes sets. */
const THEME_STEPS = [0, 7, 17];

/** Every built-in category set of a language, in a fixed order. */
export function builtInCategorySets(language: Language): CategoryGroupValue[][] {
  const themes = builtInThemes[language];
  const sets: CategoryGroupValue[][] = [];
  for (const half of [0, 1]) {
    for (let i = 0; i < themes.length; i += 1) {
      sets.push(
        THEME_STEPS.map((step) => {
          const theme = themes[(i + step) % themes.length]!;
          return { label: theme.label, items: theme.items.slice(half * 3, half * 3 + 3) };
        }),
      );
    }
  }
  return sets;
}

export function builtInPuzzle(
  kind: PuzzleKind,
  language: Language,
  day: string,
  secret: string,
): PuzzleAnswer | undefined {
  const list = `${kind}:${language}`;
  if (kind === 'word') {
    const words = builtInWords[language];
    if (!words.length) return undefined;
    const word = normalizeWord(words[builtInIndex(day, words.length, secret, list)]!, language);
    return word ? { word } : undefined;
  }
  const sets = builtInCategorySets(language);
  if (!sets.length) return undefined;
  return { groups: sets[builtInIndex(day, sets.length, secret, list)]! };
}
