import { z } from 'zod';
import { defineAction } from './action.js';
import { gameSchema } from './games.js';
import { limits } from './limits.js';
import * as rules from './rules.js';
import { videoVariantSchema } from './video-variant.js';

export const socialNetworks = ['x', 'facebook', 'instagram', 'youtube', 'twitch', 'kick'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The hosts a link of each network may point to (spec section 5). */
export const socialHosts: Record<SocialNetwork, string[]> = {
  x: ['x.com', 'twitter.com'],
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  youtube: ['youtube.com', 'youtu.be'],
  twitch: ['twitch.tv'],
  kick: ['kick.com'],
};

export const gamingPlatforms = ['steam', 'epic', 'playstation', 'xbox', 'nintendo', 'riot', 'battlenet', 'ea'] as const;

export const hardwareParts = [
  'gpu',
  'powerSupply',
  'ram',
  'router',
  'processor',
  'monitor',
  'chair',
  'microphone',
  'camera',
  'headphone',
  'mouse',
  'keyboard',
] as const;
export type HardwarePart = (typeof hardwareParts)[number];

function isOnHost(value: string, hosts: string[]) {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    const host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
    return ['http:', 'https:'].includes(url.protocol) && hosts.includes(host);
  } catch {
    return false;
  }
}

const socialLink = (network: SocialNetwork) =>
  z
    .string()
    .trim()
    .max(200, { error: 'textTooLong' })
    .refine((v) => v === '' || isOnHost(v, socialHosts[network]), { error: 'socialLinkInvalid' });

export const socialsSchema = z.object(
  Object.fromEntries(socialNetworks.map((n) => [n, socialLink(n).optional()])) as Record<
    SocialNetwork,
    z.ZodOptional<ReturnType<typeof socialLink>>
  >,
);

export const hardwareSchema = z.object(
  Object.fromEntries(hardwareParts.map((p) => [p, rules.shortText.optional()])) as Record<
    HardwarePart,
    z.ZodOptional<typeof rules.shortText>
  >,
);

const platformsSchema = z.partialRecord(z.enum(gamingPlatforms), rules.shortText);

export const gameSummarySchema = gameSchema.pick({ id: true, name: true, icon: true });

export const personalsSchema = z.object({
  userId: z.number().int(),
  about: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  gaming_status: z.string().nullable(),
  banner: z.string().nullable(),
  socials: z.record(z.string(), z.string()),
  platforms: z.record(z.string(), z.string()),
  favouriteGames: z.array(gameSummarySchema),
});
export type Personals = z.infer<typeof personalsSchema>;

/** Another player's public card, as profiles, search and lists show it. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  fullname: z.string(),
  photoUrl: z.string().nullable(),
  userPhotos: z.array(z.object({ profile_photo: z.string() })),
  is_frozen: z.boolean(),
  isSelf: z.boolean(),
  /** The profile badge: the member's Game Actor Plus plan right now (null: free). */
  premium: z.enum(['premium', 'premiumPlus']).nullable().optional(),
  /**
   * On a profile opened by someone else: a block between the two, `mine` when the viewer blocked this player,
   * `theirs` when this player blocked the viewer (then nothing the viewer tries reaches them); absent when none.
   */
  block: z.enum(['mine', 'theirs']).optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const userId = z.object({ userId: rules.rowId });
/** Saves act on the signed-in user; naming anyone else is refused with `unauthorized`. */
const owner = { userId: rules.rowId.optional() };

export const getPersonals = defineAction({
  name: 'getPersonals',
  access: 'secured',
  input: userId,
  output: personalsSchema,
});

export const savePersonals = defineAction({
  name: 'savePersonals',
  access: 'secured',
  input: z.object({
    ...owner,
    first_name: rules.shortText.optional(),
    last_name: rules.shortText.optional(),
    about: rules.longText.optional(),
    phone: rules.phone.optional(),
    country: z
      .string()
      .regex(/^[A-Z]{3}$/, { error: 'invalidInput' })
      .nullable()
      .optional(),
    socials: socialsSchema.optional(),
    platforms: platformsSchema.optional(),
    favouriteGames: z.array(rules.rowId).max(limits.favouriteGames, { error: 'tooManyFavouriteGames' }).optional(),
  }),
  output: personalsSchema,
});

export const saveGamingStatus = defineAction({
  name: 'saveGamingStatus',
  access: 'secured',
  input: z.object({ ...owner, gaming_status: rules.shortText }),
  output: z.object({ gaming_status: z.string().nullable() }),
});

export const getUserById = defineAction({
  name: 'getUserById',
  access: 'secured',
  input: z.object({ id: rules.rowId }),
  output: publicUserSchema,
});

export const getUserByCode = defineAction({
  name: 'getUserByCode',
  access: 'secured',
  input: z.object({ code: z.string({ error: 'fieldRequired' }).trim().min(1).max(60) }),
  output: publicUserSchema,
});

export const getUserAccessories = defineAction({
  name: 'getUserAccessories',
  access: 'secured',
  input: userId,
  output: hardwareSchema,
});
export const saveUserAccessories = defineAction({
  name: 'saveUserAccessories',
  access: 'secured',
  input: hardwareSchema.extend(owner),
  output: hardwareSchema,
});
export const getUserSystem = defineAction({
  name: 'getUserSystem',
  access: 'secured',
  input: userId,
  output: hardwareSchema,
});
export const saveUserSystem = defineAction({
  name: 'saveUserSystem',
  access: 'secured',
  input: hardwareSchema.extend(owner),
  output: hardwareSchema,
});

/** A URL of a file this server stored (`/files/<key>`), never an outside address. */
export const uploadedUrl = z
  .string()
  .regex(/^\/files\/[A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5}$/, { error: 'invalidInput' });

export const photoSchema = z.object({ id: z.number().int(), url: z.string(), created_at: z.string() });

export const saveUserPhotos = defineAction({
  name: 'saveUserPhotos',
  access: 'secured',
  input: z.object({
    ...owner,
    profile_photo: uploadedUrl.nullable().optional(),
    banner: uploadedUrl.nullable().optional(),
    addPhotos: z.array(uploadedUrl).max(10).optional(),
    removePhotoIds: z.array(rules.rowId).max(50).optional(),
  }),
  output: z.object({ photoUrl: z.string().nullable(), banner: z.string().nullable() }),
});

export const getUserPhotos = defineAction({
  name: 'getUserPhotos',
  access: 'secured',
  input: z.object({ userId: rules.rowId, page: z.number().int().min(1).default(1) }),
  output: z.array(photoSchema),
});

export const uploadResultSchema = z
  .object({
    key: z.string(),
    url: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    variant: videoVariantSchema.optional(),
  })
  .nullable();

/** The JSON twin of POST /api/upload, for small files: `base64` is the file's bytes. */
export const uploadFile = defineAction({
  name: 'uploadFile',
  access: 'secured',
  input: z.object({
    base64: z
      .string({ error: 'fieldRequired' })
      .max(Math.ceil((limits.imageBytes * 4) / 3) + 16, { error: 'badFileSize' }),
    name: z.string().max(200).optional(),
    kind: z.enum(['image', 'logo', 'any']).default('image'),
  }),
  output: uploadResultSchema,
});

export const profileActions = {
  getPersonals,
  savePersonals,
  saveGamingStatus,
  getUserById,
  getUserByCode,
  getUserAccessories,
  saveUserAccessories,
  getUserSystem,
  saveUserSystem,
  saveUserPhotos,
  getUserPhotos,
  uploadFile,
};
