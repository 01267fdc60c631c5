/** Relative times and dates as spec section 4 describes them. */

export type DateInput = Date | string | number;

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Numbers are epoch seconds (the API's timestamps); strings are ISO dates. */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value * 1000);
  return new Date(value);
}

/**
 * Picks the unit: seconds up to 60 s, minutes above 60 s, hours above 60 min, days above 24 h,
 * months (of 30 days) from 30 days, years from 365 days.
 */
export function relativeParts(value: DateInput, now: Date = new Date()): { amount: number; unit: Unit } {
  const seconds = Math.max(0, Math.round((now.getTime() - toDate(value).getTime()) / 1000));
  if (seconds <= MINUTE) return { amount: seconds, unit: 'second' };
  if (seconds <= HOUR) return { amount: Math.floor(seconds / MINUTE), unit: 'minute' };
  if (seconds <= DAY) return { amount: Math.floor(seconds / HOUR), unit: 'hour' };
  if (seconds < MONTH) return { amount: Math.floor(seconds / DAY), unit: 'day' };
  if (seconds < YEAR) return { amount: Math.min(11, Math.floor(seconds / MONTH)), unit: 'month' };
  return { amount: Math.floor(seconds / YEAR), unit: 'year' };
}

const formatters = new Map<string, Intl.RelativeTimeFormat>();

/** Under this many seconds a thing happened "now", not "3 seconds ago". */
const JUST_NOW = 10;

/** "5 minutes ago", "5 dakika önce", "hace 5 minutos"; "now", "şimdi", "ahora" for the last few seconds. Future dates read as now. */
export function formatRelative(value: DateInput, language: string, now: Date = new Date()): string {
  const { amount, unit } = relativeParts(value, now);
  // "auto" words a zero as "now" in each language; other amounts stay numbers ("1 day ago", not "yesterday").
  const justNow = unit === 'second' && amount < JUST_NOW;
  const key = `${language}:${justNow}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(language, { numeric: justNow ? 'auto' : 'always' });
    formatters.set(key, formatter);
  }
  return justNow ? formatter.format(0, 'second') : formatter.format(-amount, unit);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY, with HH:mm when asked. Epoch seconds are shown in UTC, other inputs in local time. */
export function formatDate(value: DateInput, options: { withTime?: boolean } = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const utc = typeof value === 'number';
  const day = utc ? date.getUTCDate() : date.getDate();
  const month = (utc ? date.getUTCMonth() : date.getMonth()) + 1;
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const text = `${pad(day)}.${pad(month)}.${year}`;
  if (!options.withTime) return text;
  const hours = utc ? date.getUTCHours() : date.getHours();
  const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
  return `${text} ${pad(hours)}:${pad(minutes)}`;
}

/** What a date picker sends to the server: the UTC ISO string of the picked moment. */
export function toUtcIso(date: Date): string {
  return date.toISOString();
}
