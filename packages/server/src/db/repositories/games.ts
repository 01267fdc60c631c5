import { desc, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { games, type GameRow } from '../schema.js';

export type NewGame = typeof games.$inferInsert;

export interface GameSearch {
  /** The term as typed, trimmed. */
  term: string;
  /** The term folded by `foldForSearch`: lower case, letters and digits only. */
  folded: string;
  /** Games whose nickname is the term, and those whose nickname starts with it. */
  aliasExact: string[];
  aliasPrefix: string[];
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The same folding as `foldForSearch`, on the stored name. */
const foldedName = sql`regexp_replace(lower(${games.name}), '[^[:alnum:]]+', '', 'g')`;

const anyOf = (slugs: string[]) => (slugs.length ? inArray(games.slug, slugs) : sql`false`);

export function gamesRepository(db: Database) {
  return {
    findById: (id: number) =>
      db
        .select()
        .from(games)
        .where(eq(games.id, id))
        .then((rows): GameRow | undefined => rows[0]),

    mostPopular: (limit: number) =>
      db.select().from(games).orderBy(desc(games.popularity), asc(games.name)).limit(limit),

    /**
     * Ranked by closeness: the exact name or nickname, then names (or nicknames) that start with the term,
     * then names with a word that does, then names that merely contain it; popularity breaks ties.
     */
    search({ term, folded, aliasExact, aliasPrefix, limit }: GameSearch) {
      const contains = `%${folded}%`;
      const startsWith = `${folded}%`;
      const wordStart = `% ${escapeLike(term.toLowerCase())}%`;
      const closeness = sql<number>`case
        when ${foldedName} = ${folded} or ${anyOf(aliasExact)} then 0
        when ${foldedName} like ${startsWith} or ${anyOf(aliasPrefix)} then 1
        when lower(${games.name}) like ${wordStart} then 2
        else 3 end`;
      return db
        .select()
        .from(games)
        .where(sql`${foldedName} like ${contains} or ${anyOf([...aliasExact, ...aliasPrefix])}`)
        .orderBy(closeness, desc(games.popularity), asc(games.name))
        .limit(limit);
    },

    slugs: () =>
      db
        .select({ slug: games.slug })
        .from(games)
        .then((rows) => new Set(rows.map((r) => r.slug))),

    /** Inserts the games whose slug is new; a slug another instance inserted meanwhile is skipped, not an error. */
    insertMissing: (rows: NewGame[]) =>
      rows.length
        ? db.insert(games).values(rows).onConflictDoNothing({ target: games.slug }).returning({ id: games.id })
        : Promise.resolve([]),

    count: () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(games)
        .then((rows) => rows[0]!.n),
  };
}
