// A data export is requested, then ready (its ZIP stored) or failed; a ready one expires when its 7 days are over and
// its file is removed. Every change is a move of this table, written by one compare-and-set in `moveDataExport`, so
// a build run twice (a job retried) or an expiry racing a build changes the row once.
import type { DataExportStatus } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import type { Move } from './move.js';

export const dataExportMoves = {
  /** The job stored its ZIP. */
  ready: { from: ['requested'], to: 'ready' },
  /** The job's last try failed (or it was lost); the player may ask again at once (the daily limit skips it). */
  fail: { from: ['requested'], to: 'failed' },
  /** Its time is over: the file is removed and the link answers 404. */
  expire: { from: ['ready'], to: 'expired' },
} as const satisfies Record<string, Move<DataExportStatus>>;

export type DataExportMoveName = keyof typeof dataExportMoves;

/** The one writer of an export's status; the moved row, or undefined when it was not in a from-state. */
export function moveDataExport(
  repos: Repositories,
  id: number,
  move: DataExportMoveName,
  changes: { fileKey?: string | null; size?: number; readyAt?: Date; expiresAt?: Date } = {},
) {
  const { from, to } = dataExportMoves[move];
  return repos.dataExports.moveStatus(id, from, { status: to, ...changes });
}
