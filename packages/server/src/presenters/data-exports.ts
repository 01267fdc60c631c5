import type { DataExportInfo } from '@gamefolk/contract';
import type { DataExportRow } from '../db/repositories/data-exports.js';

/** A ready export past its time shows as expired before the hourly sweep has moved it. */
export const presentDataExport = (row: DataExportRow, now: Date): DataExportInfo => ({
  id: row.id,
  status: row.status === 'ready' && row.expiresAt && row.expiresAt <= now ? 'expired' : row.status,
  created_at: row.createdAt.toISOString(),
  ready_at: row.readyAt?.toISOString() ?? null,
  expires_at: row.expiresAt?.toISOString() ?? null,
  size: row.size,
});
