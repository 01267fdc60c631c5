// Web variants of uploaded videos (issue 32): `<key>_p.mp4` (H.264 + AAC, index first, at most 720 px high,
// bitrate capped) and a poster `<key>_p.jpg`, made by Debian's ffmpeg in a job after the upload is stored.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { limits } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { TranscodeClaim } from '../../db/repositories/uploads.js';
import { presentVariant, variantKeys } from '../../presenters/video.js';
import { moveVariant } from '../../states/variant-moves.js';
import { typeOfStoredKey } from './file-types.js';
import { demuxerFor, inputArgs, runMedia } from './media-tools.js';

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

/** How long a claim holds a video before another instance may take it over: twice the time a transcode may take. */
export function staleClaimSeconds(services: Services) {
  return Math.max(60, Math.ceil((2 * services.config.videoTranscodeTimeoutMs) / 1000));
}

/**
 * One turn at the transcoder: makes the variant of the video the fair pick gives (`uploads.claimTranscode`), which
 * may be another player's than the one whose upload sent the job. Every video sends a job, and every turn that made
 * one sends the next, so a video left waiting because its owner was being served is taken once that turn ends.
 */
export async function takeTranscodeTurn(services: Services, signal: AbortSignal): Promise<void> {
  const claim = await services.repos.uploads.claimTranscode(staleClaimSeconds(services));
  if (!claim) return;
  await makeVideoVariant(services, claim, signal);
  await services.jobs.send(videoVariantJob, { after: claim.key });
  services.jobs.wake(videoVariantJob);
}

/**
 * Makes the variant and poster of a claimed video. ffmpeg failing (a file it cannot decode, the timeout, its
 * bounds) marks the video failed, and its original is kept; `signal` (the instance stopping) and a store that cannot
 * be read or written give the video back and throw, so the job is tried again, by whichever instance runs next.
 */
async function makeVideoVariant(services: Services, claim: TranscodeClaim, signal: AbortSignal): Promise<void> {
  const { key } = claim;
  const tmp = path.join(services.config.dataDir, 'tmp');
  await fs.mkdir(tmp, { recursive: true });
  const work = await fs.mkdtemp(path.join(tmp, 'variant-'));
  try {
    const source = await localCopy(services, key, work);
    // The file was let go meanwhile (its row goes with it), or its store no longer holds it: nothing can be made,
    // and a video left claimed would only be taken again once stale.
    if (!source) {
      await moveVariant(services.repos, claim, 'fail');
      return;
    }
    const demuxer = demuxerFor(typeOfStoredKey(key));
    const video = path.join(work, 'variant.mp4');
    const poster = path.join(work, 'poster.jpg');
    try {
      if (!demuxer) throw new Error(`no demuxer for ${key}`);
      const timeoutMs = services.config.videoTranscodeTimeoutMs;
      await runMedia('ffmpeg', transcodeArgs(demuxer, source, video), { signal, timeoutMs });
      await runMedia('ffmpeg', posterArgs(video, poster), { signal, timeoutMs });
      // ffmpeg may end well having written nothing (a stream without a single decodable frame).
      for (const file of [video, poster]) if (!(await fs.stat(file)).size) throw new Error(`ffmpeg wrote no ${file}`);
    } catch (error) {
      if (signal.aborted) throw error;
      services.log.warn({ err: error, key }, 'a video could not be transcoded; its original is kept');
      await moveVariant(services.repos, claim, 'fail');
      return;
    }
    const names = variantKeys(key);
    const sizes = await Promise.all([video, poster].map((file) => fs.stat(file).then((stat) => stat.size)));
    await services.storage.adopt(names.video, video, 'video/mp4');
    await services.storage.adopt(names.poster, poster, 'image/jpeg');
    if (!(await moveVariant(services.repos, claim, 'finish', sizes[0]! + sizes[1]!))) {
      // Let go while it was being made: its files go too.
      await Promise.all([services.storage.remove(names.video), services.storage.remove(names.poster)]);
    }
  } catch (error) {
    // Stopping, or the store failing: the video waits again for the next turn (here or on another instance).
    await moveVariant(services.repos, claim, 'release').catch(() => undefined);
    throw error;
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
 * arrives. The source is read as its one container, one thread decoding, one filtering and one encoding, since the
 * queue runs one transcode per core (services/files/media-tools.ts). `-t` bounds the work whatever the container said.
 */
function transcodeArgs(demuxer: string, source: string, out: string) {
  return [
    ...[
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-y',
      ...inputArgs(demuxer, source),
      '-t',
      String(limits.videoSeconds),
    ],
    ...['-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn', '-map_metadata', '-1', '-filter_threads', '1'],
    ...['-vf', "scale=-2:'min(720,trunc(ih/2)*2)'", '-pix_fmt', 'yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-maxrate', '2M', '-bufsize', '4M', '-threads', '1'],
    ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart', '-f', 'mp4', `file:${out}`],
  ];
}

/** The most typical of the first 30 frames (the very first is often black), read from the variant just made. */
function posterArgs(video: string, out: string) {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', ...inputArgs('mov', video)],
    ...['-vf', 'thumbnail=30', '-frames:v', '1', '-q:v', '4', '-threads', '1', '-f', 'image2', `file:${out}`],
  ];
}
