// Which calendar days are "today" for some player, and which built-in puzzle a day gets.
import { createHmac } from 'node:crypto';

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

/**
 * The built-in entry of `list` (a kind and language) for a day, unknowable without the server's secret: days run
 * in cycles as long as the list, and in each cycle the entries are ordered by an HMAC-SHA256 of the list, the cycle
 * and the entry under `secret`. So a 365-entry list shows each entry once a year, and no one can work out
 * tomorrow's answer from the source (issue 30; the secret is kept in the database, services/games/puzzle-play.ts).
 */
export function builtInIndex(day: string, size: number, secret: string, list: string): number {
  const n = dayNumber(day);
  const cycle = Math.floor(n / size);
  const rank = (i: number) => createHmac('sha256', secret).update(`${list}:${cycle}:${i}`).digest('hex');
  const order = Array.from({ length: size }, (_, i) => ({ i, key: rank(i) })).sort((a, b) => (a.key < b.key ? -1 : 1));
  return order[n - cycle * size]!.i;
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
