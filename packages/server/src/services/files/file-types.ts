import fs from 'node:fs/promises';
import { demuxerFor, probeArgs, readProbe, runMedia, type ProbedVideo } from './media-tools.js';

export type FileFamily = 'image' | 'video';
export interface DetectedType {
  mime: string;
  ext: string;
  family: FileFamily;
}

const accepted: Record<string, { ext: string; family: FileFamily }> = {
  'image/jpeg': { ext: 'jpg', family: 'image' },
  'image/png': { ext: 'png', family: 'image' },
  'image/gif': { ext: 'gif', family: 'image' },
  'image/webp': { ext: 'webp', family: 'image' },
  'image/x-icon': { ext: 'ico', family: 'image' },
  'image/vnd.microsoft.icon': { ext: 'ico', family: 'image' },
  'image/svg+xml': { ext: 'svg', family: 'image' },
  'video/mp4': { ext: 'mp4', family: 'video' },
  'video/x-m4v': { ext: 'm4v', family: 'video' },
  'video/webm': { ext: 'webm', family: 'video' },
  'video/quicktime': { ext: 'mov', family: 'video' },
  'video/x-matroska': { ext: 'mkv', family: 'video' },
  'video/matroska': { ext: 'mkv', family: 'video' },
  'video/x-msvideo': { ext: 'avi', family: 'video' },
  // file-type's names for AVI and MPEG program streams; stored files are served as the names above.
  'video/vnd.avi': { ext: 'avi', family: 'video' },
  'video/mpeg': { ext: 'mpg', family: 'video' },
  'video/MP1S': { ext: 'mpg', family: 'video' },
  'video/MP2P': { ext: 'mpg', family: 'video' },
  'video/ogg': { ext: 'ogv', family: 'video' },
  'video/3gpp': { ext: '3gp', family: 'video' },
};

/** What a file name's extension claims, for the extensions we know; other names claim nothing. */
const claimedByExtension: Record<string, string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  jfif: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  ico: ['image/x-icon', 'image/vnd.microsoft.icon'],
  icon: ['image/x-icon', 'image/vnd.microsoft.icon'],
  svg: ['image/svg+xml'],
  mp4: ['video/mp4', 'video/x-m4v', 'video/quicktime'],
  m4v: ['video/x-m4v', 'video/mp4'],
  mov: ['video/quicktime', 'video/mp4'],
  webm: ['video/webm', 'video/x-matroska', 'video/matroska'],
  mkv: ['video/x-matroska', 'video/matroska', 'video/webm'],
  avi: ['video/x-msvideo', 'video/vnd.avi'],
  mpg: ['video/mpeg', 'video/MP1S', 'video/MP2P'],
  mpeg: ['video/mpeg', 'video/MP1S', 'video/MP2P'],
  ogv: ['video/ogg'],
  '3gp': ['video/3gpp', 'video/mp4'],
};

const svgStart = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;

/** The type a file really is, read from its bytes; undefined when it is nothing we accept. */
export async function detectType(filePath: string): Promise<DetectedType | undefined> {
  // Loaded with the first upload rather than at start.
  const { fileTypeFromFile } = await import('file-type');
  const found = await fileTypeFromFile(filePath);
  let mime = found?.mime as string | undefined;
  if (!mime || mime === 'application/xml') {
    const handle = await fs.open(filePath, 'r');
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    await handle.close();
    if (svgStart.test(buffer.subarray(0, bytesRead).toString('utf8'))) mime = 'image/svg+xml';
  }
  const known = mime ? accepted[mime] : undefined;
  return known && mime ? { mime, ...known } : undefined;
}

/** How much of a file's start `detectStart` reads: file-type's sample size, enough for every type above. */
export const startBytes = 4100;

/**
 * The type a file's first bytes say it is, before the rest has arrived (an upload is refused on them, never
 * written to disk). The whole file is read again by `detectType` once received.
 */
export async function detectStart(head: Buffer): Promise<DetectedType | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  let mime = (await fileTypeFromBuffer(head))?.mime as string | undefined;
  if ((!mime || mime === 'application/xml') && svgStart.test(head.subarray(0, 4096).toString('utf8'))) {
    mime = 'image/svg+xml';
  }
  const known = mime ? accepted[mime] : undefined;
  return known && mime ? { mime, ...known } : undefined;
}

/** True when the name's extension claims another type than the bytes are. */
export function nameContradicts(name: string | undefined, detected: DetectedType): boolean {
  const ext = name?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const claims = ext ? claimedByExtension[ext] : undefined;
  return claims !== undefined && !claims.includes(detected.mime);
}

/**
 * The clip as ffprobe reads it, as the one container its bytes were accepted as (`demuxerFor`): its length (0 when
 * the container does not say), frame size and rate; undefined when it is not a real video (services/files/media-tools.ts).
 * A video's first bytes say little: `ftyp` followed by a web page, a DASH manifest or a PGM image passes
 * `detectType`, and would be served as sent, or read other files into its variant.
 */
export async function probeVideo(filePath: string, mime: string): Promise<ProbedVideo | undefined> {
  const demuxer = demuxerFor(mime);
  if (!demuxer) return undefined;
  try {
    const { stdout, stderr } = await runMedia('ffprobe', probeArgs(demuxer, filePath), { timeoutMs: 20_000 });
    return readProbe(stdout, stderr, demuxer);
  } catch {
    // Unreadable, not a video, past its bounds, or no ffprobe on this machine: nothing is stored unchecked.
    return undefined;
  }
}

/** The type a stored file is served as: its key's extension was chosen from its bytes when it was stored. */
export function typeOfStoredKey(key: string): string {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1];
  const found = Object.entries(accepted).find(([, known]) => known.ext === ext);
  return found?.[0] ?? 'application/octet-stream';
}
