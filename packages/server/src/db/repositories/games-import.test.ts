// IGDB imports from many searches at once (several instances on one PostgreSQL server): each game is one row, and no
// search fails on the race (CI saw a 500 here on the PostgreSQL server).
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import type { DatabaseHandle } from '../client.js';
import { games } from '../schema.js';
import { repositories } from './index.js';
import type { IgdbImport } from './games.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

const offer = (igdbId: number, steamAppId: number | null = null): IgdbImport => ({
  igdbId,
  name: `Imported ${igdbId}`,
  genres: [],
  platforms: [],
  icon: 'data:image/svg+xml,',
  coverImageId: null,
  releaseYear: 2020,
  steamAppId,
});

describe('importing IGDB games', () => {
  it('makes one row per game however many searches import it at once, in whatever order', async () => {
    const repos = repositories(database.db);
    const base = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    const ids = Array.from({ length: 6 }, (_, i) => base + i);
    for (let round = 0; round < 5; round++) {
      const fresh = ids.map((id) => id + round * 1_000);
      const searches = Array.from({ length: 12 }, (_, i) => {
        const order = i % 2 ? [...fresh].reverse() : [...fresh];
        return repos.games.importIgdb(order.map((id) => offer(id, i === 5 ? id : null)));
      });
      const answers = await Promise.all(searches);
      const rows = await database.db.select().from(games).where(inArray(games.igdbId, fresh));
      expect(rows).toHaveLength(fresh.length);
      for (const answer of answers) {
        expect(answer.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
      }
    }
  });
});
