import { z } from 'zod';
import { defineAction } from './action.js';
import { limits } from './limits.js';
import { rowId } from './rules.js';

/** The machines a catalog game runs on. */
export const gamePlatforms = ['PC', 'PlayStation', 'Xbox', 'Switch', 'Mobile'] as const;
export type GamePlatform = (typeof gamePlatforms)[number];

/** How many games one getGames answer holds: the popular list without a name, the ranked matches with one. */
export const gameListSizes = { popular: 50, search: 20 } as const;

export const gameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  genres: z.array(z.string()),
  platforms: z.array(z.enum(gamePlatforms)),
  /** A `data:image/svg+xml;base64,...` string the server draws itself, or a stored image (a cover, an upload). */
  icon: z.string(),
  /** The year of first release, when known (games from IGDB). */
  year: z.number().int().optional(),
});
export type Game = z.infer<typeof gameSchema>;

/** Counted in characters, not UTF-16 units; blank means "no name", which lists the popular games. */
const gameName = z
  .string({ error: 'invalidInput' })
  .trim()
  .max(80, { error: 'textTooLong' })
  .refine((v) => v.length === 0 || [...v].length >= limits.gameSearchMinChars, { error: 'gameSearchTooShort' });

export const getGames = defineAction({
  name: 'getGames',
  access: 'secured',
  input: z.object({ name: gameName.optional() }),
  output: z.array(gameSchema),
});

export const getGameById = defineAction({
  name: 'getGameById',
  access: 'secured',
  input: z.object({
    id: z
      .number({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput') })
      .int()
      .positive()
      .max(2_147_483_647),
  }),
  output: gameSchema,
});

export const countrySchema = z.object({
  /** ISO 3166-1 alpha-3, the value profiles store. */
  value: z.string().length(3),
  label: z.object({ tr: z.string(), en: z.string(), es: z.string() }),
  /** The flag as an emoji (two regional-indicator letters). */
  flag: z.string(),
  /** ISO 3166-1 alpha-2. */
  code2: z.string().length(2),
  /** What a search may match: every common name in tr, en and es ("Turkey", "Türkiye", "Turquía") and both codes. */
  names: z.array(z.string()),
});
export type Country = z.infer<typeof countrySchema>;

export const getCountries = defineAction({
  name: 'getCountries',
  access: 'open',
  input: z.object({}).optional(),
  output: z.array(countrySchema),
});

const gameTitle = z
  .string({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput') })
  .trim()
  .min(1, { error: 'fieldRequired' })
  .max(80, { error: 'textTooLong' });

/** Managers: a game nobody can find yet, with our drawn icon until one is uploaded. */
export const createGame = defineAction({
  name: 'createGame',
  access: 'secured',
  input: z.object({
    name: gameTitle,
    genres: z
      .array(z.string().trim().min(1).max(40, { error: 'textTooLong' }))
      .max(3)
      .optional(),
    platforms: z
      .array(z.enum(gamePlatforms, { error: 'invalidInput' }))
      .max(gamePlatforms.length)
      .optional(),
  }),
  output: gameSchema,
});

/** Managers: rename a game, or hide it from getGames (what already names it keeps it). */
export const updateGame = defineAction({
  name: 'updateGame',
  access: 'secured',
  input: z.object({ id: rowId, name: gameTitle.optional(), hidden: z.boolean().optional() }),
  output: gameSchema,
});

/** Managers: the games hidden from getGames (not those merged away), to bring one back with `updateGame`. */
export const hiddenGames = defineAction({
  name: 'hiddenGames',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(gameSchema),
});

/** Managers: `from` is the same game as `into`: favourites, lobbies and events move there, in one transaction. */
export const mergeGames = defineAction({
  name: 'mergeGames',
  access: 'secured',
  input: z.object({ from: rowId, into: rowId }),
  output: gameSchema,
});

/** Managers: a game's icon from an image they uploaded (uploadFile's `/files/<key>`). */
export const setGameIcon = defineAction({
  name: 'setGameIcon',
  access: 'secured',
  input: z.object({
    id: rowId,
    icon: z.string().regex(/^\/files\/[A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5}$/, { error: 'invalidInput' }),
  }),
  output: gameSchema,
});

/**
 * The player's most played Steam games that the catalogue (or IGDB) knows, added to their favourites up to the
 * limit, after those they already have; answers the favourites.
 */
export const addSteamFavourites = defineAction({
  name: 'addSteamFavourites',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(gameSchema),
});

export const gamesActions = {
  getGames,
  getGameById,
  createGame,
  updateGame,
  hiddenGames,
  mergeGames,
  setGameIcon,
  addSteamFavourites,
  getCountries,
};
