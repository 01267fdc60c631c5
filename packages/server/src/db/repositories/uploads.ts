import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
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
    /**
     * Of these keys, deletes the upload records of those no profile, gallery, live post or organization shows
     * (every column that holds a `/files/` URL is asked), and returns them. A post's text is searched with LIKE,
     * where `_` in a key matches any character: that can only keep a file, never lose one.
     */
    removeUnreferenced: (keys: string[]) =>
      db
        .execute<{ key: string }>(
          sql`delete from uploads u where u.key in (${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )})
            and not exists (select 1 from users x where x.photo_url = '/files/' || u.key)
            and not exists (select 1 from profiles x where x.banner_url = '/files/' || u.key)
            and not exists (select 1 from user_photos x where x.url = '/files/' || u.key)
            and not exists (select 1 from organizations x where x.logo_url = '/files/' || u.key or x.banner_url = '/files/' || u.key)
            and not exists (select 1 from games x where x.icon = '/files/' || u.key)
            and not exists (select 1 from post_attachments a join posts p on p.id = a.post_id
                            where a.url = '/files/' || u.key and p.deleted_at is null)
            and not exists (select 1 from posts p where p.deleted_at is null and p.content like '%/files/' || u.key || '%')
            returning u.key`,
        )
        .then((result) => result.rows.map((row) => row.key)),
    /** Files whose owner's account was purged. */
    ownerless: () =>
      db
        .select({ key: uploads.key })
        .from(uploads)
        .where(isNull(uploads.userId))
        .then((rows) => rows.map((row) => row.key)),
    /** Where the web variants of these videos stand (files without one are left out). */
    variants: (keys: string[]) =>
      db
        .select({ key: uploads.key, variant: uploads.variant })
        .from(uploads)
        .where(and(inArray(uploads.key, keys), isNotNull(uploads.variant)))
        .then((rows) => new Map(rows.map((row) => [row.key, row.variant!]))),
    /** Moves a video's variant from `from` to `to`; false when it was not at `from` (or the file is gone). */
    moveVariant: (key: string, from: 'processing', to: 'ready' | 'failed') =>
      db
        .update(uploads)
        .set({ variant: to })
        .where(and(eq(uploads.key, key), eq(uploads.variant, from)))
        .returning({ key: uploads.key })
        .then((rows) => rows.length === 1),
    /** Who stored a file, so a profile can only point at its owner's uploads. */
    ownerOf: (key: string) =>
      db
        .select({ userId: uploads.userId })
        .from(uploads)
        .where(eq(uploads.key, key))
        .then((rows) => rows[0]?.userId ?? undefined),
  };
}
