import type { Services } from '../../context.js';
import type { Repositories } from '../../db/repositories/index.js';
import { typeOfStoredKey } from './file-types.js';
import { variantKeys } from '../../presenters/video.js';

/** Deletes one stored file from the store (local folder or bucket), after the commit that let it go. */
export const removeFileJob = 'files.remove';

const fileRef = /\/files\/([A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5})/g;

/** The stored files named in some URLs or HTML (`/files/<key>`), once each. */
export function fileKeysIn(...texts: (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const text of texts) if (text) for (const match of text.matchAll(fileRef)) keys.add(match[1]!);
  return [...keys];
}

/**
 * Lets go of files something stopped showing (a deleted post, a replaced photo, a purged account): those that
 * nothing else shows any more lose their upload record, which frees their owner's quota at once, and their
 * object is deleted from the store by a job stored with the same transaction (so only once it has committed).
 */
export async function releaseFiles(services: Services, keys: string[], tx?: Repositories): Promise<string[]> {
  if (!keys.length) return [];
  if (!tx) {
    const released = await services.repos.transaction((t) => releaseFiles(services, keys, t));
    if (released.length) services.jobs.wake(removeFileJob);
    return released;
  }
  const released = await tx.uploads.removeUnreferenced(keys);
  for (const key of released) await services.jobs.send(removeFileJob, { key }, { sql: tx.sql });
  return released;
}

/** Files whose owner's account was purged, and that nobody else shows. */
export async function releaseOrphanedFiles(services: Services): Promise<number> {
  const keys = await services.repos.uploads.ownerless();
  let released = 0;
  for (let i = 0; i < keys.length; i += 500) released += (await releaseFiles(services, keys.slice(i, i + 500))).length;
  return released;
}

/** A `removeFileJob` (run by jobs/index.ts): the stored file, and a video's web variant and poster with it. */
export async function removeStoredFile(services: Services, key: string) {
  await services.storage.remove(key);
  // Those never made are no error.
  if (typeOfStoredKey(key).startsWith('video/')) {
    const { video, poster } = variantKeys(key);
    await Promise.all([services.storage.remove(video), services.storage.remove(poster)]);
  }
}
