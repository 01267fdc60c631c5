import { describe, expect, it } from 'vitest';
import { languages } from '@gamefolk/contract';
import { isWord } from '../../services/games/dictionaries.js';
import { addDays, builtInIndex, dayNumber } from '../../services/games/puzzle-days.js';
import { letters, normalizeWord } from '../../services/games/wordle.js';
import { builtInCategorySets, builtInThemes, builtInWords } from './index.js';

describe('built-in puzzles', () => {
  it.each(languages)(
    '%s: at least 365 distinct five-letter answers, each in the spelling dictionary',
    async (language) => {
      const words = builtInWords[language].map((w) => normalizeWord(w, language));
      expect(words.length).toBeGreaterThanOrEqual(365);
      expect(new Set(words).size).toBe(words.length);
      const notWords: string[] = [];
      for (const word of words) {
        expect(word && letters(word).length, String(word)).toBe(5);
        if (!(await isWord(word!, language))) notWords.push(word!);
      }
      expect(notWords).toEqual([]);
    },
  );

  it.each(languages)('%s: at least 60 category sets whose nine items are all different', (language) => {
    const sets = builtInCategorySets(language);
    expect(sets.length).toBeGreaterThanOrEqual(60);
    const all = builtInThemes[language].flatMap((t) => t.items.map((i) => i.toLocaleLowerCase(language)));
    expect(new Set(all).size).toBe(all.length);
    const keys = new Set(sets.map((s) => JSON.stringify(s)));
    expect(keys.size).toBe(sets.length);
    for (const set of sets) expect(new Set(set.map((g) => g.label)).size).toBe(3);
  });

  it('walks the whole list before an answer comes back', () => {
    const seen = new Set<number>();
    // 2025-12-18 is day 20440 = 56 × 365, where a cycle of a 365-entry list starts.
    for (let d = 0; d < 365; d += 1) seen.add(builtInIndex(addDays('2025-12-18', d), 365, 'secret', 'word:en'));
    expect(seen.size).toBe(365);
  });

  // Issue 30: the pick was (day × 97 + salt) mod size, so tomorrow's word could be read from the source.
  it('picks with the secret: not the old formula, and another secret picks otherwise', () => {
    const oldPick = (day: string, size: number, salt: number) => (((dayNumber(day) * 97 + salt) % size) + size) % size;
    const size = builtInWords.en.length;
    let sameAsOld = 0;
    let sameAcrossSecrets = 0;
    for (let d = 0; d < 60; d += 1) {
      const day = addDays('2026-11-27', d);
      const pick = builtInIndex(day, size, 'one secret', 'word:en');
      expect(builtInIndex(day, size, 'one secret', 'word:en')).toBe(pick);
      if (pick === oldPick(day, size, 11)) sameAsOld++;
      if (pick === builtInIndex(day, size, 'another secret', 'word:en')) sameAcrossSecrets++;
    }
    // By chance one in `size` days agrees.
    expect(sameAsOld).toBeLessThan(5);
    expect(sameAcrossSecrets).toBeLessThan(5);
  });
});
