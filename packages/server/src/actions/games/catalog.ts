import { gameListSizes, getGameById, getGames } from '@gamefolk/contract';
import { foldForSearch, slugsByAlias } from '../../catalog/game-search.js';
import { AppError } from '../../errors/app-error.js';
import { presentGame } from '../../presenters/game.js';
import { igdbOffersFor } from '../../services/games/game-catalogue.js';
import { handle } from '../define.js';

export const getGamesHandler = handle(getGames, async ({ name }, { services, session }) => {
  const { games } = services.repos;
  if (!name) return (await games.mostPopular(gameListSizes.popular)).map(presentGame);

  const folded = foldForSearch(name);
  // Only punctuation was typed: nothing can match it, and an empty pattern would match everything.
  if (!folded) return [];
  const alias = slugsByAlias(folded);
  const rows = await games.search({
    term: name,
    folded,
    aliasExact: alias.exact,
    aliasPrefix: alias.prefix,
    limit: gameListSizes.search,
  });
  // IGDB's offers after our own matches: each is a catalogue game by now, with an id like any other.
  const offers = await igdbOffersFor(services, session.user.id, name, rows);
  return [...rows, ...offers].map(presentGame);
});

export const getGameByIdHandler = handle(getGameById, async ({ id }, { services }) => {
  const row = await services.repos.games.findById(id);
  if (!row) throw new AppError('notFound', 'id');
  return presentGame(row);
});
