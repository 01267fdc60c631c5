import type { Game, GamePlatform } from '@gamefolk/contract';
import type { GameRow } from '../db/schema.js';

export function presentGame(row: GameRow): Game {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    genres: row.genres,
    platforms: row.platforms as GamePlatform[],
    icon: row.icon,
    ...(row.releaseYear !== null && { year: row.releaseYear }),
  };
}
