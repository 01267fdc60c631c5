// What a member's plan allows, one rule per benefit, each called from every path that uses the benefit (found with
// `grep -rn "policies/plan" src/actions`). The plan is read against the clock, so a benefit ends with the plan.
import { planLimits, type PremiumPlan } from '@gamefolk/contract';
import type { Services } from '../context.js';
import type { Repositories } from '../db/repositories/index.js';
import { AppError } from '../errors/app-error.js';

export type Plan = PremiumPlan | 'free';

/** Each user's plan at `at` (users without paid time are left out: they are on the free plan). */
export async function plansOf(repos: Repositories, userIds: number[], at: Date): Promise<Map<number, PremiumPlan>> {
  const rows = await repos.premium.currentFor([...new Set(userIds)], at);
  return new Map(rows.map((r) => [r.userId, r.plan]));
}

export async function planOf(repos: Repositories, userId: number, at: Date): Promise<Plan> {
  return (await plansOf(repos, [userId], at)).get(userId) ?? 'free';
}

/** What the user's plan allows right now. */
export async function limitsOf(repos: Repositories, userId: number, at: Date) {
  return planLimits[await planOf(repos, userId, at)];
}

/**
 * Before a lobby of the user's becomes active (made, or reopened after being closed), inside that write's
 * transaction: their open and full lobbies stay within the plan's number. The user's row lock makes two such
 * writes take turns, so both cannot pass the count.
 */
export async function assertCanActivateLobby(tx: Repositories, userId: number, now: Date) {
  await tx.premium.lockUser(userId);
  const active = await tx.premium.activeLobbyCount(userId);
  if (active >= (await limitsOf(tx, userId, now)).openLobbies) throw new AppError('openLobbyLimitReached');
}

/** Pinning a lobby (or moving the pin) is a Premium Plus benefit. */
export async function assertCanPinLobby(repos: Repositories, userId: number, now: Date) {
  if ((await limitsOf(repos, userId, now)).pinnedLobbies < 1) throw new AppError('premiumPlusRequired');
}

/**
 * Before gallery photos are added, inside that write's transaction and under the user's row lock: the gallery
 * stays within the plan's number, counting the photos the same save removes.
 */
export async function assertCanAddPhotos(
  tx: Repositories,
  userId: number,
  adding: number,
  removing: number[],
  now: Date,
) {
  if (adding === 0) return;
  await tx.premium.lockUser(userId);
  const { total, removable } = await tx.premium.photoCounts(userId, removing);
  const { galleryPhotos } = await limitsOf(tx, userId, now);
  if (total - removable + adding > galleryPhotos) throw new AppError('photoLimitReached', 'addPhotos');
}

/** File types a banner moves in: only a paid plan may use them. */
const animatedTypes = new Set(['image/gif', 'image/webp']);

/**
 * A GIF or WebP banner (a profile's or an organization's) needs a paid plan of the member setting it
 * (`animatedBannerPremium`); any other banner, or none, is for all.
 */
export async function assertCanSetBanner(services: Services, userId: number, banner: string | null | undefined) {
  if (!(await isAnimated(services, banner))) return;
  if (!(await limitsOf(services.repos, userId, services.now())).animatedBanner)
    throw new AppError('animatedBannerPremium', 'banner');
}

async function isAnimated(services: Services, banner: string | null | undefined) {
  if (!banner || !banner.startsWith('/files/')) return false;
  const type = await services.repos.premium.contentTypeOf(banner.slice('/files/'.length));
  return Boolean(type && animatedTypes.has(type));
}

/**
 * The profile banner others see: an animated one only while its owner's plan allows it (frozen, not deleted, when
 * the plan ends or is refunded; shown again when a plan returns). Its owner always sees it.
 */
export async function visibleBanner(services: Services, ownerId: number, viewerId: number, banner: string | null) {
  if (ownerId === viewerId || !(await isAnimated(services, banner))) return banner;
  return (await limitsOf(services.repos, ownerId, services.now())).animatedBanner ? banner : null;
}

/**
 * How many of a member's gallery photos others see: the plan's number now. The photos beyond it (the newest) are
 * frozen when a plan ends or is refunded: kept, seen by their owner only, shown again when a plan returns.
 */
export async function visibleGalleryPhotos(repos: Repositories, ownerId: number, viewerId: number, now: Date) {
  if (ownerId === viewerId) return undefined;
  return (await limitsOf(repos, ownerId, now)).galleryPhotos;
}
