import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { accountOpenText } from './user-stands.js';
import type { Database } from '../client.js';
import { attentionSettings, mutes, users, type ChannelChoice } from '../schema.js';

/** Mutes and what each player chose to hear (policies/attention.ts decides with what these read). */
export function attentionRepository(db: Database) {
  const settingsOf = (userIds: number[]) =>
    userIds.length
      ? db.select().from(attentionSettings).where(inArray(attentionSettings.userId, userIds))
      : Promise.resolve([]);

  return {
    /** Mutes from `muterId`, or for good or ending after `now` (expired ones are kept and no longer count). */
    mute: (muterId: number, mutedId: number, until: Date | null) =>
      db
        .insert(mutes)
        .values({ muterId, mutedId, until })
        .onConflictDoUpdate({ target: [mutes.muterId, mutes.mutedId], set: { until, createdAt: sql`now()` } }),

    unmute: (muterId: number, mutedId: number) =>
      db
        .delete(mutes)
        .where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)))
        .returning({ mutedId: mutes.mutedId })
        .then((rows) => rows.length > 0),

    /** The players `muterId` has muted at `now`, with who they are, the latest first (the settings' list). */
    mutedBy: (muterId: number, now: Date) =>
      db
        .select({
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          photoUrl: users.photoUrl,
          frozenAt: users.frozenAt,
          deletedAt: users.deletedAt,
          standing: users.standing,
          until: mutes.until,
        })
        .from(mutes)
        .innerJoin(users, eq(users.id, mutes.mutedId))
        .where(and(eq(mutes.muterId, muterId), or(isNull(mutes.until), gt(mutes.until, now))))
        .orderBy(desc(mutes.createdAt))
        .limit(500),

    settingsOf,

    /**
     * What the attention rule needs of each player, in one statement: their mutes that still hold at `now` (the
     * rule judges them again by the clock when it reads them), their muted words and their channels by kind (none
     * set: every channel on). Kept per player by services/caches/feed-cache.ts.
     */
    factsOf: (userIds: number[], now: Date) =>
      userIds.length
        ? db
            .execute<{
              user_id: number;
              mutes: { mutedId: number; until: string | null }[];
              muted_words: string[] | null;
              channels: Record<string, ChannelChoice> | null;
            }>(
              sql`select r.id as user_id,
                coalesce((select json_agg(json_build_object('mutedId', m.muted_id, 'until', m.until))
                  from ${mutes} m where m.muter_id = r.id
                  and (m.until is null or m.until > ${now.toISOString()}::timestamptz)), '[]'::json) as mutes,
                a.muted_words, a.channels
              from unnest(${`{${userIds.join(',')}}`}::int[]) as r(id)
              left join ${attentionSettings} a on a.user_id = r.id`,
            )
            .then(({ rows }) =>
              rows.map((r) => ({
                userId: Number(r.user_id),
                mutes: r.mutes.map((m) => ({ mutedId: Number(m.mutedId), until: m.until ? new Date(m.until) : null })),
                mutedWords: r.muted_words ?? [],
                channels: r.channels ?? {},
              })),
            )
        : Promise.resolve([]),

    saveMutedWords: (userId: number, words: string[]) =>
      db
        .insert(attentionSettings)
        .values({ userId, mutedWords: words })
        .onConflictDoUpdate({ target: attentionSettings.userId, set: { mutedWords: words } }),

    /** Merges the kinds given into what was saved (kinds left out keep theirs); answers the row as now saved. */
    saveChannels: (userId: number, changed: Record<string, ChannelChoice>, digest: boolean | undefined) =>
      db
        .insert(attentionSettings)
        .values({ userId, channels: changed, digest: digest ?? false })
        .onConflictDoUpdate({
          target: attentionSettings.userId,
          set: {
            channels: sql`${attentionSettings.channels} || excluded.channels`,
            ...(digest === undefined ? {} : { digest }),
          },
        })
        .returning()
        .then((rows) => rows[0]!),

    /** The one-click unsubscribe: the digest off, whatever else the player chose. */
    stopDigest: (userId: number) =>
      db
        .update(attentionSettings)
        .set({ digest: false })
        .where(eq(attentionSettings.userId, userId))
        .returning({ userId: attentionSettings.userId })
        .then((rows) => rows.length > 0),

    /**
     * Players due a digest at `now`: digest on, no session seen for a day, and none mailed in the last day. Marks
     * them sent in the same statement, so two runs never mail one player twice; answers who, and since when to tell
     * (the last digest or the last time they were on, whichever came later).
     */
    claimDigests: (at: Date, limit: number) => {
      const now = at.toISOString();
      return db
        .execute<{ user_id: number; since: Date | string }>(
          sql`
          with due as (
            select a.user_id, coalesce(
              greatest(a.digest_sent_at, (select max(s.last_seen_at) from sessions s where s.user_id = a.user_id)),
              ${now}::timestamptz - interval '7 days'
            ) as since
            from attention_settings a
            join users u on u.id = a.user_id
            where a.digest
              and u.email is not null and ${sql.raw(accountOpenText('u'))}
              and (a.digest_sent_at is null or a.digest_sent_at <= ${now}::timestamptz - interval '1 day')
              and not exists (
                select 1 from sessions s
                where s.user_id = a.user_id and s.last_seen_at > ${now}::timestamptz - interval '1 day'
              )
            order by a.user_id
            limit ${limit}
            for update of a skip locked
          )
          update attention_settings a set digest_sent_at = ${now}::timestamptz
          from due where a.user_id = due.user_id
          returning a.user_id, due.since`,
        )
        .then((result) => result.rows.map((r) => ({ userId: Number(r.user_id), since: new Date(r.since) })));
    },
  };
}
