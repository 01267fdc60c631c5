import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

// CDN_URL is applied when answering: rows keep /files/<key>, so a changed CDN_URL changes every URL at once.
let withCdn: TestServer;
let withoutCdn: TestServer;
beforeAll(async () => {
  withCdn = await startTestServer({ cdnUrl: 'https://cdn.gamefolk.test/files' });
  withoutCdn = await startTestServer();
});
afterAll(async () => {
  await withoutCdn.close();
  await withCdn.close();
});

describe('CDN_URL', () => {
  it('gives file URLs on the CDN, takes them back, and stores the /files/ path', async () => {
    const me = await signUp(withCdn);
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const uploaded = await withCdn.secured<{ url: string }>(me.token, 'uploadFile', {
      base64: png.toString('base64'),
      name: 'me.png',
    });
    const key = uploaded.data.url.slice('/files/'.length);
    expect(uploaded.data.url).toMatch(/^\/files\//);

    const saved = await withCdn.secured<{ photoUrl: string }>(me.token, 'saveUserPhotos', {
      userId: me.id,
      profile_photo: uploaded.data.url,
    });
    expect(saved.data.photoUrl).toBe(`https://cdn.gamefolk.test/files/${key}`);

    const posted = await withCdn.secured<{ id: number; feedAttachments: { attachmentUrl: string }[] }>(
      me.token,
      'post',
      { content: '<p>gg</p>', feedAttachments: [{ type: 'image', attachmentUrl: uploaded.data.url }] },
    );
    expect(posted.data.feedAttachments[0]!.attachmentUrl).toBe(`https://cdn.gamefolk.test/files/${key}`);
    // The editor sends the attachment back as it was shown.
    const edited = await withCdn.secured<{ feedAttachments: { attachmentUrl: string }[] }>(me.token, 'updateFeed', {
      feedId: posted.data.id,
      content: '<p>gg wp</p>',
      feedAttachments: posted.data.feedAttachments.map((a) => ({ type: 'image', attachmentUrl: a.attachmentUrl })),
    });
    expect(edited.status).toBe(202);
    expect(edited.data.feedAttachments[0]!.attachmentUrl).toBe(`https://cdn.gamefolk.test/files/${key}`);

    const { rows } = await withCdn.app.services.repos.sql(
      'select url from post_attachments where post_id = $1 union all select photo_url from users where id = $2',
      [posted.data.id, me.id],
    );
    expect(rows).toEqual([{ url: `/files/${key}` }, { url: `/files/${key}` }]);
  });

  it('leaves URLs on our origin without CDN_URL', async () => {
    const me = await signUp(withoutCdn);
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#00a' } })
      .png()
      .toBuffer();
    const uploaded = await withoutCdn.secured<{ url: string }>(me.token, 'uploadFile', {
      base64: png.toString('base64'),
    });
    const saved = await withoutCdn.secured<{ photoUrl: string }>(me.token, 'saveUserPhotos', {
      userId: me.id,
      profile_photo: uploaded.data.url,
    });
    expect(saved.data.photoUrl).toBe(uploaded.data.url);
  });
});
