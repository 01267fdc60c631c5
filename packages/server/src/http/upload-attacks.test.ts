// Issue 40: uploads as an attacker sends them. The transcoder reads only the file it was given, as the container it
// was accepted as; a file that is not what it says is refused; no player's videos can make another player's wait.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';
import { postUpload } from '../test/upload.js';

const jobs = { pollSeconds: 0.5, retryDelay: 1 };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-attacks-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A clip made by ffmpeg from its test pattern, H.264 at the given size, rate and length. */
function clip(name: string, size: string, seconds: number, rate = 25) {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${rate}:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '35', file],
  ]);
  return fs.readFileSync(file);
}

const upload = (server: TestServer, token: string, bytes: Buffer, name: string, kind = 'any') =>
  postUpload(server.url, token, bytes, name, kind);

/** A DASH manifest that begins like an MP4 (file-type names it video/mp4; ffmpeg's prober picks DASH). */
const manifest = (segment: string) =>
  Buffer.from(`<!--ftypjp2 -->
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT2S" minBufferTime="PT1S"
 profiles="urn:mpeg:dash:profile:isoff-live:2011"><Period start="PT0S"><AdaptationSet>
<Representation id="v" bandwidth="1000" mimeType="video/mp4"><SegmentList duration="2">
<SegmentURL media="${segment}"/></SegmentList></Representation></AdaptationSet></Period></MPD>
`);

describe('files that are not what they say', () => {
  let server: TestServer;
  let victim: Awaited<ReturnType<typeof signUp>>;
  let attacker: Awaited<ReturnType<typeof signUp>>;
  let victimKey: string;
  beforeAll(async () => {
    server = await startTestServer({ managerEmails: ['iconboss@example.com'] }, { jobs });
    victim = await signUp(server, 'victim');
    attacker = await signUp(server, 'iconboss');
    const stored = await upload(server, victim.token, clip('private.mp4', '320x240', 2), 'private.mp4');
    expect(stored.status).toBe(202);
    victimKey = stored.data!.key;
  });
  afterAll(() => server.close());

  const files = () => {
    const root = path.join(server.config.dataDir, 'uploads');
    return fs.existsSync(root) ? fs.readdirSync(root).sort() : [];
  };

  it('refuses a DASH manifest named .mp4 whose segment is another upload, by relative path', async () => {
    const before = files();
    // Received into DATA_DIR/tmp: the victim's video is one folder up. Left to guess, ffprobe reads it as DASH.
    const sent = await upload(server, attacker.token, manifest(`../uploads/${victimKey}`), 'holiday.mp4');
    expect(sent).toMatchObject({ status: 400, code: 'unsupportedFileType' });
    expect(files()).toEqual(before);
  });

  it('refuses a DASH manifest whose segments are files of the host, by file: URL', async () => {
    const secret = path.join(dir, 'config.ts');
    fs.writeFileSync(secret, 'export const secret = "do-not-leak";\n');
    const absolute = path.join(server.config.dataDir, 'uploads', victimKey);
    for (const segment of [`file://${secret}`, `file://${absolute}`, '/proc/self/cwd/package.json']) {
      expect(await upload(server, attacker.token, manifest(segment), 'holiday.mp4')).toMatchObject({
        status: 400,
        code: 'unsupportedFileType',
      });
    }
  });

  it('refuses a PGM image and a text file that begin like an MP4', async () => {
    // ffprobe reads the first as a pgm_pipe "video" when left to guess.
    const pgm = Buffer.concat([Buffer.from('P5\n#ftypjp2 \n64 64\n255\n'), Buffer.alloc(64 * 64, 128)]);
    const text = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypjp2 \0\0\x02\0isomiso2'),
      Buffer.from('\x1b[31mANSI art \x1b[0m'.repeat(300)),
    ]);
    for (const [name, bytes] of [
      ['portrait.mp4', pgm],
      ['art.mp4', text],
    ] as const) {
      expect(await upload(server, attacker.token, bytes, name)).toMatchObject({
        status: 400,
        code: 'unsupportedFileType',
      });
    }
  });

  it('refuses a video larger than 4096 × 4096, or over 60 frames a second, with a code of its own', async () => {
    const huge = clip('huge.mp4', '8192x8192', 1 / 60, 60);
    expect(await upload(server, attacker.token, huge, 'huge.mp4')).toMatchObject({
      status: 400,
      code: 'videoTooLarge',
    });
    expect(await upload(server, attacker.token, clip('wide.mp4', '4100x16', 1), 'wide.mp4')).toMatchObject({
      status: 400,
      code: 'videoTooLarge',
    });
    const fast = clip('fast.mp4', '64x64', 1, 120);
    expect(await upload(server, attacker.token, fast, 'fast.mp4')).toMatchObject({
      status: 400,
      code: 'videoFrameRateTooHigh',
    });
  }, 60_000);

  /** An ICO file holding one picture: these bytes, announced as a 32 × 32 image. */
  const ico = (picture: Buffer) => {
    const head = Buffer.alloc(22);
    head.writeUInt16LE(0, 0);
    head.writeUInt16LE(1, 2);
    head.writeUInt16LE(1, 4);
    head.writeUInt8(32, 6);
    head.writeUInt8(32, 7);
    head.writeUInt16LE(1, 10);
    head.writeUInt16LE(32, 12);
    head.writeUInt32LE(picture.length, 14);
    head.writeUInt32LE(22, 18);
    return Buffer.concat([head, picture]);
  };

  it('stores an icon as the PNG of its picture, and refuses one that holds a web page', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: '#33aa00' } })
      .png()
      .toBuffer();
    const good = await upload(server, attacker.token, ico(png), 'favicon.ico', 'image');
    expect(good).toMatchObject({ status: 202, data: { contentType: 'image/png' } });
    expect(good.data!.key).toMatch(/\.png$/);
    const served = Buffer.from(await (await fetch(server.url + good.data!.url)).arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });

    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'.repeat(20));
    const bad = await upload(server, attacker.token, ico(html), 'favicon.ico', 'image');
    // Refused, or at most the picture its bytes decode to: never the page.
    if (bad.status === 202) {
      expect(bad.data!.contentType).toBe('image/png');
      const bytes = Buffer.from(await (await fetch(server.url + bad.data!.url)).arrayBuffer());
      expect(bytes.includes('<script>')).toBe(false);
    } else expect(bad).toMatchObject({ status: 400, code: 'fileUploadFailed' });
  });

  it("takes a game's icon only from an image upload", async () => {
    const id = (await server.secured<{ id: number }>(attacker.token, 'createGame', { name: 'Clip Quest' })).data.id;
    const video = await upload(server, attacker.token, clip('icon.mp4', '64x64', 1), 'icon.mp4');
    expect(video.status).toBe(202);
    expect((await server.secured(attacker.token, 'setGameIcon', { id, icon: video.data!.url })).error).toMatchObject({
      code: 'unauthorized',
      field: 'icon',
    });
    const photo = await server.secured(attacker.token, 'saveUserPhotos', {
      userId: attacker.id,
      profile_photo: video.data!.url,
    });
    expect(photo.error?.code).toBe('unauthorized');
  });
});

