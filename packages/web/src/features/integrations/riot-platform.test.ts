import { describe, expect, it } from 'vitest';
import { guessRiotPlatform } from './riot-platform';

describe('guessRiotPlatform', () => {
  it("guesses the League server players in the browser's time zone play on", () => {
    expect(guessRiotPlatform('tr', 'Europe/Istanbul')).toBe('tr1');
    expect(guessRiotPlatform('es', 'Europe/Madrid')).toBe('euw1');
    expect(guessRiotPlatform('en', 'Europe/Warsaw')).toBe('eun1');
    expect(guessRiotPlatform('es', 'America/Mexico_City')).toBe('la1');
    expect(guessRiotPlatform('es', 'America/Argentina/Buenos_Aires')).toBe('la2');
    expect(guessRiotPlatform('en', 'America/Sao_Paulo')).toBe('br1');
    expect(guessRiotPlatform('en', 'America/New_York')).toBe('na1');
    expect(guessRiotPlatform('en', 'Asia/Seoul')).toBe('kr');
  });

  it('guesses Turkey for a Turkish player without a telling time zone, and nothing for others', () => {
    expect(guessRiotPlatform('tr', 'UTC')).toBe('tr1');
    expect(guessRiotPlatform('en', 'UTC')).toBeNull();
  });
});
