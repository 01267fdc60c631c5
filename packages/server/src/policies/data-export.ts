import type { DataExportRow } from '../db/repositories/data-exports.js';
import { AppError } from '../errors/app-error.js';

/**
 * A ready export is downloaded by its owner only, until it expires; another player's, or one not ready or over,
 * reads as missing (`dataExportNotFound`), so an id tells a stranger nothing.
 */
export function assertOwnReadyExport(
  row: DataExportRow | undefined,
  userId: number,
  now: Date,
): asserts row is DataExportRow & { fileKey: string } {
  const live = row?.status === 'ready' && row.fileKey && row.expiresAt && row.expiresAt > now;
  if (!row || row.userId !== userId || !live) throw new AppError('dataExportNotFound');
}