describe('the transcoder, shared', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { jobs });
  });
  afterAll(() => server.close());

  const stateOf = async (key: string) =>
    (
      await server.app.services.repos.sql(
        'select variant, transcode_started_at is not null as started from uploads where key = $1',
        [key],
      )
    ).rows[0] as { variant: string; started: boolean };

  it("makes a second player's short clip while the first player's long ones wait their turn, one at a time", async () => {
    const [first, second] = [await signUp(server, 'longfilms'), await signUp(server, 'shortclip')];
    // A few seconds of transcoding each on this machine's cores.
    const long = clip('long.mp4', '1280x720', 20, 30);
    const a = await upload(server, first.token, long, 'a.mp4');
    const b = await upload(server, first.token, long, 'b.mp4');
    expect([a.status, b.status]).toEqual([202, 202]);
    await vi.waitFor(async () => expect((await stateOf(a.data!.key)).started).toBe(true), { timeout: 10_000 });
    const sentAt = Date.now();
    const short = await upload(server, second.token, clip('short.mp4', '320x240', 1), 'short.mp4');
    expect(short.status).toBe(202);

    let twoAtOnce = false;
    await vi.waitFor(
      async () => {
        const [x, y] = [await stateOf(a.data!.key), await stateOf(b.data!.key)];
        if (x.variant === 'processing' && x.started && y.variant === 'processing' && y.started) twoAtOnce = true;
        expect((await stateOf(short.data!.key)).variant).toBe('ready');
      },
      { timeout: 30_000, interval: 100 },
    );
    const waited = Date.now() - sentAt;
    // The first player's second video has not started: their first still holds the transcoder's other slot.
    expect(await stateOf(b.data!.key)).toEqual({ variant: 'processing', started: false });
    expect(twoAtOnce).toBe(false);
    expect(waited).toBeLessThan(15_000);

    // The variant and poster count toward the second player's quota.
    const used = await server.app.services.repos.uploads.bytesOf(second.id);
    expect(used).toBeGreaterThan(short.data!.size);
  }, 90_000);
});

describe('uploads in an hour', () => {
  it("refuses a player's eleventh video of the hour with 429, and still takes their pictures", async () => {
    const server = await startTestServer({ rateLimitScale: 1 }, { jobs });
    try {
      const player = await signUp(server, 'manyclips');
      const tiny = clip('tiny.mp4', '32x32', 0.2);
      for (let i = 0; i < 10; i++) {
        expect((await upload(server, player.token, tiny, `clip${i}.mp4`)).status).toBe(202);
      }
      const refused = await upload(server, player.token, tiny, 'clip10.mp4');
      expect(refused).toMatchObject({ status: 429, code: 'tooManyRequests' });
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      expect((await upload(server, player.token, png, 'dot.png', 'image')).status).toBe(202);
    } finally {
      await server.close();
    }
  }, 60_000);
});
