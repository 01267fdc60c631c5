// The word puzzle's rules that need no database: how a typed word is read in each language, and how a guess is scored.
import type { Language, LetterResult } from '@gamefolk/contract';

/** Spanish puzzles are played without accents (ñ stays a letter of its own), as Spanish word games do. */
const spanishFolding: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u' };

const alphabets: Record<Language, RegExp> = {
  en: /^[a-z]+$/u,
  es: /^[a-zñ]+$/u,
  tr: /^[a-zçğıöşü]+$/u,
};

/**
 * A word as the puzzle compares it: lower case by the language's own rules (Turkish `I` is `ı`, `İ` is `i`),
 * Spanish accents folded. Undefined when it holds anything but that language's letters.
 */
export function normalizeWord(raw: string, language: Language): string | undefined {
  let word = raw.normalize('NFC').trim().toLocaleLowerCase(language);
  if (language === 'es') word = Array.from(word, (c) => spanishFolding[c] ?? c).join('');
  if (language === 'tr') word = word.replace(/i\u0307/gu, 'i');
  return alphabets[language].test(word) ? word : undefined;
}

export const letters = (word: string) => Array.from(word);

export const displayLetter = (letter: string, language: Language) => letter.toLocaleUpperCase(language);

/**
 * Wordle's rule for repeated letters: exact matches first, then each other letter is `present` only while
 * the answer still has an unmatched copy of it (answer `spawn`, guess `sassy`: one `s` correct, the others absent).
 */
export function scoreGuess(guess: string, answer: string, language: Language): LetterResult[] {
  const g = letters(guess);
  const a = letters(answer);
  const states: LetterResult['state'][] = g.map((c, i) => (c === a[i] ? 'correct' : 'absent'));
  const unmatched = new Map<string, number>();
  a.forEach((c, i) => {
    if (states[i] !== 'correct') unmatched.set(c, (unmatched.get(c) ?? 0) + 1);
  });
  g.forEach((c, i) => {
    if (states[i] === 'correct') return;
    const left = unmatched.get(c) ?? 0;
    if (left > 0) {
      states[i] = 'present';
      unmatched.set(c, left - 1);
    }
  });
  return g.map((c, i) => ({ letter: displayLetter(c, language), state: states[i]! }));
}
