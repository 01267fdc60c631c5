// The catalogue beyond the seeded list: IGDB's matches imported when offered (docs/decisions.md "Every game"),
// covers fetched once into our storage by a job, and the games behind a linked Steam library.
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { foldForSearch } from '../../catalog/game-search.js';
import { drawGameIcon } from '../../catalog/game-icons.js';
import type { Services } from '../../context.js';
import type { GameRow } from '../../db/schema.js';
import type { IgdbGame } from '../../providers/igdb.js';

export const gameCoverJob = 'games.cover';

/** How many of IGDB's matches one search offers. */
const igdbOffers = 10;

const logFailure = (services: Services, error: unknown, what: string) =>
  services.log.warn({ err: { message: error instanceof Error ? error.message : 'failed' } }, what);

/**
 * IGDB's games as catalogue rows, each imported once (a game merged away resolves to the game it went into; a
 * hidden one is left out); rows still showing their drawn icon get a cover job.
 */
export async function importIgdbGames(services: Services, found: IgdbGame[]): Promise<GameRow[]> {
  if (!found.length) return [];
  const rows = await services.repos.games.importIgdb(
    found.map((game) => ({
      igdbId: game.igdbId,
      name: game.name,
      genres: game.genres,
      platforms: game.platforms,
      releaseYear: game.releaseYear,
      coverImageId: game.coverImageId,
      steamAppId: game.steamAppIds[0] ?? null,
      icon: drawGameIcon({ slug: `igdb-${game.igdbId}`, name: game.name, genres: game.genres }),
    })),
  );
  const mergedInto = rows.map((row) => row.mergedInto).filter((id): id is number => id !== null);
  const kept = new Map((await services.repos.games.byIds(mergedInto)).map((row) => [row.id, row]));
  const byIgdbId = new Map(rows.map((row) => [row.igdbId, row.mergedInto ? kept.get(row.mergedInto) : row]));
  const games: GameRow[] = [];
  for (const { igdbId } of found) {
    const row = byIgdbId.get(igdbId);
    if (row && !row.hidden && !games.some((g) => g.id === row.id)) games.push(row);
  }
  const coverless = games.filter((row) => row.coverImageId && !row.icon.startsWith('/files/'));
  for (const row of coverless) await services.jobs.send(gameCoverJob, { gameId: row.id }, { id: coverJobId(row.id) });
  if (coverless.length) services.jobs.wake(gameCoverJob);
  return games;
}

/** pg-boss wants a UUID for a job id: one per game, so a cover is asked for once however many searches offer it. */
function coverJobId(gameId: number): string {
  const hex = createHash('sha256').update(`game-cover:${gameId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * IGDB's matches for a search that the local results do not already hold (by IGDB id or by name), imported.
 * IGDB down, slow or busy: none, and no error.
 */
export async function igdbOffersFor(
  services: Services,
  userId: number,
  name: string,
  local: GameRow[],
): Promise<GameRow[]> {
  const { igdb } = services;
  if (!igdb.configured) return [];
  let found: IgdbGame[];
  try {
    // One player typing fast cannot take everyone's share of IGDB: past their budget, our own games only.
    await services.rateLimits.consume('igdbSearchByUser', String(userId));
    found = await igdb.search(name, igdbOffers);
  } catch (error) {
    logFailure(services, error, 'igdb search failed: local results only');
    return [];
  }
  const shownIgdb = new Set(local.map((row) => row.igdbId));
  const known = new Set(
    (await services.repos.games.withFoldedNames(found.map((game) => foldForSearch(game.name)).filter(Boolean)))
      .filter((row) => row.igdbId === null)
      .map((row) => foldForSearch(row.name)),
  );
  const fresh = found.filter((game) => !shownIgdb.has(game.igdbId) && !known.has(foldForSearch(game.name)));
  const offered = await importIgdbGames(services, fresh);
  return offered.filter((row) => !local.some((shown) => shown.id === row.id));
}

/** The catalogue's games for a Steam library: by app id, by name, then IGDB's for the app ids still unmatched. */
export async function gamesForSteamLibrary(
  services: Services,
  userId: number,
  library: { appId: number; name: string }[],
): Promise<GameRow[]> {
  const { games } = services.repos;
  const byApp = await games.bySteamAppIds(library.map((g) => g.appId));
  const byName = await games.withFoldedNames(library.map((g) => foldForSearch(g.name)).filter(Boolean));
  const matched: GameRow[] = [];
  const unmatched: number[] = [];
  for (const owned of library) {
    const row =
      byApp.find((g) => g.steamAppId === owned.appId) ??
      byName.find((g) => foldForSearch(g.name) === foldForSearch(owned.name));
    if (row) matched.push(row);
    else unmatched.push(owned.appId);
  }
  if (unmatched.length && services.igdb.configured) {
    try {
      await services.rateLimits.consume('igdbSearchByUser', String(userId));
      const found = await services.igdb.bySteamAppIds(unmatched);
      const imported = await importIgdbGames(services, found);
      for (const appId of unmatched) {
        const igdbId = found.find((g) => g.steamAppIds.includes(appId))?.igdbId;
        const row = imported.find((g) => g.igdbId === igdbId || g.steamAppId === appId);
        if (igdbId !== undefined && row) matched.push(row);
      }
    } catch (error) {
      logFailure(services, error, 'igdb steam lookup failed: catalogue matches only');
    }
  }
  return matched.filter((row, i) => !row.hidden && matched.findIndex((r) => r.id === row.id) === i);
}

/** Fetches a game's IGDB cover once, re-encoded, into our storage, and makes it the game's icon. */
export async function storeGameCover(services: Services, gameId: number): Promise<void> {
  const row = await services.repos.games.findById(gameId);
  if (!row?.coverImageId || row.icon.startsWith('/files/') || !services.igdb.configured) return;
  const bytes = await services.igdb.cover(row.coverImageId);
  // Decoding proves it is an image; re-encoding drops whatever else the file carried.
  const data = await sharp(bytes).resize(264, 352, { fit: 'inside', withoutEnlargement: true }).jpeg().toBuffer();
  const key = `${randomBytes(18).toString('base64url')}.jpg`;
  await services.storage.put(key, data, 'image/jpeg');
  if (!(await services.repos.games.setCoverIfDrawn(gameId, `/files/${key}`))) await services.storage.remove(key);
}
