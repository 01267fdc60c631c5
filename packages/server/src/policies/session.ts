import type { SessionRow } from '../db/repositories/sessions.js';
import { AppError } from '../errors/app-error.js';

/**
 * A player lists and ends their own sessions only; another's (or one already over) reads as missing
 * (`sessionNotFound`), so a session id tells a stranger nothing.
 */
export function assertOwnLiveSession(
  row: SessionRow | undefined,
  userId: number,
  now: Date,
): asserts row is SessionRow {
  if (!row || row.userId !== userId || row.revokedAt || row.expiresAt <= now) throw new AppError('sessionNotFound');
}
