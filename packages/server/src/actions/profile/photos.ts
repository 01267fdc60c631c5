import fs from 'node:fs/promises';
import path from 'node:path';
import { getUserPhotos, pageSizes, saveUserPhotos, uploadFile } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { checkStart, storeUpload, tempFilePath } from '../../services/files/uploads.js';
import { assertCanAddPhotos, assertCanSetBanner, visibleGalleryPhotos } from '../../services/authorize/plan.js';
import { assertOwnProfile } from '../../policies/profile.js';
import { assertOwnUploads } from '../../services/authorize/upload.js';
import { fileKeysIn, releaseFiles } from '../../services/files/file-release.js';
import { startBytes } from '../../services/files/file-types.js';
import { takeUploadSlot } from '../../services/files/upload-slots.js';
import { loadVisibleUser } from '../../services/views/visible-user.js';
import { handle } from '../define.js';

export const saveUserPhotosHandler = handle(saveUserPhotos, async (input, { services, session }) => {
  assertOwnProfile(session, input.userId);
  const me = session.user.id;
  await assertOwnUploads(
    services,
    me,
    [input.profile_photo, input.banner, ...(input.addPhotos ?? [])],
    'unauthorized',
    undefined,
    {
      images: true,
    },
  );
  await assertCanSetBanner(services, me, input.banner);
  const [before, profileBefore] = await Promise.all([
    services.repos.users.findById(me),
    services.repos.profiles.get(me),
  ]);
  if (input.profile_photo !== undefined) await services.repos.users.update(me, { photoUrl: input.profile_photo });
  if (input.banner !== undefined) await services.repos.profiles.upsert(me, { bannerUrl: input.banner });
  const adding = input.addPhotos ?? [];
  if (adding.length)
    await services.repos.transaction(async (tx) => {
      await assertCanAddPhotos(tx, me, adding.length, input.removePhotoIds ?? [], services.now());
      await tx.profiles.addPhotos(me, adding);
    });
  const removed = await services.repos.profiles.removePhotos(me, input.removePhotoIds ?? []);
  // A replaced photo or banner and removed gallery pictures that nothing else shows free their space.
  const dropped = [before?.photoUrl, profileBefore?.bannerUrl, ...removed.map((photo) => photo.url)];
  await releaseFiles(services, fileKeysIn(...dropped));
  const [user, profile] = await Promise.all([services.repos.users.findById(me), services.repos.profiles.get(me)]);
  return { photoUrl: user?.photoUrl ?? null, banner: profile?.bannerUrl ?? null };
});

export const getUserPhotosHandler = handle(getUserPhotos, async ({ userId, page }, { services, session }) => {
  await loadVisibleUser(services, userId, session.user.id);
  const shown = await visibleGalleryPhotos(services.repos, userId, session.user.id, services.now());
  const rows = await services.repos.profiles.photos(userId, page, pageSizes.gallery, shown);
  return rows.map((r) => ({ id: r.id, url: r.url, created_at: r.createdAt.toISOString() }));
});

export const uploadFileHandler = handle(uploadFile, async ({ base64, name, kind }, { services, session }) => {
  const encoded = base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  // Node decodes any string, skipping what is not base64: a broken file would be stored as some other bytes.
  if (!encoded || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded) || encoded.length % 4 === 1) {
    throw new AppError('fileUploadFailed', 'base64');
  }
  const data = Buffer.from(encoded, 'base64');
  // As POST /api/upload: typed before it touches the disk, and one of the user's two upload slots while stored.
  if (data.length) await checkStart(data.subarray(0, startBytes), name, kind);
  const slot = await takeUploadSlot(services, session.user.id);
  try {
    const temp = tempFilePath(services);
    await fs.mkdir(path.dirname(temp), { recursive: true });
    await fs.writeFile(temp, data);
    return await storeUpload(services, session.user.id, { path: temp, size: data.length, name }, kind);
  } finally {
    await slot.release();
  }
});
