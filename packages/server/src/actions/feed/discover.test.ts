import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

// Discover is cut from a ranking shared by every viewer (services/caches/discover-cache.ts). Each step reads Discover
// once so the ranking is kept, changes something through another call, and expects the very next read to show it.
type Item = {
  id: number;
  content: string;
  hitCount: number;
  commentCount: number;
  hit: boolean;
  user: { username: string } | null;
};

let server: TestServer;
let reader: Awaited<ReturnType<typeof signUp>>;
let writer: Awaited<ReturnType<typeof signUp>>;
let fan: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer();
  [reader, writer, fan] = [
    await signUp(server, 'dreader'),
    await signUp(server, 'dwriter'),
    await signUp(server, 'dfan'),
  ];
});
afterAll(() => server.close());

const discover = (token = reader.token, page = 0) =>
  server.secured<Item[]>(token, 'getFeed', { typeId: 2, page }).then((answer) => answer.data);
const post = (token: string, content: string) =>
  server.secured<Item>(token, 'post', { content }).then((answer) => answer.data);
const ids = (items: Item[]) => items.map((i) => i.id);

describe('Discover shows what changed at once', () => {
  it('shows at once new posts, hits (the viewer’s own marked), edits and deletes', async () => {
    const first = await post(writer.token, '<p>first</p>');
    const second = await post(writer.token, '<p>second</p>');
    expect(ids(await discover())).toEqual([second.id, first.id]);

    // Counts and the viewer's own mark show at once (the order follows within seconds: discover-cache.test.ts).
    const shown = (items: Item[], id: number) => items.find((i) => i.id === id);
    await server.secured(fan.token, 'like', { id: first.id });
    expect(shown(await discover(), first.id)).toMatchObject({ hitCount: 1, hit: false });

    await server.secured(reader.token, 'like', { id: second.id });
    await server.secured(fan.token, 'like', { id: second.id });
    expect(shown(await discover(), second.id)).toMatchObject({ hitCount: 2, hit: true });
    // Another viewer's page from the same ranking carries their own hits, not the reader's.
    expect(shown(await discover(writer.token), second.id)).toMatchObject({ hitCount: 2, hit: false });

    await server.secured(writer.token, 'createComment', { relatedFeedId: first.id, content: 'gg' });
    expect(shown(await discover(), first.id)).toMatchObject({ commentCount: 1 });

    await server.secured(writer.token, 'updateFeed', { feedId: first.id, content: '<p>first, edited</p>' });
    expect((await discover()).find((i) => i.id === first.id)?.content).toBe('<p>first, edited</p>');

    const third = await post(fan.token, '<p>third</p>');
    expect(ids(await discover())).toContain(third.id);
    await server.secured(fan.token, 'deleteFeed', { id: third.id });
    expect(ids(await discover())).not.toContain(third.id);
  });

  it('blocks either way and frozen authors take posts out at once, for that viewer only', async () => {
    const own = await post(fan.token, '<p>from the fan</p>');
    expect(ids(await discover())).toContain(own.id);
    await server.secured(fan.token, 'blockuser', { blocked_user_id: reader.id });
    expect(ids(await discover())).not.toContain(own.id);
    expect(ids(await discover(writer.token))).toContain(own.id);
    await server.secured(fan.token, 'unblockUser', { blocked_user_id: reader.id });
    expect(ids(await discover())).toContain(own.id);

    await server.secured(fan.token, 'freezeAccount', {});
    const left = await discover();
    expect(left.length).toBeGreaterThan(0);
    expect(left.some((i) => i.id === own.id || i.user?.username === 'dfan')).toBe(false);
  });
});
