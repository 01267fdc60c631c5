import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

// policies/post.ts and policies/upload.ts, through the envelope: nobody changes another's post or comment, and
// nobody shows another user's upload (its URL is public to anyone who saw it) as their own.
type Item = { id: number; content: string };
let server: TestServer;
let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer();
  [owner, stranger] = [await signUp(server, 'uploadowner'), await signUp(server, 'stranger')];
});
afterAll(() => server.close());

const image = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();

describe('ownership policies', () => {
  it("refuses another user's upload in a post, a comment, an edit and a profile photo", async () => {
    const upload = await server.secured<{ url: string }>(owner.token, 'uploadFile', {
      base64: (await image()).toString('base64'),
    });
    expect(upload.status).toBe(202);
    const attachment = [{ type: 'image', attachmentUrl: upload.data.url }];

    const foreignPost = await server.secured(stranger.token, 'post', { content: 'mine', feedAttachments: attachment });
    expect(foreignPost.status).toBe(400);
    expect(foreignPost.error?.code).toBe('invalidAttachment');

    const own = await server.secured<Item>(stranger.token, 'post', { content: 'plain' });
    const foreignEdit = await server.secured(stranger.token, 'updateFeed', {
      feedId: own.data.id,
      content: 'plain',
      feedAttachments: attachment,
    });
    expect(foreignEdit.error?.code).toBe('invalidAttachment');
    const foreignComment = await server.secured(stranger.token, 'createComment', {
      relatedFeedId: own.data.id,
      content: 'look',
      attachments: attachment,
    });
    expect(foreignComment.error?.code).toBe('invalidAttachment');

    const foreignPhoto = await server.secured(stranger.token, 'saveUserPhotos', { profile_photo: upload.data.url });
    expect(foreignPhoto.error?.code).toBe('unauthorized');

    // The owner may use it.
    const ownersPost = await server.secured(owner.token, 'post', { content: 'mine', feedAttachments: attachment });
    expect(ownersPost.status).toBe(202);
  });

  it("refuses editing or deleting another user's post or comment, and leaves it as it was", async () => {
    const post = await server.secured<Item>(owner.token, 'post', { content: '<p>the original</p>' });
    const comment = await server.secured<Item>(owner.token, 'createComment', {
      relatedFeedId: post.data.id,
      content: 'first comment',
    });
    for (const id of [post.data.id, comment.data.id]) {
      const edit = await server.secured(stranger.token, 'updateFeed', { feedId: id, content: 'defaced' });
      expect(edit.error?.code).toBe('unauthorized');
      const remove = await server.secured(stranger.token, 'deleteFeed', { id });
      expect(remove.error?.code).toBe('unauthorized');
    }
    const after = await server.secured<Item[]>(stranger.token, 'getFeed', { userId: owner.id });
    expect(after.data.find((i) => i.id === post.data.id)?.content).toBe('<p>the original</p>');
    const comments = await server.secured<Item[]>(stranger.token, 'getComments', { feedId: post.data.id });
    expect(comments.data.map((c) => c.content)).toEqual(['first comment']);
  });
});
