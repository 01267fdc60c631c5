import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { uploads } from '../schema.js';

export function uploadsRepository(db: Database) {
  return {
    insert: (values: typeof uploads.$inferInsert) => db.insert(uploads).values(values),
    /** What a user's stored files take together, for the upload quota. */
    bytesOf: (userId: number) =>
      db
        .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
        .from(uploads)
        .where(eq(uploads.userId, userId))
        .then((rows) => Number(rows[0]?.bytes ?? 0)),
    /** Who stored a file, so a profile can only point at its owner's uploads. */
    ownerOf: (key: string) =>
      db
        .select({ userId: uploads.userId })
        .from(uploads)
        .where(eq(uploads.key, key))
        .then((rows) => rows[0]?.userId ?? undefined),
  };
}
