import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';
import { postUpload } from '../test/upload.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Gamefolk is the social network for gamers." />' +
    '<title>Gamefolk</title><script type="module" crossorigin src="/assets/index.js"></script></head>' +
    `<body><div id="root"></div><noscript>${'Gamefolk needs JavaScript. '.repeat(40)}</noscript></body></html>`,
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ webDist: dist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (address: string) =>
  fetch(`${server.url}${address}`, { headers: { accept: 'text/html' } }).then(async (r) => ({
    status: r.status,
    html: await r.text(),
  }));
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('link previews of shared posts', () => {
  it('puts the author, the text and the first image in the page head, escaped', async () => {
    const ali = await signUp(server, 'previewer');
    const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const upload = await server.secured<{ url: string }>(ali.token, 'uploadFile', { base64: image.toString('base64') });
    const posted = await server.secured<{ share: string }>(ali.token, 'post', {
      content: '<p>Clutch "ace" &lt;script&gt; on Dust II</p>',
      feedAttachments: [{ type: 'image', attachmentUrl: upload.data.url }],
    });
    expect(posted.status).toBe(202);

    const { status, html } = await page(`/shared/${posted.data.share}`);
    expect(status).toBe(200);
    expect(meta(html, 'og:title')).toBe('previewer (@previewer) on Gamefolk');
    expect(meta(html, 'og:description')).toBe('Clutch &quot;ace&quot; &lt;script&gt; on Dust II');
    expect(meta(html, 'og:image')).toBe(`http://gamefolk.test${upload.data.url}`);
    expect(meta(html, 'og:url')).toBe(`http://gamefolk.test/shared/${posted.data.share}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<title>previewer (@previewer) on Gamefolk</title>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('lets a video post play in the preview once its web variant is made: og:video (MP4) and its poster', async () => {
    const maker = await signUp(server, 'videoposter');
    const clip = path.join(dist, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=5:duration=1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', clip],
    ]);
    const uploaded = await postUpload(server.url, maker.token, fs.readFileSync(clip), 'clip.mp4');
    expect(uploaded.status).toBe(202);
    const posted = await server.secured<{ share: string }>(maker.token, 'post', {
      content: '<p>1v4 clutch</p>',
      feedAttachments: [{ type: 'video', attachmentUrl: uploaded.data!.url }],
    });
    // While the variant is made, nothing plays: the original may be a format no preview plays.
    expect(meta((await page(`/shared/${posted.data.share}`)).html, 'og:video')).toBeUndefined();

    // This server runs no jobs: the transcode's end is written as the job writes it.
    await server.app.services.repos.sql(`update uploads set variant = 'ready' where key = $1`, [uploaded.data!.key]);
    const { html } = await page(`/shared/${posted.data.share}`);
    const base = `http://gamefolk.test${uploaded.data!.url.replace(/\.mp4$/, '')}`;
    expect(meta(html, 'og:video')).toBe(`${base}_p.mp4`);
    expect(meta(html, 'og:video:type')).toBe('video/mp4');
    expect(meta(html, 'og:image')).toBe(`${base}_p.jpg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it("inserts a post's and a name's `$'` as text: the page stays small and whole (issue 16, item 3)", async () => {
    const eve = await signUp(server, 'dollarname');
    await server.secured(eve.token, 'savePersonals', { first_name: "Eve$'" });
    const posted = await server.secured<{ share: string }>(eve.token, 'post', { content: "$'".repeat(99) });
    expect(posted.status).toBe(202);

    const { html } = await page(`/shared/${posted.data.share}`);
    expect(html.length).toBeLessThan(20_000);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe("Eve$' (@dollarname) on Gamefolk");
    expect(html).toContain("<title>Eve$' (@dollarname) on Gamefolk</title>");
    expect(meta(html, 'og:description')).toBe("$'".repeat(99));
  });

  it('says a deleted post is deleted, and leaves other pages as they are', async () => {
    const bora = await signUp(server, 'deleter');
    const posted = await server.secured<{ id: number; share: string }>(bora.token, 'post', { content: 'gone soon' });
    await server.secured(bora.token, 'deleteFeed', { id: posted.data.id });

    const deleted = await page(`/shared/${posted.data.share}`);
    expect(meta(deleted.html, 'og:title')).toBe('Gamefolk: this post was deleted');
    expect(deleted.html).not.toContain('gone soon');
    expect(meta((await page('/shared/undefined')).html, 'og:title')).toBe('Gamefolk: this post was deleted');

    const unknown = await page('/shared/nosuchpost');
    expect(unknown.status).toBe(404);
    expect(meta(unknown.html, 'og:title')).toBeUndefined();
    expect(meta((await page('/feed')).html, 'og:title')).toBeUndefined();
    expect((await page('/shared/%E0%A4%A')).status).toBeLessThan(500);
  });
});
