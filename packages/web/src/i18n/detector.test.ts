import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detector';

describe('detectLanguage', () => {
  it('prefers the stored language', () => {
    expect(detectLanguage('es', ['tr-TR'])).toBe('es');
  });

  it('falls back to the first supported browser language', () => {
    expect(detectLanguage(null, ['de-DE', 'tr-TR', 'en'])).toBe('tr');
    expect(detectLanguage('xx', ['es-419'])).toBe('es');
  });

  it('defaults to English', () => {
    expect(detectLanguage(null, ['de', 'fr'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
});
