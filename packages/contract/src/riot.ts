import { z } from 'zod';
import { defineAction } from './action.js';

/** League platforms a player may choose (Riot's platform routing values), and the region each routes to. */
export const riotPlatforms = {
  na1: 'americas',
  br1: 'americas',
  la1: 'americas',
  la2: 'americas',
  euw1: 'europe',
  eun1: 'europe',
  tr1: 'europe',
  ru: 'europe',
  me1: 'europe',
  kr: 'asia',
  jp1: 'asia',
  oc1: 'sea',
  sg2: 'sea',
  tw2: 'sea',
  vn2: 'sea',
} as const;
export type RiotPlatform = keyof typeof riotPlatforms;
export const riotPlatformIds = Object.keys(riotPlatforms) as RiotPlatform[];

/** Valorant's competitive tiers as Riot numbers them (0–2 unranked, 3 Iron 1 … 27 Radiant). */
export const valorantTierNames = [
  'Iron',
  'Bronze',
  'Silver',
  'Gold',
  'Platinum',
  'Diamond',
  'Ascendant',
  'Immortal',
] as const;

/**
 * `Gold 2` for a Valorant competitive tier, `Radiant` for 27, null for unranked or unknown numbers. Written as lobbies
 * write Valorant ranks, so a verified rank and a typed one read alike.
 */
export function valorantRankName(tier: number | null | undefined): string | null {
  if (tier === null || tier === undefined || !Number.isInteger(tier)) return null;
  if (tier === 27) return 'Radiant';
  if (tier < 3 || tier > 26) return null;
  const step = tier - 3;
  return `${valorantTierNames[Math.floor(step / 3)]} ${(step % 3) + 1}`;
}

const tiersWithoutDivision = new Set(['MASTER', 'GRANDMASTER', 'CHALLENGER']);

/** `Gold II` from Riot's `GOLD` and `II`; `Master` without a division. Null for anything we do not know. */
export function lolRankName(tier: string, rank: string): string | null {
  const known = [
    'IRON',
    'BRONZE',
    'SILVER',
    'GOLD',
    'PLATINUM',
    'EMERALD',
    'DIAMOND',
    'MASTER',
    'GRANDMASTER',
    'CHALLENGER',
  ];
  if (!known.includes(tier)) return null;
  const name = tier === 'GRANDMASTER' ? 'Grandmaster' : tier[0] + tier.slice(1).toLowerCase();
  if (tiersWithoutDivision.has(tier)) return name;
  return ['I', 'II', 'III', 'IV'].includes(rank) ? `${name} ${rank}` : null;
}

const id = z
  .number({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput') })
  .int()
  .positive()
  .max(2_147_483_647);
/** Codes and states Riot and we hand out are short URL-safe strings. */
const token = z
  .string({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput') })
  .min(1, { error: 'fieldRequired' })
  .max(2048, { error: 'invalidInput' })
  .regex(/^[A-Za-z0-9._~\-=+/]+$/, { error: 'invalidInput' });

export const lolRankSchema = z.object({
  queueType: z.string(),
  tier: z.string(),
  rank: z.string(),
  leaguePoints: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
});
export type LolRank = z.infer<typeof lolRankSchema>;

export const masterySchema = z.object({
  championId: z.number().int(),
  championName: z.string(),
  championLevel: z.number().int(),
  championPoints: z.number().int(),
});
export type ChampionMastery = z.infer<typeof masterySchema>;

export const lolStatsSchema = z.object({
  ranks: z.array(lolRankSchema),
  mastery: z.array(masterySchema),
  summonerLevel: z.number().int(),
});
export type LolStats = z.infer<typeof lolStatsSchema>;

/** A linked Riot account as its owner and profile visitors see it: the last good data and how old it is. */
export const riotAccountSchema = z.object({
  /** Shown to the account's owner only (others get null). */
  puuid: z.string().nullable(),
  gameName: z.string(),
  tagLine: z.string(),
  /** The League platform chosen; null until the player picks one. */
  server: z.string().nullable(),
  summonerLevel: z.number().int().nullable(),
  ranks: z.array(lolRankSchema),
  mastery: z.array(masterySchema),
  /** The Valorant rank from the latest competitive match: `competitiveTier` and its name (`Gold 2`, `Radiant`). */
  valorant: z.object({ tier: z.number().int(), rank: z.string() }).nullable(),
  /** When the data was last read in full; null before the first sync. */
  syncedAt: z.string().nullable(),
  /** The last sync failed (and when): the data shown is older than that. */
  syncError: z.string().nullable(),
  syncFailedAt: z.string().nullable(),
  /** When the owner may ask for a refresh again (cool-down); null when they may now. */
  refreshableAt: z.string().nullable(),
});
export type RiotAccount = z.infer<typeof riotAccountSchema>;

export const riotLoginUrl = defineAction({
  name: 'riotLoginUrl',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ url: z.string() }),
});

export const riotSignOn = defineAction({
  name: 'riotSignOn',
  access: 'secured',
  input: z.object({ code: token, state: token }),
  output: z.object({ puuid: z.string(), gameName: z.string(), tagLine: z.string() }),
});

export const riotAuth = defineAction({
  name: 'riotAuth',
  access: 'secured',
  input: z.object({
    puuid: z.string({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(100, { error: 'invalidInput' }),
    server: z.enum(riotPlatformIds, { error: 'riotPlatformInvalid' }),
    /** The spec names it; only the caller's own account can be linked. */
    userId: id.optional(),
  }),
  output: riotAccountSchema,
});

export const getLolStats = defineAction({
  name: 'getLolStats',
  access: 'secured',
  input: z.object({ userId: id }),
  output: lolStatsSchema,
});

/** A user's linked Riot account (null when none): the profile's Riot section and the settings card. */
export const getRiotAccount = defineAction({
  name: 'getRiotAccount',
  access: 'secured',
  input: z.object({ userId: id }),
  output: riotAccountSchema.nullable(),
});

/** The owner asks for fresh data now (a cool-down applies); a provider outage keeps the last good data. */
export const refreshRiot = defineAction({
  name: 'refreshRiot',
  access: 'secured',
  input: z.object({}).optional(),
  output: riotAccountSchema,
});

export const removeRiot = defineAction({
  name: 'removeRiot',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.object({ removed: z.literal(true) }),
});

export const riotActions = {
  riotLoginUrl,
  riotSignOn,
  riotAuth,
  getLolStats,
  getRiotAccount,
  refreshRiot,
  removeRiot,
};
