// Reads the blocks policies/visibility.ts judges, then asks it.
import type { ErrorCode } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { assertBlockDoesNotHide, assertNoBlockBetween } from '../../policies/visibility.js';

/** A block, either way, stands between two users (never between a user and themselves). */
export async function isBlockedBetween(services: Services, a: number, b: number) {
  return a !== b && (await services.repos.graph.isBlockedEitherWay(a, b));
}

/** What `ownerId` owns reads to `viewerId` as missing (`hiddenAs`) across a block. */
export async function assertNotHiddenByBlock(
  services: Services,
  viewerId: number,
  ownerId: number,
  hiddenAs: ErrorCode,
) {
  assertBlockDoesNotHide(await isBlockedBetween(services, viewerId, ownerId), hiddenAs);
}

/** `blockedUser` when a block stands between `userId` and any of `others`. */
export async function assertNotBlocked(services: Services, userId: number, others: number[]) {
  const blocked =
    others.length === 1
      ? await isBlockedBetween(services, userId, others[0]!)
      : (await services.repos.graph.blockedAmong(userId, others)).size > 0;
  assertNoBlockBetween(blocked);
}
