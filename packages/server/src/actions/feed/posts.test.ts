import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

type Item = {
  id: number;
  share: string;
  content: string;
  hitCount: number;
  commentCount: number;
  repostCount: number;
  is_deleted: boolean;
  edited: boolean;
  changed?: boolean;
  relatedFeed: { id: number } | null;
  user: { username: string } | null;
};

let server: TestServer;
/** The app's clock runs this far ahead of the wall clock: a test moves it instead of waiting. */
let ahead = 0;
let ali: Awaited<ReturnType<typeof signUp>>;
let bora: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => new Date(Date.now() + ahead) });
  ali = await signUp(server, 'ali');
  bora = await signUp(server, 'bora');
});
afterAll(() => server.close());

const say = (token: string, content: string, extra: object = {}) =>
  server.secured<Item>(token, 'post', { content, ...extra });

describe('posts', () => {
  it('refuses an empty post, whatever markup it wears', async () => {
    for (const content of ['', '   ', '<p> </p><p><br></p>', '<p>&nbsp;</p>', '<script>alert(1)</script>']) {
      const answer = await say(ali.token, content);
      expect(answer.error).toMatchObject({ code: 'emptyPost', description: "You can't create an empty post." });
    }
  });

  it('posts, edits (ignoring an unchanged edit) and lets only the author delete', async () => {
    const created = await say(ali.token, '<p>First match tonight</p>');
    expect(created.status).toBe(202);
    expect(created.data.user?.username).toBe('ali');

    const same = await server.secured<Item>(ali.token, 'updateFeed', {
      feedId: created.data.id,
      content: '<p>First match tonight</p>',
    });
    expect(same.data).toMatchObject({ changed: false, edited: false });
    ahead += 1100; // an edit shows as one when it comes more than a second after the post
    const edited = await server.secured<Item>(ali.token, 'updateFeed', {
      feedId: created.data.id,
      content: '<p>First ranked match tonight</p>',
    });
    expect(edited.data).toMatchObject({ changed: true, edited: true, content: '<p>First ranked match tonight</p>' });

    const theirs = await server.secured(bora.token, 'updateFeed', { feedId: created.data.id, content: 'mine now' });
    expect(theirs.error?.description).toBe("You don't have authorization for this action.");
    const steal = await server.secured(bora.token, 'deleteFeed', { id: created.data.id });
    expect(steal.status).toBe(403);
    expect((await server.secured(ali.token, 'deleteFeed', { id: created.data.id })).status).toBe(202);
  });

  it("keeps an image's description (alt text) with the post and its gallery, up to 1,500 characters", async () => {
    const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0af' } })
      .png()
      .toBuffer();
    const { url } = (
      await server.secured<{ url: string }>(ali.token, 'uploadFile', { base64: image.toString('base64') })
    ).data;
    const alt = 'A blue square: the map of our base, seen from above';
    const tooLong = await say(ali.token, '<p>map</p>', {
      feedAttachments: [{ type: 'image', attachmentUrl: url, alt: 'x'.repeat(1501) }],
    });
    expect(tooLong.error).toMatchObject({ code: 'textTooLong' });
    const nul = await say(ali.token, '<p>map</p>', {
      feedAttachments: [{ type: 'image', attachmentUrl: url, alt: "a\u0000b $' <img>" }],
    });
    expect([nul.status, nul.error?.code]).toEqual([400, 'invalidCharacters']);
    const posted = await say(ali.token, '<p>map</p>', {
      feedAttachments: [{ type: 'image', attachmentUrl: url, alt: `  ${alt}  ` }],
    });
    type WithFiles = Item & { feedAttachments: { attachmentUrl: string; alt?: string }[] };
    expect((posted.data as WithFiles).feedAttachments).toEqual([{ type: 'image', attachmentUrl: url, alt }]);
    const gallery = await server.secured<{ alt?: string }[]>(bora.token, 'getFeedAttachments', { userId: ali.id });
    expect(gallery.data[0]).toMatchObject({ attachmentUrl: url, alt });

    // A description written later is an edit; a blank one is none at all.
    ahead += 1100;
    const described = await server.secured<WithFiles>(ali.token, 'updateFeed', {
      feedId: posted.data.id,
      content: '<p>map</p>',
      feedAttachments: [{ type: 'image', attachmentUrl: url, alt: '   ' }],
    });
    expect(described.data).toMatchObject({ changed: true });
    expect(described.data.feedAttachments).toEqual([{ type: 'image', attachmentUrl: url }]);
  });

  it('holds a conversation: comments, replies, hits and reposts, counted', async () => {
    const root = await say(ali.token, '<p>Who is up for duo queue?</p>');
    const empty = await server.secured(bora.token, 'createComment', {
      relatedFeedId: root.data.id,
      content: '<p></p>',
    });
    expect(empty.error?.description).toBe("You can't send an empty comment...");

    const comment = await server.secured<Item>(bora.token, 'createComment', {
      relatedFeedId: root.data.id,
      content: 'Me!',
    });
    const reply = await server.secured<Item>(ali.token, 'createComment', {
      relatedFeedId: comment.data.id,
      content: 'Great, 9pm',
    });
    expect(reply.status).toBe(202);
    // The spec's own way: a comment is a post with typeId 2.
    const viaPost = await say(bora.token, 'Deal', { typeId: 2, feedTypeId: 2, relatedFeedId: comment.data.id });
    expect(viaPost.status).toBe(202);

    const comments = await server.secured<Item[]>(bora.token, 'getComments', { feedId: root.data.id, page: 0 });
    expect(comments.data.map((c) => c.content)).toEqual(['Me!']);
    expect(comments.data[0]!.commentCount).toBe(2);
    const replies = await server.secured<Item[]>(bora.token, 'getComments', { feedId: comment.data.id, page: 0 });
    expect(replies.data).toHaveLength(2);

    expect((await server.secured(bora.token, 'like', { id: root.data.id })).data).toEqual({ hit: true, hitCount: 1 });
    expect((await server.secured(bora.token, 'like', { id: root.data.id })).data).toEqual({ hit: false, hitCount: 0 });
    await server.secured(bora.token, 'like', { id: root.data.id });

    const repost = await say(bora.token, '', { typeId: 2, relatedFeedId: root.data.id });
    expect(repost.data.relatedFeed?.id).toBe(root.data.id);

    const shared = await server.open<Item>('getOneFeed', { share: root.data.share });
    expect(shared.data).toMatchObject({ hitCount: 1, commentCount: 3, repostCount: 1 });

    const likes = await server.secured<{ username: string }[]>(ali.token, 'getLikes', {
      feedId: root.data.id,
      page: 0,
    });
    expect(likes.data.map((u) => u.username)).toEqual(['bora']);
  });

  it("counts a comment or a hit on a plain repost on the original, and tells the original's author", async () => {
    const cem = await signUp(server, 'ceyda');
    const root = await say(ali.token, '<p>Ranked reset tonight</p>');
    const repost = await say(bora.token, '', { typeId: 2, relatedFeedId: root.data.id });
    const comment = await server.secured<Item>(cem.token, 'createComment', {
      relatedFeedId: repost.data.id,
      content: 'Finally',
    });
    expect(comment.status).toBe(202);
    expect((await server.secured(cem.token, 'like', { id: repost.data.id })).data).toEqual({ hit: true, hitCount: 1 });

    const original = await server.open<Item>('getOneFeed', { share: root.data.share });
    expect(original.data).toMatchObject({ commentCount: 1, hitCount: 1 });
    const onRepost = await server.open<Item>('getOneFeed', { share: repost.data.share });
    expect(onRepost.data).toMatchObject({ commentCount: 0, hitCount: 0 });
    const thread = await server.secured<Item[]>(ali.token, 'getComments', { feedId: root.data.id, page: 0 });
    expect(thread.data.map((c) => c.content)).toEqual(['Finally']);
    const viaRepost = await server.secured<Item[]>(ali.token, 'getComments', { feedId: repost.data.id, page: 0 });
    expect(viaRepost.data.map((c) => c.content)).toEqual(['Finally']);
    const likers = await server.secured<{ username: string }[]>(ali.token, 'getLikes', {
      feedId: repost.data.id,
      page: 0,
    });
    expect(likers.data.map((u) => u.username)).toEqual(['ceyda']);
    const told = await server.secured<{ type: string; actor: { username: string } | null }[]>(
      ali.token,
      'getNotifications',
      {},
    );
    expect(told.data.filter((n) => n.actor?.username === 'ceyda').map((n) => n.type)).toEqual(
      expect.arrayContaining(['post_commented', 'post_liked']),
    );

    // A quote is a post of its own: its comments stay on it.
    const quote = await say(bora.token, 'This one', { typeId: 2, relatedFeedId: root.data.id });
    await server.secured(cem.token, 'createComment', { relatedFeedId: quote.data.id, content: 'Agreed' });
    expect((await server.open<Item>('getOneFeed', { share: quote.data.share })).data.commentCount).toBe(1);
    expect((await server.open<Item>('getOneFeed', { share: root.data.share })).data.commentCount).toBe(1);
  });

  it('takes a plain repost back when it is made again; quotes are posts and may be many', async () => {
    const root = await say(ali.token, '<p>Patch notes are out</p>');
    const profile = () =>
      server
        .secured<Item[]>(bora.token, 'getFeed', { userId: bora.id })
        .then((a) => a.data.filter((item) => item.relatedFeed?.id === root.data.id));
    const count = async () => (await server.open<Item>('getOneFeed', { share: root.data.share })).data.repostCount;

    const first = await say(bora.token, '', { typeId: 2, relatedFeedId: root.data.id });
    expect(first.data.is_deleted).toBe(false);
    expect(await count()).toBe(1);
    const again = await say(bora.token, '<p></p>', { typeId: 2, relatedFeedId: root.data.id });
    expect(again.data).toMatchObject({ id: first.data.id, is_deleted: true });
    expect(await count()).toBe(0);
    expect(await profile()).toHaveLength(0);

    // Reposting a repost shares the original, and counts as reposting it.
    const relay = await say(ali.token, '', { typeId: 2, relatedFeedId: root.data.id });
    await say(bora.token, '', { typeId: 2, relatedFeedId: relay.data.id });
    await say(bora.token, 'So good', { typeId: 2, relatedFeedId: root.data.id });
    await say(bora.token, 'Really', { typeId: 2, relatedFeedId: root.data.id });
    expect(await count()).toBe(4);
    expect((await profile()).map((item) => item.content)).toEqual(['Really', 'So good', '']);

    // Two at once (a double click) leave at most one, and the count says how many stand.
    await say(bora.token, '', { typeId: 2, relatedFeedId: root.data.id });
    expect((await profile()).map((item) => item.content)).toEqual(['Really', 'So good']);
    const racing = await Promise.all([1, 2].map(() => say(bora.token, '', { typeId: 2, relatedFeedId: root.data.id })));
    expect(racing.map((a) => a.status)).toEqual([202, 202]);
    const plain = (await profile()).filter((item) => item.content === '').length;
    expect(plain).toBeLessThanOrEqual(1);
    expect(await count()).toBe(3 + plain);
  });

  it('keeps a deleted post readable as deleted, with its thread', async () => {
    const root = await say(ali.token, 'Soon gone');
    await server.secured(bora.token, 'createComment', { relatedFeedId: root.data.id, content: 'Still here' });
    await server.secured(ali.token, 'deleteFeed', { id: root.data.id });
    const shared = await server.open<Item>('getOneFeed', { share: root.data.share });
    expect(shared.data).toMatchObject({ is_deleted: true, content: '' });
    const thread = await server.secured<Item[]>(bora.token, 'getComments', { feedId: root.data.id, page: 0 });
    expect(thread.data.map((c) => c.content)).toEqual(['Still here']);
    const late = await server.secured(bora.token, 'createComment', { relatedFeedId: root.data.id, content: 'late' });
    expect(late.status).toBe(404);
  });

  it('getOneFeed works without a token, and not for a made-up handle', async () => {
    const root = await say(ali.token, 'Public news');
    const response = await fetch(`${server.url}/api/handle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'getOneFeed', payload: { share: root.data.share } }),
    });
    expect(response.status).toBe(202);
    expect((await server.open('getOneFeed', { share: 'nosuchhandle' })).status).toBe(404);
  });

  it('writes notifications for comments, replies, hits, reposts and mentions', async () => {
    const cem = await signUp(server, 'cem');
    const root = await say(cem.token, 'Notify me');
    await server.secured(bora.token, 'like', { id: root.data.id });
    await server.secured(ali.token, 'like', { id: root.data.id });
    const comment = await server.secured<Item>(bora.token, 'createComment', {
      relatedFeedId: root.data.id,
      content: 'hi',
    });
    await server.secured(ali.token, 'createComment', { relatedFeedId: comment.data.id, content: 'reply' });
    await say(ali.token, `<p>gg <span data-type="mention" data-id="${cem.id}" data-kind="user">@cem</span></p>`);
    await say(bora.token, '', { typeId: 2, relatedFeedId: root.data.id });

    const rows = await server.app.services.repos.notifications.forUser(cem.id);
    const byType = Object.fromEntries(rows.map((r) => [r.type, r]));
    expect(byType.post_liked).toMatchObject({ relatedParameter: root.data.id, extraParameter: 2, actorId: ali.id });
    expect(byType.post_commented).toMatchObject({ relatedParameter: root.data.id, actorId: bora.id });
    expect(byType.post_comment_commented).toMatchObject({ actorId: ali.id });
    expect(byType.mentioned?.actorId).toBe(ali.id);
    expect(byType.reposted?.actorId).toBe(bora.id);
    const boras = await server.app.services.repos.notifications.forUser(bora.id);
    expect(boras.map((r) => r.type)).toContain('comment_commented');
  });
});
