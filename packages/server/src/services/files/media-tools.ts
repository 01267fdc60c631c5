// Debian's ffmpeg and ffprobe, run on files players sent: each reads only the one file it is given, as the one
// container the upload was accepted as, and does bounded work (issue 40, docs/decisions.md "Uploads").
import { spawn } from 'node:child_process';
import { limits } from '@gamefolk/contract';

/**
 * The demuxer each accepted video type is read with. Naming it (`-f`) means ffmpeg never probes: a manifest or a
 * playlist (DASH, HLS, concat), an image sequence or a text "video" that begins like an MP4 is read as an MP4 and
 * fails. None of these demuxers opens another file (the MOV reader's external references stay off, its default).
 */
const demuxers: Record<string, string> = {
  'video/mp4': 'mov',
  'video/x-m4v': 'mov',
  'video/quicktime': 'mov',
  'video/3gpp': 'mov',
  'video/webm': 'matroska',
  'video/x-matroska': 'matroska',
  'video/matroska': 'matroska',
  'video/x-msvideo': 'avi',
  'video/vnd.avi': 'avi',
  'video/mpeg': 'mpeg',
  'video/MP1S': 'mpeg',
  'video/MP2P': 'mpeg',
  'video/ogg': 'ogg',
};

export function demuxerFor(mime: string): string | undefined {
  return demuxers[mime];
}

/** The largest frame a decoder may make (`-max_pixels`): the largest a video may be, so a lying header cannot. */
export const maxPixels = limits.videoMaxSide * limits.videoMaxSide;

/**
 * Input options for a file the player sent: its one demuxer, only the `file` protocol (so nothing it names can be
 * fetched or opened through another protocol), one decoding thread, and (unless `anySize`, for ffprobe to say how
 * large it is so it can be refused by name) no frame larger than a video may be.
 */
export function inputArgs(demuxer: string, file: string, options: { anySize?: boolean } = {}) {
  return [
    ...['-f', demuxer, '-protocol_whitelist', 'file', '-format_whitelist', demuxer, '-threads', '1'],
    ...(options.anySize ? [] : ['-max_pixels', String(maxPixels)]),
    ...['-i', `file:${file}`],
  ];
}

/** What one ffmpeg or ffprobe may take: address space, CPU seconds, the size of a file it writes, open files. */
export interface MediaBounds {
  memoryBytes: number;
  cpuSeconds: number;
  fileBytes: number;
}

/**
 * A 4096 × 4096 H.264 decoded and re-encoded to 720 p on one thread peaks near 230 MB resident (measured here);
 * the address space, libraries and thread stacks included, a gigabyte is room enough and bounds the rest.
 */
export const defaultBounds: MediaBounds = {
  memoryBytes: 1024 * 1024 * 1024,
  cpuSeconds: 600,
  // A variant is at most 3 minutes at 2 Mbit/s with 128 kbit/s of sound, about 48 MB.
  fileBytes: 128 * 1024 * 1024,
};

export interface MediaRun {
  stdout: string;
  stderr: string;
}

/**
 * Runs `ffmpeg` or `ffprobe` without a shell, niced, under `prlimit` (util-linux) so the kernel holds it to
 * `bounds`, killed after `timeoutMs` or when `signal` aborts. Resolves on exit code 0, rejects otherwise.
 */
export function runMedia(
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: { timeoutMs: number; signal?: AbortSignal; bounds?: Partial<MediaBounds>; maxOutput?: number },
): Promise<MediaRun> {
  const bounds = { ...defaultBounds, ...options.bounds };
  const cpu = Math.max(1, Math.min(bounds.cpuSeconds, Math.ceil(options.timeoutMs / 1000)));
  const maxOutput = options.maxOutput ?? 1024 * 1024;
  return new Promise((resolve, reject) => {
    const child = spawn(
      'prlimit',
      [
        `--as=${bounds.memoryBytes}`,
        `--cpu=${cpu}`,
        `--fsize=${bounds.fileBytes}`,
        '--nofile=64',
        '--core=0',
        '--',
        'nice',
        '-n',
        '10',
        tool,
        ...args,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal, timeout: options.timeoutMs, killSignal: 'SIGKILL' },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < maxOutput) stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code, killedBy) => {
      if (code === 0 && stdout.length < maxOutput) resolve({ stdout, stderr });
      else
        reject(
          new Error(
            `${tool} ${killedBy ? `killed by ${killedBy}` : `exited ${code}`}: ${stderr.trim().slice(0, 2000)}`,
          ),
        );
    });
  });
}

