// Web variants of uploaded videos (issue 32): `<key>_p.mp4` (H.264 + AAC, index first, at most 720 px high,
// bitrate capped) and a poster `<key>_p.jpg`, made by Debian's ffmpeg in a job after the upload is stored.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { limits } from '@gamefolk/contract';
import type { Services } from '../context.js';
import { presentVariant, variantKeys } from '../presenters/video.js';

export const videoVariantJob = 'files.video-variant';

/** A job id per file: sending twice stores one job. */
function jobId(key: string) {
  const hex = createHash('sha256').update(`video-variant:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Records a stored video as processing, with its transcode job in the same transaction. */
export async function recordVideo(services: Services, userId: number, key: string, contentType: string, size: number) {
  await services.repos.transaction(async (tx) => {
    await tx.uploads.insert({ key, userId, contentType, size, variant: 'processing' });
    await services.jobs.send(videoVariantJob, { key }, { sql: tx.sql, id: jobId(key) });
  });
  services.jobs.wake(videoVariantJob);
  return { key, url: `/files/${key}`, contentType, size, variant: presentVariant(key, 'processing') };
}

/**
 * Makes the variant and poster of a video still processing. ffmpeg failing (a file it cannot decode, the timeout)
 * marks the video failed, and its original is kept; `signal` (the instance stopping) and a store that cannot be
 * read or written throw, so the job is tried again, by whichever instance runs next.
 */
export async function makeVideoVariant(services: Services, key: string, signal: AbortSignal): Promise<void> {
  if ((await services.repos.uploads.variants([key])).get(key) !== 'processing') return;
  const tmp = path.join(services.config.dataDir, 'tmp');
  await fs.mkdir(tmp, { recursive: true });
  const work = await fs.mkdtemp(path.join(tmp, 'variant-'));
  try {
    const source = await localCopy(services, key, work);
    // The file was let go meanwhile: there is nothing to make.
    if (!source) return;
    const video = path.join(work, 'variant.mp4');
    const poster = path.join(work, 'poster.jpg');
    try {
      const timeoutMs = services.config.videoTranscodeTimeoutMs;
      await ffmpeg(transcodeArgs(source, video), signal, timeoutMs);
      await ffmpeg(posterArgs(video, poster), signal, timeoutMs);
      // ffmpeg may end well having written nothing (a stream without a single decodable frame).
      for (const file of [video, poster]) if (!(await fs.stat(file)).size) throw new Error(`ffmpeg wrote no ${file}`);
    } catch (error) {
      if (signal.aborted) throw error;
      services.log.warn({ err: error, key }, 'a video could not be transcoded; its original is kept');
      await services.repos.uploads.moveVariant(key, 'processing', 'failed');
      return;
    }
    const names = variantKeys(key);
    await services.storage.adopt(names.video, video, 'video/mp4');
    await services.storage.adopt(names.poster, poster, 'image/jpeg');
    if (!(await services.repos.uploads.moveVariant(key, 'processing', 'ready'))) {
      // Let go while it was being made: its files go too.
      await Promise.all([services.storage.remove(names.video), services.storage.remove(names.poster)]);
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** The original as a local file ffmpeg can seek in (a MOV's index may be at its end): the store's own, or a copy. */
async function localCopy(services: Services, key: string, work: string): Promise<string | undefined> {
  const { storage } = services;
  if (storage.root) {
    const file = path.join(storage.root, path.basename(key));
    return (await fs.stat(file).catch(() => undefined)) ? file : undefined;
  }
  const opened = await storage.open(key);
  if (!opened?.body) return undefined;
  const copy = path.join(work, `source${path.extname(key)}`);
  await pipeline(opened.body, createWriteStream(copy));
  return copy;
}

/**
 * H.264 (yuv420p, playable everywhere) at most 720 px high with even sides, CRF 23 capped at 2 Mbit/s, AAC stereo
 * when the source has sound (none otherwise), the index first (`+faststart`) so playback starts before the end
 * arrives; one thread, since the queue runs one transcode per core. `-t` bounds the work whatever the container said.
 */
function transcodeArgs(source: string, out: string) {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', source, '-t', String(limits.videoSeconds)],
    ...['-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn', '-map_metadata', '-1'],
    ...['-vf', "scale=-2:'min(720,trunc(ih/2)*2)'", '-pix_fmt', 'yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-maxrate', '2M', '-bufsize', '4M', '-threads', '1'],
    ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart', '-f', 'mp4', out],
  ];
}

/** The most typical of the first 30 frames (the very first is often black). */
function posterArgs(video: string, out: string) {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', video],
    ...['-vf', 'thumbnail=30', '-frames:v', '1', '-q:v', '4', '-f', 'image2', out],
  ];
}

/** Runs ffmpeg niced, without a shell, killed after `timeoutMs` or when `signal` aborts. */
function ffmpeg(args: string[], signal: AbortSignal, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '10', 'ffmpeg', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      signal,
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code, killedBy) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg ${killedBy ? `killed by ${killedBy}` : `exited ${code}`}: ${stderr.trim()}`));
    });
  });
}
