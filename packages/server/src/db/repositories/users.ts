import type { Standing } from '@gamefolk/contract';
import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { notBlockedSql } from './block-hides.js';
import type { Database } from '../client.js';
import { users, type UserRow } from '../schema.js';
import { usernameSkeleton } from '../username-skeleton.js';
import { userStands } from './user-stands.js';

export type NewUser = typeof users.$inferInsert;

/** How many people each name (username, first, last) may put forward for a mention suggestion. */
const MENTION_CANDIDATES = 50;

export function usersRepository(db: Database) {
  const first = (rows: UserRow[]) => rows[0];
  return {
    findById: (id: number) => db.select().from(users).where(eq(users.id, id)).then(first),

    byIds: (ids: number[]) =>
      ids.length ? db.select().from(users).where(inArray(users.id, ids)) : Promise.resolve([]),

    /** Sign-in accepts an email or a username, neither case-sensitive; deleted accounts in their grace period too. */
    findByLogin: (login: string) =>
      db
        .select()
        .from(users)
        .where(
          login.includes('@') ? eq(users.email, login.toLowerCase()) : sql`lower(${users.username}) = lower(${login})`,
        )
        .then(first),

    /**
     * Accounts deleted or frozen before `cutoff`, and those of `bannedIds` (banned before it: moderationLog's
     * bannedBefore), are gone for good; returns how many.
     */
    purgeDeletedBefore: (cutoff: Date, bannedIds: number[] = []) =>
      db
        .delete(users)
        .where(
          or(
            lt(users.deletedAt, cutoff),
            lt(users.frozenAt, cutoff),
            bannedIds.length ? and(inArray(users.id, bannedIds), eq(users.standing, 'banned')) : undefined,
          ),
        )
        .returning({ id: users.id })
        .then((rows) => rows.length),

    findByEmail: (email: string) => db.select().from(users).where(eq(users.email, email.toLowerCase())).then(first),

    findByGoogleSub: (sub: string) => db.select().from(users).where(eq(users.googleSub, sub)).then(first),

    /** Taken by the same name in any case, or by one that looks the same (usernameSkeleton). */
    usernameTaken: (name: string) =>
      db
        .select({ id: users.id })
        .from(users)
        .where(or(sql`lower(${users.username}) = lower(${name})`, eq(users.usernameSkeleton, usernameSkeleton(name))))
        .limit(1)
        .then((rows) => rows.length > 0),

    /** Gives accounts made before skeletons were kept theirs; returns how many. */
    fillUsernameSkeletons: async () => {
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(isNull(users.usernameSkeleton));
      for (const row of rows) {
        await db
          .update(users)
          .set({ usernameSkeleton: usernameSkeleton(row.username) })
          .where(eq(users.id, row.id));
      }
      return rows.length;
    },

    /** Active users whose username or name starts with `text`, closest first, leaving out anyone blocked either way. */
    /**
     * Mention suggestions: people whose username, first or last name starts with the text, the exact username
     * first, then the shortest usernames. Each name is read in index order and stops after a few dozen that
     * pass, so a common start costs a page of rows, not a scan of every user.
     */
    searchByName: (text: string, viewerId: number, limit: number) => {
      const prefix = `${text.replace(/[\\%_]/g, '\\$&')}%`;
      const findable = and(userStands, isNotNull(users.activatedAt), notBlockedSql(viewerId, users.id));
      const startingWith = (column: typeof users.username | typeof users.firstName | typeof users.lastName) =>
        db
          .select({ id: users.id })
          .from(users)
          .where(and(findable, sql`lower(${column}) like lower(${prefix})`))
          // The order of the text_pattern_ops index, so the scan stops after the first few dozen.
          .orderBy(sql`lower(${column}) using ~<~`)
          .limit(MENTION_CANDIDATES);
      const candidates = union(
        startingWith(users.username),
        startingWith(users.firstName),
        startingWith(users.lastName),
      );
      return db
        .select()
        .from(users)
        .where(inArray(users.id, db.select({ id: sql<number>`id` }).from(candidates.as('candidates'))))
        .orderBy(sql`lower(${users.username}) = lower(${text}) desc`, sql`length(${users.username})`, users.id)
        .limit(limit);
    },

    /**
     * Search by name for the main search box: an exact username first, then usernames starting with the text,
     * then the closest names by trigram word similarity. The closest come straight from the GiST index in
     * order, so a name thousands share costs a page of rows, not a sort of them all.
     */
    search: async (text: string, viewerId: number, limit: number) => {
      const q = text.toLowerCase();
      const haystack = sql`lower(${users.username} || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
      const findable = and(userStands, isNotNull(users.activatedAt), notBlockedSql(viewerId, users.id));
      const [exact, closest] = await Promise.all([
        db
          .select()
          .from(users)
          .where(and(sql`lower(${users.username}) = ${q}`, findable)),
        db
          .select()
          .from(users)
          .where(and(sql`${q} <% ${haystack}`, findable))
          // Distance alone: a second key would stop the index from handing rows back in order.
          .orderBy(sql`${q} <<-> ${haystack}`)
          .limit(limit),
      ]);
      const startsWith = (row: UserRow) => row.username.toLowerCase().startsWith(q);
      const others = closest.filter((row) => !exact.some((e) => e.id === row.id));
      return [...exact, ...others.filter(startsWith), ...others.filter((row) => !startsWith(row))].slice(0, limit);
    },

    insert: (values: NewUser) =>
      db
        .insert(users)
        .values({ ...values, usernameSkeleton: usernameSkeleton(values.username) })
        .returning()
        .then((rows) => rows[0]!),

    update: (id: number, values: Partial<NewUser>) =>
      db.update(users).set(values).where(eq(users.id, id)).returning().then(first),

    /**
     * Moves a user's standing only while it is still `from` (the standing and its end as read): the compare-and-set
     * of states/standing-moves.ts. The row when it moved.
     */
    moveStanding: (
      id: number,
      from: { standing: Standing; until: Date | null },
      to: { standing: Standing; standingUntil: Date | null },
    ) =>
      db
        .update(users)
        .set(to)
        .where(
          and(
            eq(users.id, id),
            eq(users.standing, from.standing),
            from.until ? eq(users.standingUntil, from.until) : isNull(users.standingUntil),
          ),
        )
        .returning()
        .then(first),

    /** Users whose warning or suspension ended by `at` (jobs/standing-expiry.ts moves them back). */
    standingsEndedBy: (at: Date, limit: number) =>
      db
        .select({ id: users.id, standing: users.standing, until: users.standingUntil })
        .from(users)
        .where(and(inArray(users.standing, ['warned', 'suspended']), lte(users.standingUntil, at)))
        .limit(limit),
  };
}
