import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { favouriteGames, games, profiles, userPhotos } from '../schema.js';
import { systemClock, type Clock } from '../../clock.js';

export type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, 'userId'>>;

export function profilesRepository(db: Database, now: Clock = systemClock) {
  return {
    get: (userId: number) =>
      db
        .select()
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .then((rows) => rows[0]),

    upsert: (userId: number, values: ProfileValues) =>
      db
        .insert(profiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: now() } })
        .returning()
        .then((rows) => rows[0]!),

    favouriteGames: (userId: number) =>
      db
        .select({ id: games.id, name: games.name, icon: games.icon })
        .from(favouriteGames)
        .innerJoin(games, eq(games.id, favouriteGames.gameId))
        .where(eq(favouriteGames.userId, userId))
        .orderBy(asc(favouriteGames.position)),

    knownGameIds: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([] as number[])
        : db
            .select({ id: games.id })
            .from(games)
            .where(inArray(games.id, ids))
            .then((rows) => rows.map((r) => r.id)),

    setFavouriteGames: (userId: number, ids: number[]) =>
      db.transaction(async (tx) => {
        await tx.delete(favouriteGames).where(eq(favouriteGames.userId, userId));
        if (ids.length)
          await tx.insert(favouriteGames).values(ids.map((gameId, position) => ({ userId, gameId, position })));
      }),

    /** A page of the gallery, newest first; with `oldest`, only among the user's `oldest` first photos. */
    photos: (userId: number, page: number, limit: number, oldest?: number) =>
      db
        .select()
        .from(userPhotos)
        .where(
          and(
            eq(userPhotos.userId, userId),
            oldest === undefined
              ? undefined
              : inArray(
                  userPhotos.id,
                  db
                    .select({ id: userPhotos.id })
                    .from(userPhotos)
                    .where(eq(userPhotos.userId, userId))
                    .orderBy(asc(userPhotos.createdAt), asc(userPhotos.id))
                    .limit(oldest),
                ),
          ),
        )
        .orderBy(desc(userPhotos.createdAt), desc(userPhotos.id))
        .limit(limit)
        .offset((page - 1) * limit),

    addPhotos: (userId: number, urls: string[]) =>
      urls.length ? db.insert(userPhotos).values(urls.map((url) => ({ userId, url }))) : Promise.resolve(),

    /** Takes photos out of a gallery; returns what they showed. */
    removePhotos: (userId: number, ids: number[]): Promise<{ url: string }[]> =>
      ids.length
        ? db
            .delete(userPhotos)
            .where(and(eq(userPhotos.userId, userId), inArray(userPhotos.id, ids)))
            .returning({ url: userPhotos.url })
        : Promise.resolve([]),
  };
}
