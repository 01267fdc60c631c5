import { z } from 'zod';
import { defineAction } from './action.js';
import { limits } from './limits.js';

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

export const gamesActions = {
  getGames,
  getGameById,
  getCountries,
};
