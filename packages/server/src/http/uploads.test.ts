import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signUp(server)).token;
});
afterAll(() => server.close());

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

describe('uploads', () => {
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
});
