// Reads each member's plan (against the clock) and what a benefit needs beside it, then asks policies/plan.ts.
// Every path that uses a benefit comes through here (`grep -rn "authorize/plan" src/actions`).
import type { PremiumPlan } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { Repositories } from '../../db/repositories/index.js';
import {
  assertCanOpenAnotherLobby,
  assertGalleryRoom,
  assertMayPinLobby,
  assertMaySetBanner,
  galleryPhotosShown,
  isAnimatedType,
  showsAnimatedBanner,
  type Plan,
} from '../../policies/plan.js';

/** Each user's plan at `at` (users without paid time are left out: they are on the free plan). */
export async function plansOf(repos: Repositories, userIds: number[], at: Date): Promise<Map<number, PremiumPlan>> {
  const rows = await repos.premium.currentFor([...new Set(userIds)], at);
  return new Map(rows.map((r) => [r.userId, r.plan]));
}

export async function planOf(repos: Repositories, userId: number, at: Date): Promise<Plan> {
  return (await plansOf(repos, [userId], at)).get(userId) ?? 'free';
}

/**
 * Before a lobby of the user's becomes active (made, or reopened after being closed), inside that write's
 * transaction. The user's row lock makes two such writes take turns, so both cannot pass the count.
 */
export async function assertCanActivateLobby(tx: Repositories, userId: number, now: Date) {
  await tx.premium.lockUser(userId);
  const active = await tx.premium.activeLobbyCount(userId);
  assertCanOpenAnotherLobby(await planOf(tx, userId, now), active);
}

export async function assertCanPinLobby(repos: Repositories, userId: number, now: Date) {
  assertMayPinLobby(await planOf(repos, userId, now));
}

/** Before gallery photos are added, inside that write's transaction and under the user's row lock. */
export async function assertCanAddPhotos(
  tx: Repositories,
  userId: number,
  adding: number,
  removing: number[],
  now: Date,
) {
  if (adding === 0) return;
  await tx.premium.lockUser(userId);
  const gallery = await tx.premium.photoCounts(userId, removing);
  assertGalleryRoom(await planOf(tx, userId, now), gallery, adding);
}

export async function assertCanSetBanner(services: Services, userId: number, banner: string | null | undefined) {
  if (!(await isAnimated(services, banner))) return;
  assertMaySetBanner(await planOf(services.repos, userId, services.now()));
}

async function isAnimated(services: Services, banner: string | null | undefined) {
  if (!banner || !banner.startsWith('/files/')) return false;
  return isAnimatedType(await services.repos.premium.contentTypeOf(banner.slice('/files/'.length)));
}

/** The profile banner others see (policies/plan.ts `showsAnimatedBanner`); its owner always sees it. */
export async function visibleBanner(services: Services, ownerId: number, viewerId: number, banner: string | null) {
  if (ownerId === viewerId || !(await isAnimated(services, banner))) return banner;
  return showsAnimatedBanner(await planOf(services.repos, ownerId, services.now())) ? banner : null;
}

/** How many of a member's gallery photos others see; undefined (all) for its owner. */
export async function visibleGalleryPhotos(repos: Repositories, ownerId: number, viewerId: number, now: Date) {
  if (ownerId === viewerId) return undefined;
  return galleryPhotosShown(await planOf(repos, ownerId, now));
}
