import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { urgentReportCategories, type ReportStatus } from '@gamefolk/contract';
import type { Database } from '../client.js';
import { reports, users } from '../schema.js';

export type ReportRow = typeof reports.$inferSelect;
export interface SubjectKey {
  type: string;
  id: number;
}

const urgentList = sql.join(
  urgentReportCategories.map((c) => sql`${c}`),
  sql`, `,
);

export function reportsRepository(db: Database) {
  const reporter = { id: users.id, username: users.username };
  return {
    insert: (values: typeof reports.$inferInsert) =>
      db
        .insert(reports)
        .values(values)
        .returning()
        .then((rows) => rows[0]!),

    byId: (id: number) =>
      db
        .select()
        .from(reports)
        .where(eq(reports.id, id))
        .then((rows) => rows[0]),

    queue: (status: ReportStatus, page: number, limit: number) =>
      db
        .select({ report: reports, reporter })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(eq(reports.status, status))
        .orderBy(desc(reports.createdAt))
        .limit(limit)
        .offset(page * limit),

    /**
     * The queue grouped by reported thing: players who reported it (one player counts once), its categories, and
     * whether one is urgent; urgent subjects first, then the most recently reported.
     */
    subjects: (status: ReportStatus, page: number, limit: number) =>
      db
        .select({
          type: reports.reportType,
          id: reports.relatedId,
          count: sql<number>`count(distinct ${reports.reporterId})::int`,
          urgent: sql<boolean>`bool_or(${reports.category} in (${urgentList}))`,
          lastAt: sql<string>`max(${reports.createdAt})`,
        })
        .from(reports)
        .where(eq(reports.status, status))
        .groupBy(reports.reportType, reports.relatedId)
        .orderBy(sql.raw('4 desc, 5 desc'))
        .limit(limit)
        .offset(page * limit),

    /** The reports of these subjects with `status`, newest first. */
    ofSubjects: (subjects: SubjectKey[], status: ReportStatus) =>
      subjects.length
        ? db
            .select({ report: reports, reporter })
            .from(reports)
            .innerJoin(users, eq(users.id, reports.reporterId))
            .where(
              and(
                eq(reports.status, status),
                or(...subjects.map((s) => and(eq(reports.reportType, s.type), eq(reports.relatedId, s.id)))),
              ),
            )
            .orderBy(desc(reports.id))
        : Promise.resolve([]),

    /** One player's open report of a subject, if they filed one. */
    openBy: (reporterId: number, type: string, relatedId: number) =>
      db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            eq(reports.reportType, type),
            eq(reports.relatedId, relatedId),
            eq(reports.status, 'open'),
          ),
        )
        .then((rows) => rows[0]),

    /**
     * The compare-and-set of states/report-moves.ts: moves one report, or every report of one subject, from `from`
     * to the answer, only while its status is still one of `from`; the moved rows (none when another answer came
     * first).
     */
    move: (
      which: { id: number } | { subject: SubjectKey },
      from: readonly ReportStatus[],
      answer: { status: ReportStatus; resolvedBy: number; resolvedAt: Date },
    ) =>
      db
        .update(reports)
        .set(answer)
        .where(
          and(
            'id' in which
              ? eq(reports.id, which.id)
              : and(eq(reports.reportType, which.subject.type), eq(reports.relatedId, which.subject.id)),
            inArray(reports.status, [...from]),
          ),
        )
        .returning(),

    /** Reports about a player's things (by who was behind them when reported), newest first. */
    about: (userId: number, limit: number) =>
      db
        .select({ report: reports, reporter })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(eq(reports.subjectUserId, userId))
        .orderBy(desc(reports.id))
        .limit(limit),

    /** Reports a player filed, newest first. */
    by: (userId: number, limit: number) =>
      db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(desc(reports.id)).limit(limit),

    /** Players behind some reports, by id. */
    usersByIds: (ids: number[]) =>
      ids.length ? db.select(reporter).from(users).where(inArray(users.id, ids)) : Promise.resolve([]),
  };
}
