import type { PasskeyRow } from '../db/repositories/passkeys.js';
import { AppError } from '../errors/app-error.js';

/** A player names and removes their own passkeys only; another's reads as missing, so an id tells a stranger nothing. */
export function assertOwnPasskey(row: PasskeyRow | undefined, userId: number): asserts row is PasskeyRow {
  if (!row || row.userId !== userId) throw new AppError('passkeyNotFound');
}
