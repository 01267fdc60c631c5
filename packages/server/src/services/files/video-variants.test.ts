import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { FeedItem, VideoVariant } from '@gamefolk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { postUpload } from '../../test/upload.js';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.js';
import { withPublicFileUrls } from './file-urls.js';
import { presentVariant } from '../../presenters/video.js';
import { videoVariantJob } from './video-variants.js';

// Issue 32, item 1: every uploaded video gets a web variant (H.264 + AAC, at most 720 px high, index first) and a
// poster, in a folder or in an S3 bucket (a signature-checking stand-in here), made by a job that survives a restart.
const jobs = { pollSeconds: 0.5, retryDelay: 1 };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-clips-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A clip made by ffmpeg from its test pattern (and a tone, unless `silent`). */
function clip(name: string, { size, seconds, rate = 25, silent = false, codec = [] as string[] }: ClipShape) {
  const file = path.join(dir, name);
  const audio = silent ? [] : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${rate}:duration=${seconds}`],
    ...audio,
    ...codec,
    file,
  ]);
  return fs.readFileSync(file);
}
interface ClipShape {
  size: string;
  seconds: number;
  rate?: number;
  silent?: boolean;
  codec?: string[];
}

const upload = (server: TestServer, token: string, bytes: Buffer, name: string) =>
  postUpload(server.url, token, bytes, name);

/** The post, read again until its video's variant is no longer processing (the job's time, a minute at most). */
async function settled(server: TestServer, share: string) {
  return vi.waitFor(
    async () => {
      const { data } = await server.open<FeedItem>('getOneFeed', { share });
      expect(data.feedAttachments[0]?.variant?.status).not.toBe('processing');
      return data;
    },
    { timeout: 60_000, interval: 100 },
  );
}

const execFileAsync = promisify(execFile);
async function probe(bytes: Buffer, name: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  const { stdout } = await execFileAsync('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', file]);
  return (
    JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number }[] }
  ).streams;
}

async function fetched(server: TestServer, url: string) {
  const response = await fetch(server.url + url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe.each(['local', 's3'] as const)('video variants (%s storage)', (mode) => {
  let server: TestServer;
  let s3: S3StandIn | undefined;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    s3 = mode === 's3' ? await startS3StandIn() : undefined;
    server = await startTestServer(s3 ? { s3: s3.settings } : {}, { jobs });
    user = await signUp(server, `filmmaker${mode}`);
  });
  afterAll(async () => {
    await server.close();
    await s3?.close();
  });

  const clips = [
    // file-type names AVI `video/vnd.avi`: it used to be refused as an unsupported type.
    {
      name: 'holiday.avi',
      type: 'video/vnd.avi',
      shape: { size: '640x480', seconds: 2, codec: ['-c:v', 'mpeg4', '-c:a', 'pcm_s16le'] },
      width: 640,
      height: 480,
      audio: true,
    },
    {
      name: 'desk.mov',
      type: 'video/quicktime',
      shape: { size: '1440x1080', seconds: 1, silent: true, codec: ['-c:v', 'mpeg4'] },
      width: 960,
      height: 720,
      audio: false,
    },
    {
      name: 'phone.mp4',
      type: 'video/mp4',
      shape: {
        size: '720x1280',
        seconds: 2,
        rate: 30,
        codec: ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
      },
      width: 406,
      height: 720,
      audio: true,
    },
  ];
  it.each(clips)(
    '$name: an H.264 variant at most 720 px high with a JPEG poster, named by the post once made',
    async (c) => {
      const uploaded = await upload(server, user.token, clip(`${mode}-${c.name}`, c.shape), c.name);
      expect(uploaded).toMatchObject({ status: 202, data: { contentType: c.type, variant: { status: 'processing' } } });
      const posted = await server.secured<FeedItem>(user.token, 'post', {
        content: 'watch this',
        feedAttachments: [{ type: 'video', attachmentUrl: uploaded.data!.url }],
      });
      expect(posted.data.feedAttachments[0]).toMatchObject({ variant: { status: 'processing' } });

      const post = await settled(server, posted.data.share);
      const base = uploaded.data!.url.replace(/\.[a-z0-9]+$/, '');
      expect(post.feedAttachments[0]).toEqual({
        type: 'video',
        attachmentUrl: uploaded.data!.url,
        variant: { status: 'ready', url: `${base}_p.mp4`, posterUrl: `${base}_p.jpg` },
      });
      const feed = await server.secured<FeedItem[]>(user.token, 'getFeed', { userId: user.id });
      expect(feed.data.find((item) => item.id === posted.data.id)?.feedAttachments).toEqual(post.feedAttachments);
      const gallery = await server.secured<{ attachmentUrl: string; variant?: VideoVariant }[]>(
        user.token,
        'getFeedAttachments',
        { userId: user.id },
      );
      expect(gallery.data.find((a) => a.attachmentUrl === uploaded.data!.url)?.variant).toEqual(
        post.feedAttachments[0]!.variant,
      );

      const variant = await fetched(server, `${base}_p.mp4`);
      expect(variant).toMatchObject({ status: 200, type: 'video/mp4' });
      const streams = await probe(variant.bytes, `${mode}-out-${c.name}.mp4`);
      const video = streams.find((s) => s.codec_type === 'video')!;
      expect(video).toMatchObject({ codec_name: 'h264', height: c.height });
      expect(Math.abs(video.width! - c.width)).toBeLessThanOrEqual(2);
      expect(video.width! % 2).toBe(0);
      expect(streams.filter((s) => s.codec_type === 'audio').map((s) => s.codec_name)).toEqual(c.audio ? ['aac'] : []);
      // The index (moov) before the media (mdat): playback starts before the whole file has arrived.
      expect(variant.bytes.indexOf('moov')).toBeLessThan(variant.bytes.indexOf('mdat'));

      const poster = await fetched(server, `${base}_p.jpg`);
      expect(poster).toMatchObject({ status: 200, type: 'image/jpeg' });
      expect(await sharp(poster.bytes).metadata()).toMatchObject({ format: 'jpeg', height: c.height });
    },
  );

  it('refuses a clip longer than 3 minutes with videoTooLong', async () => {
    const long = clip(`${mode}-long.mp4`, {
      size: '32x32',
      seconds: 181,
      rate: 1,
      silent: true,
      codec: ['-c:v', 'mpeg4'],
    });
    expect(await upload(server, user.token, long, 'long.mp4')).toMatchObject({ status: 400, code: 'videoTooLong' });
  });
});

it('says a video whose transcode failed (here: past the time allowed) failed, and keeps its original', async () => {
  const server = await startTestServer({ videoTranscodeTimeoutMs: 1 }, { jobs });
  try {
    const user = await signUp(server, 'slowfilmmaker');
    const bytes = clip('slow.mp4', { size: '320x240', seconds: 1, codec: ['-c:v', 'libx264', '-preset', 'ultrafast'] });
    const uploaded = await upload(server, user.token, bytes, 'slow.mp4');
    const posted = await server.secured<FeedItem>(user.token, 'post', {
      feedAttachments: [{ type: 'video', attachmentUrl: uploaded.data!.url }],
    });
    const post = await settled(server, posted.data.share);
    expect(post.feedAttachments[0]).toEqual({
      type: 'video',
      attachmentUrl: uploaded.data!.url,
      variant: { status: 'failed' },
    });
    expect(await fetched(server, uploaded.data!.url)).toMatchObject({ status: 200, type: 'video/mp4' });
    const base = uploaded.data!.url.replace(/\.[a-z0-9]+$/, '');
    expect((await fetched(server, `${base}_p.mp4`)).status).toBe(404);
  } finally {
    await server.close();
  }
}, 120_000);

it('names the variant and poster behind CDN_URL like any stored file', () => {
  const variant = presentVariant('abcdefghijklmnopqrstuvwx.mov', 'ready');
  expect(withPublicFileUrls(variant, 'https://cdn.example')).toEqual({
    status: 'ready',
    url: 'https://cdn.example/abcdefghijklmnopqrstuvwx_p.mp4',
    posterUrl: 'https://cdn.example/abcdefghijklmnopqrstuvwx_p.jpg',
  });
});

describe('a restart in the middle of a transcode', () => {
  it('finishes it once, on the instance that starts next', async () => {
    const s3 = await startS3StandIn();
    const database = await openTestDatabase();
    let first: TestServer | undefined = await startTestServer({ s3: s3.settings }, { database, jobs });
    let second: TestServer | undefined;
    try {
      const user = await signUp(first, 'restarter');
      // Long enough to be caught at work: a few seconds of transcoding.
      const bytes = clip('long-work.mp4', {
        size: '1280x720',
        seconds: 12,
        codec: ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
      });
      const uploaded = await upload(first, user.token, bytes, 'long-work.mp4');
      expect(uploaded.status).toBe(202);
      const posted = await first.secured<FeedItem>(user.token, 'post', {
        feedAttachments: [{ type: 'video', attachmentUrl: uploaded.data!.url }],
      });

      // ffmpeg has started writing the variant: stop this instance now.
      const tmp = path.join(first.config.dataDir, 'tmp');
      const writing = () =>
        fs.existsSync(tmp) &&
        fs.readdirSync(tmp).some((d) => d.startsWith('variant-') && fs.existsSync(path.join(tmp, d, 'variant.mp4')));
      await vi.waitFor(() => expect(writing()).toBe(true), { timeout: 30_000, interval: 50 });
      await first.close();
      first = undefined;
      const base = uploaded.data!.url.slice('/files/'.length).replace(/\.[a-z0-9]+$/, '');
      expect([...s3.objects.keys()].filter((key) => key.startsWith(`${base}_p`))).toEqual([]);

      second = await startTestServer({ s3: s3.settings }, { database, jobs });
      const post = await settled(second, posted.data.share);
      expect(post.feedAttachments[0]?.variant).toMatchObject({ status: 'ready' });
      expect([...s3.objects.keys()].filter((key) => key.startsWith(`${base}_p`)).sort()).toEqual([
        `${base}_p.jpg`,
        `${base}_p.mp4`,
      ]);
      // One job, completed once, after the try the stop cut short (pg-boss marks it completed just after the
      // handler has made the variant ready, so it is read until then).
      const job = async () =>
        (
          await second!.app.services.repos.sql(
            `select state, retry_count from pgboss.job where name = $1 and data->>'key' = $2`,
            [videoVariantJob, uploaded.data!.key],
          )
        ).rows;
      await expect.poll(job, { timeout: 10_000 }).toEqual([{ state: 'completed', retry_count: 1 }]);
    } finally {
      await first?.close();
      await second?.close();
      await database.close();
      await s3.close();
    }
  }, 180_000);
});
