/** The player's own calendar date (YYYY-MM-DD): the day whose puzzle they play. */
export function localDay(at = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Milliseconds until the next local midnight, when the next puzzle opens. */
export function msToMidnight(at = new Date()): number {
  const next = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1);
  return next.getTime() - at.getTime();
}

export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
