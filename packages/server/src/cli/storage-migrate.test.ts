import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../services/files/s3-storage.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { startS3StandIn, type S3StandIn } from '../test/s3-stand-in.js';
import { migrateLocalFiles } from './storage-migrate.js';

let s3: S3StandIn;
let dataDir: string;
let server: TestServer;
beforeAll(async () => {
  s3 = await startS3StandIn();
  server = await startTestServer({ s3: s3.settings });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-migrate-'));
  fs.mkdirSync(path.join(dataDir, 'uploads'));
});
afterAll(async () => {
  await server.close();
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const png = (colour: string) =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('storage:migrate', () => {
  it('copies the local uploads into the bucket once, and the site then serves them from there', async () => {
    const files = {
      'aaaaaaaaaaaaaaaaaaaaaaaa.png': await png('#f00'),
      'bbbbbbbbbbbbbbbbbbbbbbbb.png': await png('#0f0'),
    };
    for (const [key, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dataDir, 'uploads', key), bytes);
    const already = await png('#00f');
    fs.writeFileSync(path.join(dataDir, 'uploads', 'cccccccccccccccccccccccc.png'), already);
    const bucket = s3Storage(s3.settings);
    await bucket.put('cccccccccccccccccccccccc.png', already, 'image/png');
    bucket.close();
    fs.writeFileSync(path.join(dataDir, 'uploads', '.upload-partial'), 'not ours');

    const config = { dataDir, s3: s3.settings };
    expect(await migrateLocalFiles(config)).toEqual({ copied: 2, present: 1, ignored: 1, failed: [] });
    expect(s3.objects.get('aaaaaaaaaaaaaaaaaaaaaaaa.png')).toMatchObject({
      contentType: 'image/png',
      headers: { 'content-disposition': 'inline; filename="aaaaaaaaaaaaaaaaaaaaaaaa.png"' },
    });
    // Run again (or after an interruption): nothing is copied twice.
    expect(await migrateLocalFiles(config)).toEqual({ copied: 0, present: 3, ignored: 1, failed: [] });

    const served = await fetch(`${server.url}/files/bbbbbbbbbbbbbbbbbbbbbbbb.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(files['bbbbbbbbbbbbbbbbbbbbbbbb.png']);
  });

  it('refuses to run without a bucket to move to', async () => {
    await expect(migrateLocalFiles({ dataDir, s3: undefined })).rejects.toThrow(/S3_BUCKET/);
  });
});
