import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { baseUrl, useBrowser } from './support/browser';

const browser = useBrowser();
const dir = mkdtempSync(join(tmpdir(), 'gf-e2e-clips-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Issue 32, item 1: an AVI (which no browser plays) is posted from the composer, said to be processing, and then
// plays from its H.264 variant with its poster, at 1280 px.
describe('videos', () => {
  it('posts an AVI, shows it processing, then plays its H.264 variant with its poster', async () => {
    const clip = join(dir, 'match-highlight.avi');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=960x540:rate=25:duration=3'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:v', 'mpeg4', '-c:a', 'pcm_s16le', clip],
    ]);
    const author = await signedInUser();
    const page = await browser.page({ token: author.token, width: 1280 });
    await page.goto('/feed');
    await page.getByRole('textbox', { name: /What's happening/ }).click();
    await page.keyboard.type('clutch round');
    await page.locator('input[type="file"]').first().setInputFiles(clip);
    // The composer says the video is being processed (the answer to the upload says so).
    await page.getByRole('status').filter({ hasText: 'Processing video…' }).waitFor();
    await page.getByRole('textbox', { name: /What's happening/ }).click();
    await page.keyboard.press('Enter');
    await page.getByText('Your post is live.').waitFor();

    // The post says so too, until the job has made the variant; then it shows the player (read again every 5 s).
    await page.getByRole('button', { name: 'My feed' }).click();
    const post = page.getByRole('article').filter({ hasText: 'clutch round' });
    const video = post.locator('video');
    await video.waitFor({ timeout: 40_000 });
    const markup = await video.evaluate((v: HTMLVideoElement) => ({
      preload: v.getAttribute('preload'),
      poster: v.getAttribute('poster'),
      source: v.querySelector('source')?.getAttribute('src'),
      type: v.querySelector('source')?.getAttribute('type'),
      readyState: v.readyState,
    }));
    expect(markup).toMatchObject({ preload: 'none', type: 'video/mp4', readyState: 0 });
    expect(markup.poster).toMatch(/^\/files\/[A-Za-z0-9_-]+_p\.jpg$/);
    expect(markup.source).toBe(markup.poster!.replace(/\.jpg$/, '.mp4'));

    // The poster is a JPEG; the variant is served as MP4 with byte ranges (what a player seeks with).
    const poster = await fetch(baseUrl() + markup.poster);
    expect([poster.status, poster.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const range = await fetch(baseUrl() + markup.source, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('video/mp4');
    expect(range.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await range.arrayBuffer()).byteLength).toBe(100);

    // Debian's Chromium decodes H.264: the video plays (muted, as a page may start it without a gesture).
    const played = await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
      await new Promise<void>((resolve) => {
        const check = () => (v.currentTime > 0.2 ? resolve() : requestAnimationFrame(check));
        check();
      });
      return { readyState: v.readyState, currentTime: v.currentTime, width: v.videoWidth, height: v.videoHeight };
    });
    expect(played.readyState).toBeGreaterThanOrEqual(2);
    expect(played.currentTime).toBeGreaterThan(0.2);
    expect([played.width, played.height]).toEqual([960, 540]);
  });
});
