import { describe, expect, it } from 'vitest';
import { formatDate, formatRelative, relativeParts, toUtcIso } from './time';

const now = new Date('2024-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeParts', () => {
  it.each([
    [0, 0, 'second'],
    [45, 45, 'second'],
    [60, 60, 'second'],
    [61, 1, 'minute'],
    [59 * 60, 59, 'minute'],
    [60 * 60, 60, 'minute'],
    [60 * 60 + 1, 1, 'hour'],
    [24 * 3600, 24, 'hour'],
    [24 * 3600 + 1, 1, 'day'],
    [29 * 86400, 29, 'day'],
    [30 * 86400, 1, 'month'],
    [364 * 86400, 11, 'month'],
    [365 * 86400, 1, 'year'],
    [3 * 365 * 86400, 3, 'year'],
  ])('%i seconds ago is %i %s', (seconds, amount, unit) => {
    expect(relativeParts(ago(seconds), now)).toEqual({ amount, unit });
  });

  it('reads future dates as now', () => {
    expect(relativeParts(new Date(now.getTime() + 5000), now)).toEqual({ amount: 0, unit: 'second' });
  });

  it('reads numbers as epoch seconds', () => {
    expect(relativeParts(now.getTime() / 1000 - 120, now)).toEqual({ amount: 2, unit: 'minute' });
  });
});

describe('formatRelative', () => {
  it('speaks the three languages', () => {
    expect(formatRelative(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatRelative(ago(5 * 60), 'tr', now)).toBe('5 dakika önce');
    expect(formatRelative(ago(5 * 60), 'es', now)).toBe('hace 5 minutos');
    expect(formatRelative(ago(2 * 365 * 86400), 'en', now)).toBe('2 years ago');
  });

  it('says "now" for the last few seconds, not "0 seconds ago", and keeps numbers elsewhere', () => {
    expect(formatRelative(ago(0), 'en', now)).toBe('now');
    expect(formatRelative(ago(3), 'tr', now)).toBe('şimdi');
    expect(formatRelative(ago(3), 'es', now)).toBe('ahora');
    expect(formatRelative(ago(30), 'en', now)).toBe('30 seconds ago');
    expect(formatRelative(ago(86400 + 60), 'en', now)).toBe('1 day ago');
    expect(formatRelative(ago(365 * 86400), 'en', now)).toBe('1 year ago');
  });
});

describe('formatDate', () => {
  it('writes DD.MM.YYYY in local time for dates', () => {
    expect(formatDate(new Date(2024, 0, 5, 9, 7))).toBe('05.01.2024');
    expect(formatDate(new Date(2024, 0, 5, 9, 7), { withTime: true })).toBe('05.01.2024 09:07');
  });

  it('shows epoch seconds in UTC', () => {
    const epoch = Date.UTC(2023, 11, 31, 23, 30) / 1000;
    expect(formatDate(epoch, { withTime: true })).toBe('31.12.2023 23:30');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('toUtcIso', () => {
  it('sends the picked moment as a UTC ISO string', () => {
    expect(toUtcIso(new Date(Date.UTC(2024, 1, 29, 18, 0)))).toBe('2024-02-29T18:00:00.000Z');
  });
});
