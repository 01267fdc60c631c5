import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  steamAccounts,
  steamAchievementSchemas,
  steamAchievementSyncs,
  steamApps,
  steamGames,
  steamNonces,
  steamUserAchievements,
  type SteamAccountRow,
  type SteamGenre,
} from '../schema.js';

export type { SteamAccountRow };

export interface SteamGameData {
  appId: number;
  name: string;
  playtimeForever: number;
  playtime2weeks: number;
  iconHash: string | null;
  lastPlayedAt: Date | null;
  recentRank: number | null;
}

export interface SteamProfileData {
  personaName: string | null;
  avatarUrl: string | null;
  profileUrl: string | null;
  isPublic: boolean;
}

/** `%`, `_` and `\` typed by a user match themselves in ILIKE. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function steamRepository(db: Database) {
  return {
    byUser: (userId: number) =>
      db
        .select()
        .from(steamAccounts)
        .where(eq(steamAccounts.userId, userId))
        .then((rows): SteamAccountRow | undefined => rows[0]),

    bySteamId: (steamId: string) =>
      db
        .select()
        .from(steamAccounts)
        .where(eq(steamAccounts.steamId, steamId))
        .then((rows): SteamAccountRow | undefined => rows[0]),

    /** Throws a unique violation when the user already has one, or another user holds this Steam account. */
    insert: (userId: number, steamId: string) =>
      db
        .insert(steamAccounts)
        .values({ userId, steamId })
        .returning()
        .then((rows) => rows[0]!),

    remove: async (userId: number) => {
      await db.delete(steamGames).where(eq(steamGames.userId, userId));
      await db.delete(steamUserAchievements).where(eq(steamUserAchievements.userId, userId));
      await db.delete(steamAchievementSyncs).where(eq(steamAchievementSyncs.userId, userId));
      const gone = await db.delete(steamAccounts).where(eq(steamAccounts.userId, userId)).returning();
      return gone.length > 0;
    },

    /** Records an OpenID nonce; false when it was already used (the primary key answers, no look-up race). */
    useNonce: async (nonce: string) => {
      const rows = await db.insert(steamNonces).values({ nonce }).onConflictDoNothing().returning();
      return rows.length === 1;
    },

    purgeNonces: async (before: Date) => {
      const rows = await db.delete(steamNonces).where(lt(steamNonces.createdAt, before)).returning();
      return rows.length;
    },

    markRefreshed: (userId: number, at: Date) =>
      db.update(steamAccounts).set({ refreshedAt: at }).where(eq(steamAccounts.userId, userId)),

    saveProfile: (userId: number, steamId: string, profile: SteamProfileData) =>
      db
        .update(steamAccounts)
        .set(profile)
        .where(and(eq(steamAccounts.userId, userId), eq(steamAccounts.steamId, steamId))),

    /** A good sync: the whole library is replaced (for the Steam account it was read for). */
    saveLibrary: async (userId: number, steamId: string, games: SteamGameData[], at: Date) => {
      const updated = await db
        .update(steamAccounts)
        .set({ gameCount: games.length, syncedAt: at, syncFailedAt: null, syncError: null, isPublic: true })
        .where(and(eq(steamAccounts.userId, userId), eq(steamAccounts.steamId, steamId)))
        .returning();
      if (!updated.length) return undefined;
      await db.delete(steamGames).where(eq(steamGames.userId, userId));
      for (let i = 0; i < games.length; i += 500) {
        await db.insert(steamGames).values(games.slice(i, i + 500).map((g) => ({ userId, ...g })));
      }
      return updated[0];
    },

    /** A failed sync: the last good data stays, with why and when it could not be renewed. */
    saveFailure: (userId: number, error: string, at: Date, isPublic?: boolean) =>
      db
        .update(steamAccounts)
        .set({ syncFailedAt: at, syncError: error, ...(isPublic !== undefined && { isPublic }) })
        .where(eq(steamAccounts.userId, userId)),

    /** Linked accounts whose data is older than `every`, skipping those that failed within `retryAfter` (private: `every`). */
    due: (now: Date, everyMs: number, retryAfterMs: number, limit: number) =>
      db
        .select()
        .from(steamAccounts)
        .where(
          and(
            or(isNull(steamAccounts.syncedAt), lt(steamAccounts.syncedAt, new Date(now.getTime() - everyMs))),
            // An outage is tried again after `retryAfter`; a private profile only once a day.
            or(
              isNull(steamAccounts.syncFailedAt),
              and(
                ne(steamAccounts.syncError, 'steamProfilePrivate'),
                lt(steamAccounts.syncFailedAt, new Date(now.getTime() - retryAfterMs)),
              ),
              lt(steamAccounts.syncFailedAt, new Date(now.getTime() - everyMs)),
            ),
          ),
        )
        .orderBy(sql`${steamAccounts.syncedAt} asc nulls first`)
        .limit(limit),

    library: (userId: number, page: number, limit: number, search: string | undefined) => {
      const where = search
        ? and(eq(steamGames.userId, userId), ilike(steamGames.name, `%${likeEscape(search)}%`))
        : eq(steamGames.userId, userId);
      return db
        .select()
        .from(steamGames)
        .where(where)
        .orderBy(desc(steamGames.playtimeForever), asc(steamGames.name), asc(steamGames.appId))
        .limit(limit)
        .offset((page - 1) * limit);
    },

    mostPlayed: (userId: number, limit: number) =>
      db
        .select()
        .from(steamGames)
        .where(and(eq(steamGames.userId, userId), gt(steamGames.playtimeForever, 0)))
        .orderBy(desc(steamGames.playtimeForever), asc(steamGames.appId))
        .limit(limit),

    recent: (userId: number, limit: number) =>
      db
        .select()
        .from(steamGames)
        .where(and(eq(steamGames.userId, userId), isNotNull(steamGames.recentRank)))
        .orderBy(asc(steamGames.recentRank))
        .limit(limit),

    game: (userId: number, appId: number) =>
      db
        .select()
        .from(steamGames)
        .where(and(eq(steamGames.userId, userId), eq(steamGames.appId, appId)))
        .then((rows) => rows[0]),

    /** Apps among the user's most played whose store genres we never read, or read before `staleBefore`. */
    appsMissingGenres: (userId: number, staleBefore: Date, limit: number) =>
      db
        .select({ appId: steamGames.appId })
        .from(steamGames)
        .leftJoin(steamApps, eq(steamApps.appId, steamGames.appId))
        .where(
          and(
            eq(steamGames.userId, userId),
            or(isNull(steamApps.storeFetchedAt), lt(steamApps.storeFetchedAt, staleBefore)),
          ),
        )
        .orderBy(desc(steamGames.playtimeForever))
        .limit(limit)
        .then((rows) => rows.map((r) => r.appId)),

    saveGenres: (appId: number, name: string | undefined, genres: SteamGenre[] | null, at: Date) =>
      db
        .insert(steamApps)
        .values({ appId, name, genres, storeFetchedAt: at })
        .onConflictDoUpdate({
          target: steamApps.appId,
          set: { genres, storeFetchedAt: at, ...(name && { name }) },
        }),

    /** Play time per genre over the user's games whose genres are known. */
    genres: (userId: number) =>
      db
        .execute<{ genre: string; playtime: number; games: number }>(
          sql`
        select g.value->>'description' as genre,
               sum(${steamGames.playtimeForever})::int as playtime,
               count(*)::int as games
        from ${steamGames}
        join ${steamApps} on ${steamApps.appId} = ${steamGames.appId}
        cross join lateral jsonb_array_elements(coalesce(${steamApps.genres}, '[]'::jsonb)) as g(value)
        where ${steamGames.userId} = ${userId}
        group by 1
        order by 2 desc, 1 asc
        limit 12`,
        )
        .then((result) => result.rows),

    app: (appId: number) =>
      db
        .select()
        .from(steamApps)
        .where(eq(steamApps.appId, appId))
        .then((rows) => rows[0]),

    saveSchema: async (
      appId: number,
      name: string | undefined,
      achievements: (typeof steamAchievementSchemas.$inferInsert)[],
      at: Date,
    ) => {
      await db
        .insert(steamApps)
        .values({ appId, name, schemaFetchedAt: at })
        .onConflictDoUpdate({ target: steamApps.appId, set: { schemaFetchedAt: at, ...(name && { name }) } });
      await db.delete(steamAchievementSchemas).where(eq(steamAchievementSchemas.appId, appId));
      for (let i = 0; i < achievements.length; i += 500) {
        await db.insert(steamAchievementSchemas).values(achievements.slice(i, i + 500));
      }
    },

    saveUserAchievements: async (
      userId: number,
      appId: number,
      rows: { apiName: string; achieved: boolean; unlockedAt: Date | null }[] | null,
      at: Date,
    ) => {
      await db
        .delete(steamUserAchievements)
        .where(and(eq(steamUserAchievements.userId, userId), eq(steamUserAchievements.appId, appId)));
      const list = rows ?? [];
      for (let i = 0; i < list.length; i += 500) {
        await db.insert(steamUserAchievements).values(list.slice(i, i + 500).map((r) => ({ userId, appId, ...r })));
      }
      await db
        .insert(steamAchievementSyncs)
        .values({ userId, appId, hasStats: rows !== null, syncedAt: at })
        .onConflictDoUpdate({
          target: [steamAchievementSyncs.userId, steamAchievementSyncs.appId],
          set: { hasStats: rows !== null, syncedAt: at },
        });
    },

    achievementSync: (userId: number, appId: number) =>
      db
        .select()
        .from(steamAchievementSyncs)
        .where(and(eq(steamAchievementSyncs.userId, userId), eq(steamAchievementSyncs.appId, appId)))
        .then((rows) => rows[0]),

    /** The user's achievements in an app with their names and icons, unlocked first (newest first). */
    achievements: (userId: number, appId: number) =>
      db
        .select({
          apiName: steamUserAchievements.apiName,
          achieved: steamUserAchievements.achieved,
          unlockedAt: steamUserAchievements.unlockedAt,
          displayName: steamAchievementSchemas.displayName,
          description: steamAchievementSchemas.description,
          icon: steamAchievementSchemas.icon,
          iconGray: steamAchievementSchemas.iconGray,
          hidden: steamAchievementSchemas.hidden,
        })
        .from(steamUserAchievements)
        .leftJoin(
          steamAchievementSchemas,
          and(
            eq(steamAchievementSchemas.appId, steamUserAchievements.appId),
            eq(steamAchievementSchemas.apiName, steamUserAchievements.apiName),
          ),
        )
        .where(and(eq(steamUserAchievements.userId, userId), eq(steamUserAchievements.appId, appId)))
        .orderBy(
          desc(steamUserAchievements.achieved),
          sql`${steamUserAchievements.unlockedAt} desc nulls last`,
          asc(steamUserAchievements.apiName),
        ),

    appsWithIds: (appIds: number[]) =>
      appIds.length ? db.select().from(steamApps).where(inArray(steamApps.appId, appIds)) : Promise.resolve([]),
  };
}
