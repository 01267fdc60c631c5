import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { advisoryLocks } from '../advisory-locks.js';
import type { Database } from '../client.js';
import { uploads } from '../schema.js';

/** A transcode's hold on a video: which video, whose, and when the hold began (the compare-and-set's witness). */
export interface TranscodeClaim {
  key: string;
  userId: number | null;
  claimedAt: Date;
}

export function uploadsRepository(db: Database) {
  return {
    insert: (values: typeof uploads.$inferInsert) => db.insert(uploads).values(values),
    /** What a user's stored files take together, their videos' variants and posters included, for the quota. */
    bytesOf: (userId: number) =>
      db
        .select({ bytes: sql<string>`coalesce(sum(${uploads.size} + ${uploads.variantSize}), 0)` })
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
    /**
     * The fair pick of the next video to transcode, claimed (states/variant-moves.ts `claim`): a waiting video (or one
     * whose claim is older than `staleSeconds`) whose owner has no other video held by a transcode, the owner served
     * longest ago first, then the oldest video. So one player's videos never hold two transcodes while anyone else's
     * wait, and a player with many waits their turn behind each newcomer. Picks take turns on a transaction lock: two
     * instances picking at once would otherwise both see the owner free.
     */
    claimTranscode: (staleSeconds: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.transcodePick})`);
        const stale = sql`now() - make_interval(secs => ${staleSeconds})`;
        const picked = await tx.execute<{ key: string; user_id: number | null; claimed_at: string }>(sql`
          update uploads set transcode_started_at = date_trunc('milliseconds', now())
          where key = (
            select u.key from uploads u
            where u.variant = 'processing' and (u.transcode_started_at is null or u.transcode_started_at < ${stale})
              and not exists (
                select 1 from uploads o
                where o.user_id = u.user_id and o.key <> u.key and o.variant = 'processing'
                  and o.transcode_started_at >= ${stale})
            order by (select max(o.transcode_started_at) from uploads o where o.user_id = u.user_id and o.key <> u.key)
                       asc nulls first,
                     u.created_at, u.key
            limit 1)
          returning key, user_id, transcode_started_at as claimed_at`);
        const row = picked.rows[0];
        return row ? { key: row.key, userId: row.user_id, claimedAt: new Date(row.claimed_at) } : undefined;
      }),
    /**
     * Sets a claimed video's variant columns if it is still held by that claim (compare-and-set); only
     * states/variant-moves.ts `moveVariant` calls it. True when the row moved.
     */
    moveClaimed: (
      claim: Pick<TranscodeClaim, 'key' | 'claimedAt'>,
      to: { variant: 'processing' | 'ready' | 'failed'; transcodeStartedAt?: null; variantSize?: number },
    ) =>
      db
        .update(uploads)
        .set(to)
        .where(
          and(
            eq(uploads.key, claim.key),
            eq(uploads.variant, 'processing'),
            eq(uploads.transcodeStartedAt, claim.claimedAt),
          ),
        )
        .returning({ key: uploads.key })
        .then((rows) => rows.length === 1),
    /** Who stored a file and what it is, so a profile can only point at its owner's pictures. */
    ownerOf: (key: string) =>
      db
        .select({ userId: uploads.userId, contentType: uploads.contentType })
        .from(uploads)
        .where(eq(uploads.key, key))
        .then((rows) => rows[0]),
  };
}
