import { describe, expect, it } from 'vitest';
import { languages } from '@gamefolk/contract';
import { isWord } from '../../services/dictionaries.js';
import { addDays, builtInIndex } from '../../services/puzzle-days.js';
import { letters, normalizeWord } from '../../services/wordle.js';
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
    for (let d = 0; d < 365; d += 1) seen.add(builtInIndex(addDays('2026-01-01', d), 365, 11));
    expect(seen.size).toBe(365);
  });
});
