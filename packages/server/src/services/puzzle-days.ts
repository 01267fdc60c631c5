// Which calendar days are "today" for some player, and which built-in puzzle a day gets.

const HOUR = 60 * 60 * 1000;
/** Clocks on Earth run from UTC-12 (Baker Island) to UTC+14 (Kiribati). */
const EARLIEST_OFFSET = -12 * HOUR;
const LATEST_OFFSET = 14 * HOUR;

export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(day: string): boolean {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && isoDay(at) === day;
}

/** The days it is somewhere on Earth at this moment: one or two of them. */
export function todaysOnEarth(now: Date) {
  return {
    earliest: isoDay(new Date(now.getTime() + EARLIEST_OFFSET)),
    latest: isoDay(new Date(now.getTime() + LATEST_OFFSET)),
  };
}

export function isTodaySomewhere(day: string, now: Date): boolean {
  const { earliest, latest } = todaysOnEarth(now);
  return isCalendarDate(day) && day >= earliest && day <= latest;
}

export const dayNumber = (day: string) => Math.round(new Date(`${day}T00:00:00Z`).getTime() / (24 * HOUR));

export function addDays(day: string, days: number): string {
  return isoDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 24 * HOUR));
}

/** Monday of the ISO week holding the day. */
export function weekStart(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The built-in entry for a day: a step coprime with the list's length walks every entry once before any
 * comes back, so consecutive days never repeat and a year of a 365-entry list shows each once.
 */
export function builtInIndex(day: string, size: number, salt: number): number {
  let step = 97;
  while (gcd(step, size) !== 1) step += 1;
  const n = dayNumber(day);
  return (((n * step + salt) % size) + size) % size;
}

/** A small seeded shuffle, so every player sees a category puzzle's items in the same order. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
