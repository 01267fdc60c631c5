import { z } from 'zod';
import { defineAction } from './action.js';
import { secondFactorAskedSchema, userSchema } from './account.js';
import { languages, pageSizes } from './limits.js';

const required = (issue: { input: unknown }) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput');

/** A user id (other users' Steam data is read through their profile). */
const userId = z.number({ error: required }).int().positive().max(2_147_483_647);
const appId = z.number({ error: required }).int().positive().max(2_147_483_647);

/**
 * The whole URL the browser came back to from Steam, with every `openid.*` parameter. Only its shape is checked
 * here; whether it is ours and what Steam signed is the server's to verify (a failure answers `steamLoginFailed`).
 */
const returnUrl = z
  .string({ error: required })
  .min(1, { error: 'fieldRequired' })
  .max(4096, { error: 'steamLoginFailed' })
  .refine((v) => !v.includes('\u0000'), { error: 'steamLoginFailed' });

/** Where Steam sends the browser back: `/steam-return`, `/settings` or a profile, on our own origin. */
export const steamReturnPaths = ['/steam-return', '/settings', '/profile/'] as const;

export const steamLoginUrl = defineAction({
  name: 'steamLoginUrl',
  access: 'open',
  input: z.object({ return_url: returnUrl }),
  output: z.object({ url: z.string() }),
});

/**
 * Linking: the URL's answer can be linked only by `steamAuth` for the user who asked, once, within 10 minutes (the
 * one-time state rides in the OpenID `return_to`, which Steam signs).
 */
export const steamLinkUrl = defineAction({
  name: 'steamLinkUrl',
  access: 'secured',
  input: z.object({ return_url: returnUrl }),
  output: z.object({ url: z.string() }),
});

/** Sign-in: the answer signs in only the browser that asked for the URL (a cookie set with it), once, in 10 minutes. */
export const loginWithSteam = defineAction({
  name: 'loginWithSteam',
  access: 'open',
  input: z.object({
    return_url: returnUrl,
    user_lang: z.enum(languages, { error: 'unsupportedLanguage' }).optional(),
  }),
  output: z.union([
    z.object({ token: z.string(), user: userSchema, is_frozen: z.boolean(), created: z.boolean() }),
    secondFactorAskedSchema,
  ]),
});

/** A linked Steam account as its owner and their visitors see it; the age of the data is `synced_at`. */
export const steamIntegrationSchema = z.object({
  steamid: z.string(),
  persona_name: z.string().nullable(),
  avatar: z.string().nullable(),
  profile_url: z.string().nullable(),
  /** Null until Steam was asked; false: the profile is private (its data cannot be read). */
  is_public: z.boolean().nullable(),
  game_count: z.number().int().nullable(),
  synced_at: z.string().nullable(),
  /** The last failed sync's code (`providerUnavailable`, `steamProfilePrivate` …), null after a good one. */
  sync_error: z.string().nullable(),
  sync_failed_at: z.string().nullable(),
  /** When the owner may ask for a refresh again (the cool-down), null when they may now. */
  refresh_after: z.string().nullable(),
});
export type SteamIntegration = z.infer<typeof steamIntegrationSchema>;

/** The Riot part of `userIntegrations` (filled from the linked Riot account). */
export const riotIntegrationSchema = z.object({
  gameName: z.string(),
  tagLine: z.string(),
  platform: z.string().nullable(),
  synced_at: z.string().nullable(),
  sync_error: z.string().nullable(),
});

export const steamAuth = defineAction({
  name: 'steamAuth',
  access: 'secured',
  input: z.object({ return_url: returnUrl }),
  output: steamIntegrationSchema,
});

export const syncSteamLibrary = defineAction({
  name: 'syncSteamLibrary',
  access: 'secured',
  input: z.object({}).optional(),
  output: steamIntegrationSchema,
});

export const userIntegrations = defineAction({
  name: 'userIntegrations',
  access: 'secured',
  input: z.object({ userId: userId.optional() }).optional(),
  output: z.object({
    steam: steamIntegrationSchema.nullable(),
    riot: riotIntegrationSchema.nullable(),
    /** Whether this server has a Steam Web API key (without it only sign-in works). */
    steam_configured: z.boolean(),
  }),
});

export const removeSteam = defineAction({
  name: 'removeSteam',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ removed: z.literal(true) }),
});

export const steamGameSchema = z.object({
  appid: z.number().int(),
  name: z.string(),
  /** Minutes. */
  playtime_forever: z.number().int(),
  /** The game's small icon on Steam's media host, or null. */
  icon: z.string().nullable(),
});
export type SteamGame = z.infer<typeof steamGameSchema>;

export const getSteamLibraryV2 = defineAction({
  name: 'getSteamLibraryV2',
  access: 'secured',
  input: z.object({
    page: z.number({ error: required }).int().min(1, { error: 'invalidInput' }).max(100_000).default(1),
    limit: z
      .number({ error: 'invalidInput' })
      .int()
      .min(1, { error: 'invalidInput' })
      .max(pageSizes.steamLibrary, { error: 'invalidInput' })
      .default(pageSizes.steamLibrary),
    userId,
    search_keys: z
      .string({ error: 'invalidInput' })
      .max(100, { error: 'textTooLong' })
      .refine((v) => !v.includes('\u0000'), { error: 'invalidInput' })
      .optional(),
  }),
  output: z.array(steamGameSchema),
});

const playedGameSchema = steamGameSchema.extend({
  /** Minutes in the last two weeks. */
  playtime_2weeks: z.number().int(),
  last_played_at: z.string().nullable(),
});

export const getFeaturedSteam = defineAction({
  name: 'getFeaturedSteam',
  access: 'secured',
  input: z.object({ userId }),
  output: z.array(playedGameSchema),
});

export const getSteamActivity = defineAction({
  name: 'getSteamActivity',
  access: 'secured',
  input: z.object({ userId }),
  output: z.array(playedGameSchema),
});

/** The one game played last, or null. */
export const getLastActivity = defineAction({
  name: 'getLastActivity',
  access: 'secured',
  input: z.object({ userId }),
  output: playedGameSchema.nullable(),
});

export const getUserGenres = defineAction({
  name: 'getUserGenres',
  access: 'secured',
  input: z.object({ userId }),
  output: z.array(z.object({ genre: z.string(), playtime: z.number().int(), games: z.number().int() })),
});

export const steamAchievementSchema = z.object({
  apiname: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  achieved: z.boolean(),
  /** ISO time of the unlock, null while locked. */
  unlocked_at: z.string().nullable(),
});

export const achievementsResultSchema = z.object({
  appid: z.number().int(),
  name: z.string(),
  /** False: this game has no achievements on Steam. */
  has_stats: z.boolean(),
  synced_at: z.string().nullable(),
  achievements: z.array(steamAchievementSchema),
});
export type SteamAchievements = z.infer<typeof achievementsResultSchema>;

export const syncAchievements = defineAction({
  name: 'syncAchievements',
  access: 'secured',
  input: z.object({ steamapp_id: appId }),
  output: achievementsResultSchema,
});

export const getUserAchievements = defineAction({
  name: 'getUserAchievements',
  access: 'secured',
  input: z.object({ steamapp_id: appId, userId }),
  output: achievementsResultSchema,
});

export const steamActions = {
  steamLoginUrl,
  steamLinkUrl,
  loginWithSteam,
  steamAuth,
  syncSteamLibrary,
  userIntegrations,
  removeSteam,
  getSteamLibraryV2,
  getFeaturedSteam,
  getSteamActivity,
  getLastActivity,
  getUserGenres,
  syncAchievements,
  getUserAchievements,
};
