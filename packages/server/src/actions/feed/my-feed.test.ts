import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

// My feed pages are kept in memory (services/caches/feed-cache.ts): each step reads the feed once so a page is
// cached, changes something through another call, and expects the very next read to show the change.
type Item = {
  id: number;
  content: string;
  hitCount: number;
  commentCount: number;
  repostCount: number;
  user: { username: string; fullname: string } | null;
};

let server: TestServer;
let reader: Awaited<ReturnType<typeof signUp>>;
let writer: Awaited<ReturnType<typeof signUp>>;
let fan: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer();
  [reader, writer, fan] = [await signUp(server, 'reader'), await signUp(server, 'writer'), await signUp(server, 'fan')];
});
afterAll(() => server.close());

const myFeed = (token = reader.token) =>
  server.secured<Item[]>(token, 'getFeed', { typeId: 1, page: 0 }).then((answer) => answer.data);
const post = (token: string, content: string, extra: object = {}) =>
  server.secured<Item>(token, 'post', { content, ...extra }).then((answer) => answer.data);

describe('My feed is never stale', () => {
  it('shows at once a new post, an edit, hits, comments, reposts and a new name', async () => {
    await server.secured(reader.token, 'followUser', { userId: writer.id });
    const first = await post(writer.token, '<p>first</p>');
    expect((await myFeed()).map((i) => i.content)).toEqual(['<p>first</p>']);

    const second = await post(writer.token, '<p>second</p>');
    expect((await myFeed()).map((i) => i.id)).toEqual([second.id, first.id]);

    await server.secured(fan.token, 'like', { id: second.id });
    expect((await myFeed())[0]).toMatchObject({ id: second.id, hitCount: 1 });

    await post(fan.token, '<p>nice</p>', { typeId: 2, relatedFeedId: second.id, feedTypeId: 2 });
    expect((await myFeed())[0]!.commentCount).toBe(1);

    await post(fan.token, '', { typeId: 2, relatedFeedId: first.id });
    expect((await myFeed()).find((i) => i.id === first.id)?.repostCount).toBe(1);

    await server.secured(writer.token, 'updateFeed', { feedId: first.id, content: '<p>first, edited</p>' });
    expect((await myFeed())[1]!.content).toBe('<p>first, edited</p>');

    await server.secured(writer.token, 'savePersonals', { first_name: 'Wanda', last_name: 'Writer' });
    expect((await myFeed())[0]!.user?.fullname).toBe('Wanda Writer');

    await server.secured(writer.token, 'deleteFeed', { id: second.id });
    expect((await myFeed()).map((i) => i.id)).toEqual([first.id]);
  });

  it('follows, unfollows, blocks and frozen authors change it at once', async () => {
    const own = await post(fan.token, '<p>from the fan</p>');
    await myFeed();
    await server.secured(reader.token, 'followUser', { userId: fan.id });
    expect((await myFeed()).map((i) => i.id)).toContain(own.id);

    await server.secured(reader.token, 'followUser', { userId: fan.id });
    expect((await myFeed()).map((i) => i.id)).not.toContain(own.id);

    const before = (await myFeed()).length;
    expect(before).toBeGreaterThan(0);
    await server.secured(writer.token, 'blockuser', { blocked_user_id: reader.id });
    expect(await myFeed()).toHaveLength(before - 1);
    await server.secured(writer.token, 'unblockUser', { blocked_user_id: reader.id });
    await server.secured(reader.token, 'followUser', { userId: writer.id });
    expect(await myFeed()).toHaveLength(before);

    await server.secured(writer.token, 'freezeAccount', {});
    expect(await myFeed()).toHaveLength(before - 1);
  });
});
