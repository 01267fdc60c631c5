import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';
import { startS3StandIn, type S3StandIn } from '../test/s3-stand-in.js';

let server: TestServer;
let token: string;
let s3: S3StandIn | undefined;

async function upload(bytes: Buffer | Uint8Array, name: string, kind?: string, auth = token) {
  const form = new FormData();
  if (kind) form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { url: string; contentType: string };
      error?: { code: string; description: string };
    },
  };
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();

// The same rules whether files live in DATA_DIR/uploads or in an S3 bucket (a signature-checking stand-in here).
describe.each(['local', 's3'] as const)('uploads (%s storage)', (mode) => {
  beforeAll(async () => {
    s3 = mode === 's3' ? await startS3StandIn() : undefined;
    server = await startTestServer(s3 ? { s3: s3.settings } : {});
    token = (await signUp(server)).token;
  });
  afterAll(async () => {
    await server.close();
    await s3?.close();
  });

  it('stores an image under a random key and serves it with its real type and nosniff', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#123456' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .jpeg()
      .toBuffer();
    const answer = await upload(jpeg, 'My Photo.JPG');
    expect(answer.status).toBe(202);
    expect(answer.body.data?.url).toMatch(/^\/files\/[A-Za-z0-9_-]{20,}\.jpg$/);
    const served = await fetch(server.url + answer.body.data!.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(2000);
    expect(bytes.toString('latin1')).not.toContain('secret-camera-owner');
  });

  it('refuses an image over 3 MB with the spec text', async () => {
    const noise = Buffer.alloc(1400 * 1400 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 3) * 104729) & 255;
    const big = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    const padded =
      big.length > 3 * 1024 * 1024 ? big : Buffer.concat([big, Buffer.alloc(4 * 1024 * 1024 - big.length)]);
    expect(padded.length).toBeGreaterThan(3 * 1024 * 1024);
    const answer = await upload(padded, 'huge.jpg');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'badFileSize',
      description: "File size can't be bigger than 3mb!",
    });
  });

  it('refuses a PNG named .gif instead of mislabelling it', async () => {
    const answer = await upload(await png(), 'funny.gif');
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('fileTypeMismatch');
  });

  it('stores a PNG with no telling name as PNG', async () => {
    const answer = await upload(await png(), 'blob');
    expect(answer.body.data?.contentType).toBe('image/png');
  });

  it('refuses an HTML page named .jpg', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const answer = await upload(html, 'cat.jpg');
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('unsupportedFileType');
  });

  it('never serves an SVG as an active document: its script is rasterized away', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(1)">' +
        '<script>alert(document.domain)</script><rect width="40" height="40" fill="red"/></svg>',
    );
    const answer = await upload(svg, 'logo.svg');
    expect(answer.status).toBe(202);
    expect(answer.body.data?.contentType).toBe('image/png');
    const served = await fetch(server.url + answer.body.data!.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).toString('latin1')).not.toContain('script');
  });

  it('ignores a zero-byte file', async () => {
    const answer = await upload(Buffer.alloc(0), 'empty.png');
    expect(answer.status).toBe(202);
    expect(answer.body.data).toBeNull();
  });

  it('shrinks organization logos to 300 px', async () => {
    const logo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const answer = await upload(logo, 'logo.png', 'logo');
    const served = Buffer.from(await (await fetch(server.url + answer.body.data!.url)).arrayBuffer());
    expect((await sharp(served).metadata()).width).toBe(300);
  });

  it('needs a signed-in user', async () => {
    expect((await upload(await png(), 'a.png', undefined, 'nope')).status).toBe(401);
  });

  it('uploadFile takes the same file as base64 through the envelope', async () => {
    const answer = await server.secured<{ url: string; contentType: string }>(token, 'uploadFile', {
      base64: (await png()).toString('base64'),
      name: 'avatar.png',
    });
    expect(answer.status).toBe(202);
    expect(answer.data.contentType).toBe('image/png');
  });

  it('keeps the file in the configured store, typed and shown inline', async () => {
    const answer = await upload(await png(), 'stored.png');
    const key = answer.body.data!.url.slice('/files/'.length);
    const onDisk = fs.existsSync(path.join(server.config.dataDir, 'uploads', key));
    if (s3) {
      expect(onDisk).toBe(false);
      expect(s3.objects.get(key)).toMatchObject({
        contentType: 'image/png',
        headers: {
          'content-disposition': `inline; filename="${key}"`,
          'cache-control': expect.stringContaining('immutable'),
        },
      });
    } else {
      expect(onDisk).toBe(true);
    }
  });

  it('serves a byte range, and answers 304 to a copy it already has', async () => {
    const answer = await upload(await png(), 'range.png');
    const whole = Buffer.from(await (await fetch(server.url + answer.body.data!.url)).arrayBuffer());
    const part = await fetch(server.url + answer.body.data!.url, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${whole.length}`);
    expect(part.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(0, 8));
    const first = await fetch(server.url + answer.body.data!.url);
    await first.arrayBuffer();
    const again = await fetch(server.url + answer.body.data!.url, {
      // (fetch itself would add `cache-control: no-cache`, which asks for a full answer; a browser revalidating doesn't)
      headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('refuses, never with a 500, keys it never stored and paths that climb out', async () => {
    expect((await fetch(`${server.url}/files/AAAAAAAAAAAAAAAAAAAAAAAA.png`)).status).toBe(404);
    for (const bad of ['..%2f..%2fetc%2fpasswd', '..%2F..%2Fpackage.json', '%00.png', 'x'.repeat(5000)]) {
      const status = (await fetch(`${server.url}/files/${bad}`)).status;
      expect({ bad: bad.slice(0, 30), status: status >= 400 && status < 500 }).toEqual({
        bad: bad.slice(0, 30),
        status: true,
      });
    }
  });

  // Last: it takes the store away.
  it('answers 503 storageUnavailable, not a 500, when the store cannot take or give files', async () => {
    const kept = await upload(await png(), 'before.png');
    if (s3) await s3.close();
    else {
      const folder = path.join(server.config.dataDir, 'uploads');
      fs.rmSync(folder, { recursive: true });
      fs.writeFileSync(folder, 'a file where the folder was');
    }
    const answer = await upload(await png(), 'after.png');
    expect(answer.status).toBe(503);
    expect(answer.body.error?.code).toBe('storageUnavailable');
    if (s3) {
      const read = await fetch(server.url + kept.body.data!.url);
      expect(read.status).toBe(503);
      expect(Number(read.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
