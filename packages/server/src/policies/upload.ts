import type { ErrorCode } from '@gamefolk/contract';
import { AppError } from '../errors/app-error.js';

/** Where our stored files are served; a URL names an upload by the key after it. */
const FILES = '/files/';

/** The upload key a file URL of ours names, or undefined for any other URL. */
export function uploadKeyOf(url: string): string | undefined {
  return url.startsWith(FILES) && url.length > FILES.length ? url.slice(FILES.length) : undefined;
}

/**
 * Each URL must name a file `userId` uploaded: a post, profile or organization can only show its owner's own
 * uploads, never another user's file (whose URL anyone who saw it knows). With `images`, each must be a picture
 * (a profile photo, a banner, a logo or a game's icon is never a video). `stored` is what the URL names, if it is
 * ours and stored (services/authorize/upload.ts reads it); anything else fails with `error` (on `field`).
 */
export function assertOwnUpload(
  stored: { userId: number | null; contentType: string } | undefined,
  userId: number,
  error: ErrorCode = 'unauthorized',
  field?: string,
  options: { images?: boolean } = {},
) {
  // Its type was read from its decoded bytes when it was stored.
  if (stored?.userId !== userId || (options.images && !stored.contentType.startsWith('image/'))) {
    throw new AppError(error, field);
  }
}
