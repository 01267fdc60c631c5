/** The PostgreSQL unique-violation behind an error, if any (drizzle wraps the driver's error in `cause`). */
export function uniqueViolation(error: unknown): { constraint: string } | undefined {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return { constraint: e.constraint ?? '' };
  }
  return undefined;
}
