import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDeletedAccounts } from '../jobs/purge-accounts.js';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';
import { postUpload } from '../test/upload.js';
import { startS3StandIn, type S3StandIn } from '../test/s3-stand-in.js';

// Issue 16, item 9: what an upload may be, and how much of it one account may keep; the same with files in a
// folder or in an S3 bucket (a signature-checking stand-in here).
let server: TestServer;
let s3: S3StandIn | undefined;

/** The file is no longer served, nor kept by the store (deleted by a job, soon after the commit). */
async function expectGone(url: string) {
  const key = url.slice('/files/'.length);
  const kept = () => (s3 ? s3.objects.has(key) : fs.existsSync(path.join(server.config.dataDir, 'uploads', key)));
  await expect.poll(kept, { timeout: 10_000, interval: 100 }).toBe(false);
  expect((await fetch(server.url + url)).status).toBe(404);
}

const upload = (token: string, bytes: Buffer, name: string, kind = 'any') =>
  postUpload(server.url, token, bytes, name, kind);

describe.each(['local', 's3'] as const)('%s storage', (mode) => {
  beforeAll(async () => {
    s3 = mode === 's3' ? await startS3StandIn() : undefined;
    server = await startTestServer({ uploadQuotaBytes: 200 * 1024, ...(s3 && { s3: s3.settings }) });
  });
  afterAll(async () => {
    await server.close();
    await s3?.close();
  });

  describe('videos', () => {
    it('stores a real video, and refuses one that is a video only in its first bytes', async () => {
      const { token } = await signUp(server, `videomaker${mode}`);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-video-'));
      const file = path.join(dir, 'clip.mp4');
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=1:size=64x64:rate=5',
        '-pix_fmt',
        'yuv420p',
        file,
      ]);
      const real = await upload(token, fs.readFileSync(file), 'clip.mp4');
      fs.rmSync(dir, { recursive: true, force: true });
      expect(real).toMatchObject({ status: 202, data: { contentType: 'video/mp4' } });

      const header = Buffer.from('0000001c667479706973736f6d0000020069736f6d69736f326d703431', 'hex');
      const page = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>'.repeat(20));
      const fake = await upload(token, Buffer.concat([header, page]), 'clip.mp4');
      expect(fake).toMatchObject({ status: 400, code: 'unsupportedFileType' });
    });
  });

  describe('uploadFile', () => {
    it('answers 400 to base64 that is not base64, or empty', async () => {
      const { token } = await signUp(server, `base64user${mode}`);
      for (const base64 of ['%%%not base64%%%', 'data:image/png;base64,', '====', 'abcde']) {
        const answer = await server.secured(token, 'uploadFile', { base64 });
        expect({ base64, status: answer.status, code: answer.error?.code }).toEqual({
          base64,
          status: 400,
          code: 'fileUploadFailed',
        });
      }
    });
  });

  describe('the upload quota', () => {
    it("refuses a file once an account's files would pass the quota", async () => {
      const { token } = await signUp(server, `quotauser${mode}`);
      // Noise does not compress: each image stays near its raw size.
      const noisy = () =>
        sharp(randomBytes(160 * 160 * 3), { raw: { width: 160, height: 160, channels: 3 } })
          .png()
          .toBuffer();
      const codes: (string | undefined)[] = [];
      for (let n = 0; n < 6; n++) codes.push((await upload(token, await noisy(), `n${n}.png`, 'image')).code);
      expect(codes[0]).toBeUndefined();
      expect(codes).toContain('uploadQuotaExceeded');
      // Another account has its own quota.
      const other = await signUp(server, `quotaother${mode}`);
      expect((await upload(other.token, await noisy(), 'fresh.png', 'image')).status).toBe(202);
    });

    it('frees the space of a replaced photo, a deleted post and an edited-out attachment, whose files leave the store', async () => {
      const { id, token } = await signUp(server, `freeing${mode}`);
      const noisy = () =>
        sharp(randomBytes(160 * 160 * 3), { raw: { width: 160, height: 160, channels: 3 } })
          .png()
          .toBuffer();
      const first = (await upload(token, await noisy(), 'first.png', 'image')).data!.url;
      const second = (await upload(token, await noisy(), 'second.png', 'image')).data!.url;
      expect((await upload(token, await noisy(), 'third.png', 'image')).code).toBe('uploadQuotaExceeded');

      await server.secured(token, 'saveUserPhotos', { userId: id, profile_photo: first });
      await server.secured(token, 'saveUserPhotos', { userId: id, profile_photo: second });
      const third = await upload(token, await noisy(), 'third.png', 'image');
      expect(third.status).toBe(202);
      await expectGone(first);
      expect((await fetch(server.url + second)).status).toBe(200);

      const posted = await server.secured<{ id: number }>(token, 'post', {
        feedAttachments: [{ type: 'image', attachmentUrl: third.data!.url }],
      });
      expect(posted.status).toBe(202);
      expect((await upload(token, await noisy(), 'fourth.png', 'image')).code).toBe('uploadQuotaExceeded');
      await server.secured(token, 'deleteFeed', { id: posted.data.id });
      const fourth = await upload(token, await noisy(), 'fourth.png', 'image');
      expect(fourth.status).toBe(202);
      await expectGone(third.data!.url);

      // An edit that takes an attachment out frees it too.
      const shown = await server.secured<{ id: number }>(token, 'post', {
        content: '<p>clip</p>',
        feedAttachments: [{ type: 'image', attachmentUrl: fourth.data!.url }],
      });
      expect((await upload(token, await noisy(), 'fifth.png', 'image')).code).toBe('uploadQuotaExceeded');
      await server.secured(token, 'updateFeed', { feedId: shown.data.id, content: '<p>clip</p>', feedAttachments: [] });
      expect((await upload(token, await noisy(), 'fifth.png', 'image')).status).toBe(202);
      await expectGone(fourth.data!.url);
    });

    it('deletes the files of a purged account', async () => {
      const leaving = await signUp(server, `leaving${mode}`);
      const photo = (
        await upload(
          leaving.token,
          await sharp(randomBytes(30 * 30 * 3), { raw: { width: 30, height: 30, channels: 3 } })
            .png()
            .toBuffer(),
          'me.png',
          'image',
        )
      ).data!.url;
      await server.secured(leaving.token, 'saveUserPhotos', { userId: leaving.id, profile_photo: photo });
      await server.app.services.repos.sql(`update users set deleted_at = now() - interval '60 days' where id = $1`, [
        leaving.id,
      ]);
      expect(await purgeDeletedAccounts(server.app.services)).toBe(1);
      await expectGone(photo);
    });
  });
});
