import type { Database } from '../db/client.js';
import { gamesRepository } from '../db/repositories/games.js';
import { drawGameIcon } from './game-icons.js';
import { gamesSeed } from './games-seed.js';

/**
 * Adds the catalog games this database does not have yet, matched by slug; games already there are left as they
 * are. Run at every start-up: instances starting together may both insert, and the unique slug lets one win.
 * Returns how many games were added.
 */
export async function seedGames(db: Database): Promise<number> {
  const repo = gamesRepository(db);
  const known = await repo.slugs();
  // Only the missing rows are sent, so a restart does not burn identity values on conflicts.
  const missing = gamesSeed
    .filter((game) => !known.has(game.slug))
    .map(({ slug, name, genres, platforms, popularity, mark }) => ({
      slug,
      name,
      genres,
      platforms,
      popularity,
      icon: drawGameIcon({ slug, name, genres, mark }),
    }));
  const inserted = await repo.insertMissing(missing);
  return inserted.length;
}
