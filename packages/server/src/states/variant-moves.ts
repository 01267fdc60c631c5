import type { Repositories } from '../db/repositories/index.js';
import type { TranscodeClaim } from '../db/repositories/uploads.js';
import type { Move } from './move.js';

// A video's web variant (services/files/video-variants.ts) is a small state machine kept in two columns of `uploads`:
// `variant` (processing, ready, failed) and `transcode_started_at` (a transcode holds it while recent). Every change
// is a move of this table, written by one compare-and-set (`moveVariant` below), so a transcode that finishes after
// the video was let go, or after another instance took it over, changes nothing.

/** Where a video stands: waiting for a transcode, held by one, or done either way. */
export type VariantState = 'waiting' | 'claimed' | 'ready' | 'failed';

export const variantMoves = {
  /**
   * A transcode takes a waiting video, or one whose claim is older than a transcode may last (its instance died).
   * Which video is taken is the fair pick of `uploads.claimTranscode`; only it makes this move.
   */
  claim: { from: ['waiting', 'claimed'], to: 'claimed' },
  /** The variant and poster are stored. */
  finish: { from: ['claimed'], to: 'ready' },
  /** ffmpeg could not make them (a file it cannot decode, past its time or bounds): the original is kept. */
  fail: { from: ['claimed'], to: 'failed' },
  /** The instance is stopping: the video waits again, for whichever instance runs next. */
  release: { from: ['claimed'], to: 'waiting' },
} as const satisfies Record<string, Move<VariantState>>;

export type VariantMoveName = keyof typeof variantMoves;

/**
 * The columns each state is stored as. A claim is its start time; a done video keeps the time its transcode started,
 * which the fair pick reads as when its owner was last served.
 */
export const variantColumns = {
  waiting: { variant: 'processing', claimed: false },
  claimed: { variant: 'processing', claimed: true },
  ready: { variant: 'ready', claimed: undefined },
  failed: { variant: 'failed', claimed: undefined },
} as const satisfies Record<VariantState, { variant: 'processing' | 'ready' | 'failed'; claimed: boolean | undefined }>;

/**
 * The one writer of the moves after a claim: makes `move` only if the video is still held by `claim` (not let go,
 * nor taken over by another instance after the claim went stale). `variantSize` is what a finished variant and its
 * poster take. True when it moved.
 */
export function moveVariant(
  repos: Repositories,
  claim: Pick<TranscodeClaim, 'key' | 'claimedAt'>,
  move: Exclude<VariantMoveName, 'claim'>,
  variantSize = 0,
): Promise<boolean> {
  const { to } = variantMoves[move];
  const target = variantColumns[to];
  return repos.uploads.moveClaimed(claim, {
    variant: target.variant,
    ...(target.claimed === false && { transcodeStartedAt: null }),
    ...(to === 'ready' && { variantSize }),
  });
}
