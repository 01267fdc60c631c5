// A report is open until a manager answers it, once: dismissed (nothing done) or actioned (the thing removed, or its
// author moderated). Every change is a move of this table, written by one compare-and-set (`repos.reports.move`:
// UPDATE ... WHERE the status is still one the move starts from) of one report (resolveReport) or of every open
// report of one reported thing (resolveReportSubject), made first in the answer's transaction: of two managers
// answering at once exactly one answer lands, and the other is refused before anything it would do (a removal, a
// moderation, a notification) happens. A report starts open (createReport).
import type { ErrorCode, ReportStatus } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import type { SubjectKey } from '../db/repositories/reports.js';
import { AppError } from '../errors/app-error.js';
import type { Move } from './move.js';

interface ReportMove extends Move<ReportStatus> {
  /** What a move answers when no report it names is open (any more): there is no open report to answer. */
  refused: ErrorCode;
}

export const reportMoves = {
  dismiss: { from: ['open'], to: 'dismissed', refused: 'notFound' },
  action: { from: ['open'], to: 'actioned', refused: 'notFound' },
} as const satisfies Record<string, ReportMove>;

export type ReportMoveName = keyof typeof reportMoves;

/**
 * The one writer of a report's status: answers the report `id`, or every open report of `subject`, by `by` at `at`.
 * The moved rows; throws the move's code when none was open.
 */
export async function moveReports(
  repos: Repositories,
  which: { id: number } | { subject: SubjectKey },
  move: ReportMoveName,
  by: number,
  at: Date,
) {
  const { from, to, refused }: ReportMove = reportMoves[move];
  const moved = await repos.reports.move(which, from, { status: to, resolvedBy: by, resolvedAt: at });
  if (moved.length === 0) throw new AppError(refused);
  return moved;
}