/** Codecs a real video stream may be in; anything else (bintext, ANSI, PGM, a still image…) is refused. */
const videoCodecs = new Set([
  'h264',
  'hevc',
  'vp8',
  'vp9',
  'av1',
  'mpeg4',
  'mpeg1video',
  'mpeg2video',
  'h263',
  'theora',
  'prores',
  'msmpeg4v2',
  'msmpeg4v3',
  'mjpeg',
  'dvvideo',
]);
/** Codecs a real sound stream may be in. */
const audioCodecs = new Set([
  'aac',
  'mp3',
  'mp2',
  'opus',
  'vorbis',
  'flac',
  'alac',
  'ac3',
  'eac3',
  'amr_nb',
  'amr_wb',
  'pcm_s16le',
  'pcm_s16be',
  'pcm_s24le',
  'pcm_s24be',
  'pcm_s32le',
  'pcm_f32le',
  'pcm_u8',
  'pcm_mulaw',
  'pcm_alaw',
]);
/** Streams a phone's video may carry beside its picture and sound (timecodes, captions, metadata): never mapped. */
const ignoredTypes = new Set(['data', 'subtitle', 'attachment']);

export interface ProbedVideo {
  seconds: number;
  width: number;
  height: number;
  fps: number;
}

interface ProbedStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  disposition?: { attached_pic?: number };
}

const rate = (value: string | undefined) => {
  const [num, den] = (value ?? '').split('/').map(Number);
  return num && den ? num / den : 0;
};

/**
 * Reads ffprobe's JSON for a file read as `demuxer`: a real video when the container is that demuxer's, ffprobe
 * complained of nothing, it holds a video stream, and every video and sound stream is in a real codec. The size and
 * rate are those of its first video stream (a cover picture aside), the rate its average (the nominal one without).
 */
export function readProbe(stdout: string, stderr: string, demuxer: string): ProbedVideo | undefined {
  let probed: { streams?: ProbedStream[]; format?: { format_name?: string; duration?: string } };
  try {
    probed = JSON.parse(stdout) as typeof probed;
  } catch {
    return undefined;
  }
  if (!probed.format?.format_name?.split(',').includes(demuxer)) return undefined;
  const streams = probed.streams ?? [];
  const real = (stream: ProbedStream) =>
    (stream.codec_type === 'video' && videoCodecs.has(stream.codec_name ?? '')) ||
    (stream.codec_type === 'audio' && audioCodecs.has(stream.codec_name ?? '')) ||
    ignoredTypes.has(stream.codec_type ?? '');
  if (!streams.every(real)) return undefined;
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!video?.width || !video.height) return undefined;
  if (stderr.trim()) return undefined;
  return {
    seconds: Number(probed.format.duration) || 0,
    width: video.width,
    height: video.height,
    fps: rate(video.avg_frame_rate) || rate(video.r_frame_rate),
  };
}

/** The arguments ffprobe is run with to read an upload (its output is read by `readProbe`). */
export function probeArgs(demuxer: string, file: string) {
  return [
    ...['-hide_banner', '-v', 'error', '-probesize', '32M', '-analyzeduration', '10M'],
    // Its few decoded frames stay within the run's memory bound.
    ...inputArgs(demuxer, file, { anySize: true }),
    '-show_entries',
    'stream=codec_type,codec_name,width,height,avg_frame_rate,r_frame_rate:stream_disposition=attached_pic' +
      ':format=format_name,duration',
    ...['-of', 'json'],
  ];
}
