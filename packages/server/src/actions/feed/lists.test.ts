import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

type Item = { id: number; content: string; user: { username: string } | null };
let server: TestServer;
/** The caches' clock: moved past Discover's ranking time rather than waited for. */
let cacheClock = Date.now();
let eda: Awaited<ReturnType<typeof signUp>>;
let fatih: Awaited<ReturnType<typeof signUp>>;
let gul: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer({}, { cacheClock: () => cacheClock });
  [eda, fatih, gul] = [await signUp(server, 'eda'), await signUp(server, 'fatih'), await signUp(server, 'gul')];
  for (let i = 1; i <= 7; i++) await server.secured(fatih.token, 'post', { content: `fatih post ${i} #Valorant` });
  await server.secured(gul.token, 'post', { content: 'gul post #valorant #ranked' });
  await server.secured(eda.token, 'post', { content: 'eda post #ranked' });
});
afterAll(() => server.close());

const feed = (token: string, payload: object) => server.secured<Item[]>(token, 'getFeed', payload).then((a) => a.data);

describe('feeds', () => {
  it('My feed shows you and whom you follow, newest first, 5 a page from page 0', async () => {
    expect(
      (await server.secured<{ following: boolean }>(eda.token, 'followUser', { userId: fatih.id })).data.following,
    ).toBe(true);
    const first = await feed(eda.token, { typeId: 1, page: 0 });
    expect(first.map((p) => p.content)).toEqual([
      'eda post #ranked',
      'fatih post 7 #Valorant',
      'fatih post 6 #Valorant',
      'fatih post 5 #Valorant',
      'fatih post 4 #Valorant',
    ]);
    const second = await feed(eda.token, { only_follow: true, page: 1 });
    expect(second.map((p) => p.content)).toEqual([
      'fatih post 3 #Valorant',
      'fatih post 2 #Valorant',
      'fatih post 1 #Valorant',
    ]);
    expect(await feed(eda.token, { typeId: 1, page: 2 })).toEqual([]);
    expect((await server.secured(eda.token, 'getFeed', { limit: 6 })).status).toBe(400);
  });

  it('Discover shows everyone, ranked by hits, comments and reposts against age', async () => {
    const all = await feed(eda.token, { page: 0 });
    expect(all).toHaveLength(5);
    const gulsPost = (await feed(eda.token, { userId: gul.id }))[0]!;
    await server.secured(eda.token, 'like', { id: gulsPost.id });
    await server.secured(fatih.token, 'like', { id: gulsPost.id });
    await server.secured(fatih.token, 'createComment', { relatedFeedId: gulsPost.id, content: 'nice' });
    // The order follows hits and comments once the shared ranking's time is up (services/caches/discover-cache.ts).
    cacheClock += 15_000;
    expect((await feed(eda.token, { typeId: 2 }))[0]!.id).toBe(gulsPost.id);
  });

  it('finds posts by hashtag (# or $ in the path) and by text', async () => {
    const tagged = await feed(eda.token, { search_keys: '#VALORANT', page: 0 });
    expect(tagged).toHaveLength(5);
    expect(tagged[0]!.content).toBe('gul post #valorant #ranked');
    expect(await feed(eda.token, { search_keys: '$ranked' })).toHaveLength(2);
    expect((await feed(eda.token, { search_keys: 'post 3' })).map((p) => p.content)).toEqual([
      'fatih post 3 #Valorant',
    ]);
  });

  it('counts trends over the recent window, with the hash sign and the spelling most used in the label', async () => {
    const trends = await server.secured<{ label: string; count: number; promoted_label: string | null }[]>(
      eda.token,
      'retrieveTrends',
    );
    expect(trends.data.slice(0, 2)).toEqual([
      // Seven posts wrote #Valorant, one #valorant: one tag, shown as most of its posts spell it.
      expect.objectContaining({ label: '#Valorant', count: 8, promoted_label: null }),
      expect.objectContaining({ label: '#ranked', count: 2 }),
    ]);
    expect((await server.secured(eda.token, 'promoteTag', { tag: 'ranked', promoted_label: 'Season 3' })).status).toBe(
      403,
    );
  });

  it('hides blocked authors from every list, both ways', async () => {
    await server.secured(gul.token, 'blockuser', { blocked_user_id: eda.id });
    const discover = await feed(eda.token, { page: 0, limit: 5 });
    expect(discover.some((p) => p.user?.username === 'gul')).toBe(false);
    expect(await feed(eda.token, { search_keys: '#ranked' })).toHaveLength(1);
    expect((await server.secured(eda.token, 'getFeed', { userId: gul.id })).error?.code).toBeUndefined();
    expect(await feed(eda.token, { userId: gul.id })).toEqual([]);
    const mentions = await server.secured<{ name: string }[]>(eda.token, 'searchMentions', { name: 'gul' });
    expect(mentions.status).toBe(400);
    expect(
      (await server.secured<{ name: string }[]>(eda.token, 'searchMentions', { name: 'fati' })).data.map((m) => m.name),
    ).toEqual(['fatih']);
    await server.secured(gul.token, 'unblockUser', { blocked_user_id: eda.id });
    expect(await feed(eda.token, { userId: gul.id })).toHaveLength(1);
    expect((await server.secured(gul.token, 'unblockUser', { blocked_user_id: eda.id })).error?.description).toBe(
      'Unblock failed',
    );
  });

  it('pages a gallery of attachments 6 at a time from page 1, and hits 20 at a time', async () => {
    const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    for (let i = 0; i < 7; i++) {
      const up = await server.secured<{ url: string }>(gul.token, 'uploadFile', { base64: image.toString('base64') });
      await server.secured(gul.token, 'post', {
        content: '',
        feedAttachments: [{ type: 'image', attachmentUrl: up.data.url }],
      });
    }
    const page1 = await server.secured<unknown[]>(eda.token, 'getFeedAttachments', { userId: gul.id, page: 1 });
    const page2 = await server.secured<unknown[]>(eda.token, 'getFeedAttachments', { userId: gul.id, page: 2 });
    expect([page1.data.length, page2.data.length]).toEqual([6, 1]);
    const foreign = await server.secured(eda.token, 'post', {
      content: 'x',
      feedAttachments: [{ type: 'image', attachmentUrl: '/files/aaaaaaaaaaaaaaaaaaaaaa.png' }],
    });
    expect(foreign.error?.code).toBe('invalidAttachment');

    const target = (await feed(eda.token, { userId: fatih.id }))[0]!;
    for (let i = 0; i < 22; i++) {
      const fan = await signUp(server);
      await server.secured(fan.token, 'like', { id: target.id });
    }
    const likes0 = await server.secured<unknown[]>(eda.token, 'getLikes', { feedId: target.id, page: 0 });
    const likes1 = await server.secured<unknown[]>(eda.token, 'getLikes', { feedId: target.id, page: 1 });
    expect([likes0.data.length, likes1.data.length]).toEqual([20, 2]);
  });
});
