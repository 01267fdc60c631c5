import { describe, expect, it } from 'vitest';
import { keyboardRows, letterOf, upper } from './keyboard';
import { formatCountdown, localDay, msToMidnight } from './local-day';
import { shareGrid } from './share';

describe('word puzzle keyboard', () => {
  it('reads keys by the language: Turkish I is ı and İ is i; Spanish accents fold, ñ stays', () => {
    expect(letterOf('I', 'tr')).toBe('ı');
    expect(letterOf('İ', 'tr')).toBe('i');
    expect(letterOf('I', 'en')).toBe('i');
    expect(letterOf('Á', 'es')).toBe('a');
    expect(letterOf('Ñ', 'es')).toBe('ñ');
    expect(letterOf('ñ', 'en')).toBeUndefined();
    expect(letterOf('q', 'tr')).toBeUndefined();
    expect(letterOf('1', 'en')).toBeUndefined();
    expect(upper('i', 'tr')).toBe('İ');
  });

  it('shows every letter of each language on screen', () => {
    expect(keyboardRows.tr.flat()).toEqual(expect.arrayContaining(['ç', 'ğ', 'ı', 'ö', 'ş', 'ü', 'i']));
    expect(keyboardRows.es.flat()).toContain('ñ');
    expect(keyboardRows.en.flat()).toHaveLength(26);
  });
});

describe('share and countdown', () => {
  it('shares colours, never letters', () => {
    const rows = [
      [
        { letter: 'C', state: 'absent' as const },
        { letter: 'R', state: 'present' as const },
        { letter: 'A', state: 'correct' as const },
      ],
    ];
    const text = shareGrid('Gamefolk 2026-06-15', rows, true, 6, false);
    expect(text).toBe('Gamefolk 2026-06-15 1/6\n\n⬛🟨🟩');
    expect(shareGrid('x', rows, false, 6, true)).toContain('X/6');
    expect(shareGrid('x', rows, false, 6, true)).toContain('⬛🟦🟧');
  });

  it('counts down to local midnight', () => {
    const at = new Date(2026, 5, 15, 23, 59, 30);
    expect(localDay(at)).toBe('2026-06-15');
    expect(msToMidnight(at)).toBe(30_000);
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
  });
});
