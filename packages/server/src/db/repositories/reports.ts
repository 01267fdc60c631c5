import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { reports, users } from '../schema.js';

export function reportsRepository(db: Database) {
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

    queue: (status: string, page: number, limit: number) =>
      db
        .select({ report: reports, reporter: { id: users.id, username: users.username } })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(eq(reports.status, status))
        .orderBy(desc(reports.createdAt))
        .limit(limit)
        .offset(page * limit),

    resolve: (id: number, status: 'dismissed' | 'actioned', by: number) =>
      db.update(reports).set({ status, resolvedBy: by, resolvedAt: new Date() }).where(eq(reports.id, id)),
  };
}
