// Loads what policies/upload.ts judges, then asks it.
import type { ErrorCode } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { assertOwnUpload, uploadKeyOf } from '../../policies/upload.js';

/** Each non-empty URL names a file `userId` uploaded (an image, with `images`); `error` on `field` otherwise. */
export async function assertOwnUploads(
  services: Services,
  userId: number,
  urls: (string | null | undefined)[],
  error: ErrorCode = 'unauthorized',
  field?: string,
  options: { images?: boolean } = {},
) {
  for (const url of urls) {
    if (!url) continue;
    const key = uploadKeyOf(url);
    const stored = key === undefined ? undefined : await services.repos.uploads.ownerOf(key);
    assertOwnUpload(stored, userId, error, field, options);
  }
}
