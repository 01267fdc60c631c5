// What a member's plan allows, one rule per benefit, each asked from every path that uses the benefit through
// services/authorize/plan.ts (which reads the plan against the clock, so a benefit ends with the plan).
import { planLimits, type PremiumPlan } from '@gamefolk/contract';
import { AppError } from '../errors/app-error.js';

export type Plan = PremiumPlan | 'free';

/** The open and full lobbies a user has stay within the plan's number when one more becomes active. */
export function assertCanOpenAnotherLobby(plan: Plan, active: number) {
  if (active >= planLimits[plan].openLobbies) throw new AppError('openLobbyLimitReached');
}

/** Pinning a lobby (or moving the pin) is a Premium Plus benefit. */
export function assertMayPinLobby(plan: Plan) {
  if (planLimits[plan].pinnedLobbies < 1) throw new AppError('premiumPlusRequired');
}

/** The gallery stays within the plan's number, counting the photos the same save removes. */
export function assertGalleryRoom(plan: Plan, gallery: { total: number; removable: number }, adding: number) {
  if (gallery.total - gallery.removable + adding > planLimits[plan].galleryPhotos) {
    throw new AppError('photoLimitReached', 'addPhotos');
  }
}

/** File types a banner moves in: only a paid plan may use them. */
const animatedTypes = new Set(['image/gif', 'image/webp']);

export const isAnimatedType = (contentType: string | undefined) =>
  Boolean(contentType && animatedTypes.has(contentType));

/**
 * A GIF or WebP banner (a profile's or an organization's) needs a paid plan of the member setting it
 * (`animatedBannerPremium`); any other banner, or none, is for all.
 */
export function assertMaySetBanner(plan: Plan) {
  if (!planLimits[plan].animatedBanner) throw new AppError('animatedBannerPremium', 'banner');
}

/**
 * Others see an animated profile banner only while its owner's plan allows it (frozen, not deleted, when the plan
 * ends or is refunded; shown again when a plan returns).
 */
export const showsAnimatedBanner = (ownerPlan: Plan) => planLimits[ownerPlan].animatedBanner;

/**
 * How many of a member's gallery photos others see: the plan's number now. The photos beyond it (the newest) are
 * frozen when a plan ends or is refunded: kept, seen by their owner only, shown again when a plan returns.
 */
export const galleryPhotosShown = (ownerPlan: Plan) => planLimits[ownerPlan].galleryPhotos;
