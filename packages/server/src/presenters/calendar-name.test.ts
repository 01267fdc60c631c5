import { describe, expect, it } from 'vitest';
import { calendarFileName } from './calendar-name.js';

describe('calendarFileName', () => {
  it('keeps Turkish and Spanish letters, dashes the rest', () => {
    expect(calendarFileName('İstanbul Turnuvası')).toBe('istanbul-turnuvası.ics');
    expect(calendarFileName('Şampiyonluk Gecesi: ÇAY & oyun')).toBe('şampiyonluk-gecesi-çay-oyun.ics');
    expect(calendarFileName('Año nuevo, ¡partida!')).toBe('año-nuevo-partida.ics');
    expect(calendarFileName("Watch party; $' finals, live")).toBe('watch-party-finals-live.ics');
  });

  it('falls back to "event" when nothing is left', () => {
    expect(calendarFileName('!!! ???')).toBe('event.ics');
  });
});
