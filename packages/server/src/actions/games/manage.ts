import { randomBytes } from 'node:crypto';
import {
  addSteamFavourites,
  createGame,
  hiddenGames,
  limits,
  mergeGames,
  setGameIcon,
  updateGame,
} from '@gamefolk/contract';
import { drawGameIcon } from '../../catalog/game-icons.js';
import { foldForSearch } from '../../catalog/game-search.js';
import type { Services } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { assertSiteManager } from '../../policies/manager.js';
import { assertOwnUploads } from '../../services/authorize/upload.js';
import { presentGame } from '../../presenters/game.js';
import { fileKeysIn, releaseFiles } from '../../services/files/file-release.js';
import { gamesForSteamLibrary } from '../../services/games/game-catalogue.js';
import { handle } from '../define.js';

/** A listed game of this id (merged ones are gone for good), or `unknownGame` on `field`. */
async function listedGame(services: Services, id: number, field: string) {
  const row = await services.repos.games.findById(id);
  if (!row || row.mergedInto !== null) throw new AppError('unknownGame', field);
  return row;
}

/** Another game (not merged away) already has this name, as the search folds names. */
async function assertNameFree(services: Services, name: string, except?: number) {
  const folded = foldForSearch(name);
  if (!folded) throw new AppError('invalidInput', 'name');
  const same = await services.repos.games.withFoldedNames([folded]);
  if (same.some((row) => row.id !== except)) throw new AppError('gameNameTaken', 'name');
}

const slugOf = (name: string) =>
  `${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'game'
  }-${randomBytes(4).toString('hex')}`;

export const createGameHandler = handle(createGame, async (input, { services, session }) => {
  assertSiteManager(services, session.user);
  await assertNameFree(services, input.name);
  const slug = slugOf(input.name);
  const genres = input.genres ?? [];
  const row = await services.repos.games.create({
    slug,
    name: input.name,
    genres,
    platforms: input.platforms ?? [],
    icon: drawGameIcon({ slug, name: input.name, genres }),
  });
  return presentGame(row);
});

export const updateGameHandler = handle(updateGame, async (input, { services, session }) => {
  assertSiteManager(services, session.user);
  await listedGame(services, input.id, 'id');
  if (input.name !== undefined) await assertNameFree(services, input.name, input.id);
  const row = await services.repos.games.update(input.id, {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.hidden !== undefined && { hidden: input.hidden }),
  });
  if (!row) throw new AppError('unknownGame', 'id');
  return presentGame(row);
});

export const hiddenGamesHandler = handle(hiddenGames, async (_input, { services, session }) => {
  assertSiteManager(services, session.user);
  return (await services.repos.games.hidden(200)).map(presentGame);
});

export const mergeGamesHandler = handle(mergeGames, async ({ from, into }, { services, session }) => {
  assertSiteManager(services, session.user);
  if (from === into) throw new AppError('invalidInput', 'into');
  await listedGame(services, from, 'from');
  const kept = await listedGame(services, into, 'into');
  // Both rows are locked first, so a merge the other way round waits rather than crossing this one.
  const merged = await services.repos.transaction(async (tx) => {
    const row = await tx.games.findById(from);
    if (!row || row.mergedInto !== null) return false;
    await tx.games.merge(from, into);
    return true;
  });
  if (!merged) throw new AppError('unknownGame', 'from');
  return presentGame(kept);
});

export const setGameIconHandler = handle(setGameIcon, async ({ id, icon }, { services, session }) => {
  assertSiteManager(services, session.user);
  const before = await listedGame(services, id, 'id');
  await assertOwnUploads(services, session.user.id, [icon], 'unauthorized', 'icon', { images: true });
  const row = await services.repos.games.update(id, { icon });
  if (!row) throw new AppError('unknownGame', 'id');
  // The icon it had (an earlier upload) is let go once nothing else shows it.
  const previous = fileKeysIn(before.icon).filter((key) => !icon.endsWith(key));
  if (previous.length) await releaseFiles(services, previous);
  return presentGame(row);
});

/** The Steam games read, most played first: enough to fill the favourites however many the catalogue misses. */
const steamGamesRead = 50;

export const addSteamFavouritesHandler = handle(addSteamFavourites, async (_input, { services, session }) => {
  const me = session.user.id;
  if (!(await services.repos.steam.byUser(me))) throw new AppError('steamNotLinked');
  const library = await services.repos.steam.mostPlayed(me, steamGamesRead);
  const found = await gamesForSteamLibrary(
    services,
    me,
    library.map((game) => ({ appId: game.appId, name: game.name })),
  );
  const current = (await services.repos.profiles.favouriteGames(me)).map((game) => game.id);
  const wanted = [...new Set([...current, ...found.map((game) => game.id)])].slice(0, limits.favouriteGames);
  if (wanted.length !== current.length) await services.repos.profiles.setFavouriteGames(me, wanted);
  const rows = await services.repos.games.byIds(wanted);
  return wanted.map((id) => presentGame(rows.find((row) => row.id === id)!));
});
