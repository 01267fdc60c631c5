import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { events, favouriteGames, games, lobbies, type GameRow } from '../schema.js';
import { advisoryLocks } from '../advisory-locks.js';

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

/** What getGames may offer: neither hidden nor merged into another game. */
const listed = and(eq(games.hidden, false), isNull(games.mergedInto));

/** A game as IGDB knows it, for `importIgdb`. */
export type IgdbImport = Pick<
  NewGame,
  'igdbId' | 'name' | 'genres' | 'platforms' | 'icon' | 'coverImageId' | 'releaseYear' | 'steamAppId'
>;

export function gamesRepository(db: Database) {
  return {
    findById: (id: number) =>
      db
        .select()
        .from(games)
        .where(eq(games.id, id))
        .then((rows): GameRow | undefined => rows[0]),

    /** Hidden by a manager and not merged away, by name (at most `limit`). */
    hidden: (limit: number) =>
      db
        .select()
        .from(games)
        .where(and(eq(games.hidden, true), isNull(games.mergedInto)))
        .orderBy(asc(games.name))
        .limit(limit),

    mostPopular: (limit: number) =>
      db.select().from(games).where(listed).orderBy(desc(games.popularity), asc(games.name)).limit(limit),

    byIds: (ids: number[]) =>
      ids.length ? db.select().from(games).where(inArray(games.id, ids)) : Promise.resolve([]),

    /** Listed games whose name folds to one of these (IGDB's offers already in the catalogue under our name). */
    withFoldedNames: (folded: string[]) =>
      folded.length
        ? db
            .select()
            .from(games)
            .where(and(isNull(games.mergedInto), inArray(foldedName, folded)))
        : Promise.resolve([] as GameRow[]),

    /** Games named by these Steam app ids, not merged away. */
    bySteamAppIds: (appIds: number[]) =>
      appIds.length
        ? db
            .select()
            .from(games)
            .where(and(isNull(games.mergedInto), inArray(games.steamAppId, appIds)))
        : Promise.resolve([] as GameRow[]),

    /**
     * IGDB's games into the catalogue, once each: a game already imported (by this call, another instance or a
     * search a moment ago) is returned as it is, only learning a Steam app id it lacked; the unique igdb_id
     * decides who inserts. Imports take turns on a transaction lock: two searches inserting the same new game at
     * once would otherwise both pass the igdb_id check and the second fail on the slug's unique index (that index
     * is not the one `on conflict` arbitrates), or deadlock on two games met in opposite orders.
     */
    importIgdb: (rows: IgdbImport[]) =>
      rows.length
        ? db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.igdbImport})`);
            return tx
              .insert(games)
              .values(rows.map((row) => ({ ...row, slug: `igdb-${row.igdbId}` })))
              .onConflictDoUpdate({
                target: games.igdbId,
                set: { steamAppId: sql`coalesce(${games.steamAppId}, excluded.steam_app_id)` },
              })
              .returning();
          })
        : Promise.resolve([] as GameRow[]),

    create: (row: NewGame) =>
      db
        .insert(games)
        .values(row)
        .returning()
        .then((rows) => rows[0]!),

    update: (id: number, values: Partial<Pick<NewGame, 'name' | 'hidden' | 'icon'>>) =>
      db
        .update(games)
        .set(values)
        .where(and(eq(games.id, id), isNull(games.mergedInto)))
        .returning()
        .then((rows): GameRow | undefined => rows[0]),

    /** A cover fetched for the game, unless an icon of ours (a cover or a manager's upload) is already there. */
    setCoverIfDrawn: (id: number, icon: string) =>
      db
        .update(games)
        .set({ icon })
        .where(and(eq(games.id, id), sql`${games.icon} not like '/files/%'`))
        .returning({ id: games.id })
        .then((rows) => rows.length > 0),

    /**
     * Everything naming `from` names `into` instead: favourites (a player who had both keeps one, at the better
     * place), lobbies, events, and games merged into `from` before. `from` stays, hidden, pointing at `into`, so
     * its IGDB id keeps resolving there. Run in a transaction with both rows locked.
     */
    async merge(from: number, into: number) {
      await db.execute(sql`select id from games where id in (${from}, ${into}) order by id for update`);
      await db.execute(sql`
        update favourite_games f set position = least(f.position, o.position)
        from favourite_games o
        where f.game_id = ${into} and o.game_id = ${from} and o.user_id = f.user_id`);
      await db
        .delete(favouriteGames)
        .where(
          and(
            eq(favouriteGames.gameId, from),
            sql`${favouriteGames.userId} in (select user_id from favourite_games where game_id = ${into})`,
          ),
        );
      await db.update(favouriteGames).set({ gameId: into }).where(eq(favouriteGames.gameId, from));
      await db.update(lobbies).set({ gameId: into }).where(eq(lobbies.gameId, from));
      await db.update(events).set({ gameId: into }).where(eq(events.gameId, from));
      await db.update(games).set({ mergedInto: into }).where(eq(games.mergedInto, from));
      const [kept] = await db
        .update(games)
        .set({ mergedInto: into, hidden: true })
        .where(eq(games.id, from))
        .returning();
      return kept;
    },

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
        .where(and(listed, sql`(${foldedName} like ${contains} or ${anyOf([...aliasExact, ...aliasPrefix])})`))
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
