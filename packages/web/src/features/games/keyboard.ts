import type { Language } from '@gamefolk/contract';

/** On-screen rows per language, each the letters that language's puzzles use (Turkish has no Q, W or X). */
export const keyboardRows: Record<Language, string[][]> = {
  en: ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'].map((row) => Array.from(row)),
  es: ['qwertyuiop', 'asdfghjklñ', 'zxcvbnm'].map((row) => Array.from(row)),
  tr: ['ertyuıopğü', 'asdfghjklşi', 'zcvbnmöç'].map((row) => Array.from(row)),
};

const alphabets: Record<Language, RegExp> = {
  en: /^[a-z]$/u,
  es: /^[a-zñ]$/u,
  tr: /^[a-pr-vyzçğıöşü]$/u,
};

/** A key pressed on a physical keyboard as a letter of the puzzle's language, lower-cased by its rules. */
export function letterOf(key: string, language: Language): string | undefined {
  const letter = key.toLocaleLowerCase(language);
  const folded = language === 'es' ? ({ á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u' }[letter] ?? letter) : letter;
  return alphabets[language].test(folded) ? folded : undefined;
}

export const upper = (letter: string, language: Language) => letter.toLocaleUpperCase(language);
