import fs from 'node:fs';
import path from 'node:path';
import { languages } from '@gamefolk/contract';
import { describe, expect, it } from 'vitest';
import { isWord } from './dictionaries.js';
import { letters, normalizeWord } from './wordle.js';

const listed = (language: string) =>
  fs
    .readFileSync(path.resolve(import.meta.dirname, `../../../generated/words/${language}.txt`), 'utf8')
    .split('\n')
    .filter(Boolean);

describe('the puzzle dictionaries', () => {
  it('knows Turkish words, with their suffixes, and refuses what is not one', async () => {
    for (const word of ['kalem', 'ılıca', 'kitap', 'evler', 'şeker', 'çiçek'])
      expect(await isWord(word, 'tr'), word).toBe(true);
    for (const word of ['kzlmq', 'ıııı', 'xwxwx', 'abcde']) expect(await isWord(word, 'tr'), word).toBe(false);
  });

  it('knows English words, with their affixes, and refuses what is not one', async () => {
    for (const word of ['crane', 'bloat', 'cakes', 'spawn']) expect(await isWord(word, 'en'), word).toBe(true);
    // Names and abbreviations are written capitalized in the dictionary: not the puzzle's words.
    for (const word of ['xqzvw', 'zzzzz', 'paris', 'nasa']) expect(await isWord(word, 'en'), word).toBe(false);
  });

  it('takes a Spanish word typed without its accent, and keeps ñ a letter of its own', async () => {
    for (const word of ['arbol', 'perro', 'ñandu', 'raton']) expect(await isWord(word, 'es'), word).toBe(true);
    for (const word of ['arbql', 'xqzvw', 'nandu']) expect(await isWord(word, 'es'), word).toBe(false);
  });

  it.each(languages)('%s: lists only five-letter words, each as a typed guess is read', (language) => {
    const words = listed(language);
    expect(words.length).toBeGreaterThan(3_000);
    for (const word of words) {
      expect(normalizeWord(word, language), word).toBe(word);
      expect(letters(word).length, word).toBe(5);
    }
  });
});
