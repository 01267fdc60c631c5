import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { limits, type VideoVariant } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { RETRY_AFTER_S } from '../../errors/outages.js';
import { detectStart, detectType, nameContradicts, probeVideo, type DetectedType } from './file-types.js';
import { recordVideo } from './video-variants.js';

export type UploadKind = 'image' | 'logo' | 'any';
export interface UploadResult {
  key: string;
  url: string;
  contentType: string;
  size: number;
  variant?: VideoVariant;
}

const shapes = {
  image: { max: 2000, quality: 80 },
  logo: { max: 300, quality: 60 },
} as const;

/**
 * Turns a received temporary file into a stored upload: the type comes from the bytes, images are
 * re-encoded (dropping metadata, and any script an SVG carried, by rasterizing it), videos kept as sent.
 * Returns null for an empty file, which is ignored.
 */
export async function storeUpload(
  services: Services,
  userId: number,
  file: { path: string; size: number; name?: string },
  kind: UploadKind,
): Promise<UploadResult | null> {
  try {
    if (file.size === 0) return null;
    const detected = await detectType(file.path);
    if (!detected || (detected.family === 'video' && kind !== 'any')) throw new AppError('unsupportedFileType', 'file');
    if (nameContradicts(file.name, detected)) throw new AppError('fileTypeMismatch', 'file');
    if (detected.family === 'image' && file.size > limits.imageBytes) throw new AppError('badFileSize', 'file');
    if (file.size > limits.fileBytes) throw new AppError('fileTooLarge', 'file');
    const used = await services.repos.uploads.bytesOf(userId);
    if (used + file.size > services.config.uploadQuotaBytes) throw new AppError('uploadQuotaExceeded', 'file');

    if (detected.family === 'video') {
      // Each video costs a transcode: a player's hourly few, counted before ffprobe reads it.
      await services.rateLimits.consume('videoUploadByUser', String(userId));
      const probed = await probeVideo(file.path, detected.mime);
      if (!probed) throw new AppError('unsupportedFileType', 'file');
      if (probed.seconds > limits.videoSeconds) throw new AppError('videoTooLong', 'file');
      if (Math.max(probed.width, probed.height) > limits.videoMaxSide) throw new AppError('videoTooLarge', 'file');
      // A hair over 60 (59.94 written as 60000/1001 is under; rounding in a container's timebase is not).
      if (probed.fps > limits.videoMaxFps + 0.5) throw new AppError('videoFrameRateTooHigh', 'file');
      const key = newKey(detected.ext);
      await intoStore(services, () => services.storage.adopt(key, file.path, detected.mime));
      return recordVideo(services, userId, key, detected.mime, file.size);
    }
    const { data, ext, mime } = await reencode(file.path, detected, kind === 'logo' ? 'logo' : 'image');
    const key = newKey(ext);
    await intoStore(services, () => services.storage.put(key, data, mime));
    return record(services, userId, key, mime, data.length);
  } finally {
    await fs.rm(file.path, { force: true });
  }
}

async function reencode(path: string, detected: DetectedType, shape: keyof typeof shapes) {
  const { max, quality } = shapes[shape];
  const fit = { width: max, height: max, fit: 'inside' as const, withoutEnlargement: true };
  try {
    // Loaded with the first image rather than at start (a fifth of a second of the start's CPU).
    const { default: sharp } = await import('sharp');
    // An icon's largest picture, decoded (BMP or PNG inside) and stored as a PNG: what is stored is what it shows.
    if (detected.ext === 'ico') {
      const icon = await largestIconImage(path);
      return { data: await icon.resize(fit).png().toBuffer(), ext: 'png', mime: 'image/png' };
    }
    if (detected.ext === 'svg') {
      return { data: await sharp(path, { density: 144 }).resize(fit).png().toBuffer(), ext: 'png', mime: 'image/png' };
    }
    if (detected.ext === 'gif') {
      return {
        data: await sharp(path, { animated: true }).resize(fit).gif().toBuffer(),
        ext: 'gif',
        mime: 'image/gif',
      };
    }
    const image = sharp(path).rotate().resize(fit);
    if (detected.ext === 'png') return { data: await image.png().toBuffer(), ext: 'png', mime: 'image/png' };
    if (detected.ext === 'webp')
      return { data: await image.webp({ quality }).toBuffer(), ext: 'webp', mime: 'image/webp' };
    return { data: await image.jpeg({ quality, mozjpeg: true }).toBuffer(), ext: 'jpg', mime: 'image/jpeg' };
  } catch {
    throw new AppError('fileUploadFailed', 'file');
  }
}

/** The largest picture of an ICO file as sharp input; throws when the file holds none that decodes. */
async function largestIconImage(file: string) {
  const [{ default: sharp }, { default: decodeIco }] = await Promise.all([import('sharp'), import('decode-ico')]);
  const images = decodeIco(await fs.readFile(file));
  const largest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!largest) throw new Error('an icon without a picture');
  if (largest.type === 'png') return sharp(Buffer.from(largest.data), { limitInputPixels: 1024 * 1024 });
  const { width, height, data } = largest;
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

/** A store that cannot take the file (bucket unreachable, disk full) is our trouble: 503, said plainly. */
async function intoStore(services: Services, write: () => Promise<void>) {
  try {
    await write();
  } catch (error) {
    // Logged once per outage, not once per request; probed until the store answers again.
    services.outages.down('storage', error);
    throw new AppError('storageUnavailable', 'file', { 'retry-after': String(RETRY_AFTER_S) });
  }
}

const newKey = (ext: string) => `${randomBytes(18).toString('base64url')}.${ext}`;

async function record(services: Services, userId: number, key: string, contentType: string, size: number) {
  await services.repos.uploads.insert({ key, userId, contentType, size });
  return { key, url: `/files/${key}`, contentType, size };
}

/** Where an upload is received before it is checked and stored. */
export function tempFilePath(services: Services) {
  return path.join(services.config.dataDir, 'tmp', `upload-${randomBytes(9).toString('hex')}`);
}

/** A file's first bytes (`startBytes` of them) are a type `kind` takes, and the one its name claims. */
export async function checkStart(start: Buffer, name: string | undefined, kind: UploadKind) {
  const detected = await detectStart(start);
  if (!detected || (detected.family === 'video' && kind !== 'any')) throw new AppError('unsupportedFileType', 'file');
  if (nameContradicts(name, detected)) throw new AppError('fileTypeMismatch', 'file');
  return detected;
}
