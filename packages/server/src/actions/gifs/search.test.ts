// GIF search through a GIPHY stand-in: the player's language passed as `lang`, trending and paging, answers kept
// briefly, a picked GIF posted and commented, a foreign image URL refused, no key (hidden button, 503), rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem, Gif } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { standInGiphyKey, startGiphyStandIn } from '../../test/giphy-stand-in.js';

type GiphyStandIn = Awaited<ReturnType<typeof startGiphyStandIn>>;
interface GifPage {
  rows: Gif[];
  next: number | null;
}

let giphy: GiphyStandIn;
let server: TestServer;

beforeAll(async () => {
  giphy = await startGiphyStandIn();
  server = await startTestServer({ giphy: { apiUrl: giphy.url, apiKey: standInGiphyKey } });
});
afterAll(async () => {
  await server?.close();
  await giphy?.close();
});

describe('searchGifs', () => {
  it.each([
    ['tr', 'kedi'],
    ['en', 'cat'],
    ['es', 'gato'],
  ] as const)('asks GIPHY in the player’s language (%s)', async (language, word) => {
    const player = await signUp(server);
    expect((await server.secured(player.token, 'saveUserLanguage', { language })).status).toBe(202);
    const found = await server.secured<GifPage>(player.token, 'searchGifs', { q: ` ${word.toUpperCase()} ` });
    expect(found.status).toBe(202);
    expect(found.data.rows.length).toBeGreaterThan(0);
    expect(found.data.rows.every((gif) => gif.title.startsWith(word))).toBe(true);
    const call = giphy.calls.findLast((c) => c.q === word)!;
    expect(call).toMatchObject({ path: '/v1/gifs/search', lang: language, offset: 0, rating: 'pg-13' });
    const [first] = found.data.rows;
    expect(first).toMatchObject({ width: 480, height: 270 });
    expect(first!.url.startsWith(`${giphy.url}/media/`)).toBe(true);
    expect(first!.previewUrl).toContain('/200w.gif');
    const lacking = found.data.rows.find((gif) => gif.id.endsWith('9'));
    expect(lacking?.previewUrl).toContain('/200.gif');
    // The key stays on the server.
    expect(JSON.stringify(found.data)).not.toContain(standInGiphyKey);
  });

  it('opens on trending, pages with `next` until the end, and keeps answers briefly', async () => {
    const player = await signUp(server);
    const seen: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: { status: number; data: GifPage } = await server.secured<GifPage>(player.token, 'searchGifs', {
        offset,
      });
      expect(page.status).toBe(202);
      seen.push(...page.data.rows.map((gif) => gif.id));
      expect(page.data.next === null || page.data.next > offset).toBe(true);
      offset = page.data.next;
    }
    // GIFs without GIPHY's fixed_width rendition are kept, previewed at the next size (fixed_height).
    expect(seen.length).toBe(55);
    expect(new Set(seen).size).toBe(55);
    expect(giphy.calls.filter((c) => c.path === '/v1/gifs/trending' && c.lang === 'en').length).toBe(3);

    const before = giphy.calls.length;
    expect((await server.secured(player.token, 'searchGifs', {})).status).toBe(202);
    expect(giphy.calls.length).toBe(before);
  });

  it('posts a picked GIF and comments with one; refuses images from any other outside host', async () => {
    const player = await signUp(server);
    const { data } = await server.secured<GifPage>(player.token, 'searchGifs', { q: 'dance' });
    const gif = data.rows[0]!;
    const posted = await server.secured<FeedItem>(player.token, 'post', {
      content: '',
      feedAttachments: [{ type: 'image', attachmentUrl: gif.url }],
    });
    expect(posted.status).toBe(202);
    expect(posted.data.feedAttachments).toEqual([{ type: 'image', attachmentUrl: gif.url }]);
    const comment = await server.secured<FeedItem>(player.token, 'createComment', {
      relatedFeedId: posted.data.id,
      attachments: [{ type: 'image', attachmentUrl: data.rows[1]!.url }],
    });
    expect(comment.status).toBe(202);
    expect(comment.data.feedAttachments[0]!.attachmentUrl).toBe(data.rows[1]!.url);
    // GIPHY's own media hosts are accepted too.
    const fromGiphy = 'https://media1.giphy.com/media/abc123/giphy.gif?cid=x&rid=giphy.gif&ct=g';
    const onGiphy = await server.secured<FeedItem>(player.token, 'post', {
      feedAttachments: [{ type: 'image', attachmentUrl: fromGiphy }],
    });
    expect(onGiphy.status).toBe(202);

    for (const foreign of [
      'https://tracker.example.com/pixel.gif',
      'https://giphy.com.example.net/media/x/giphy.gif',
      'http://media1.giphy.com/media/x/giphy.gif',
    ]) {
      const refused = await server.secured(player.token, 'post', {
        feedAttachments: [{ type: 'image', attachmentUrl: foreign }],
      });
      expect(refused.status, foreign).toBe(400);
      expect(refused.error?.code).toBe('foreignAttachment');
    }
    const refusedComment = await server.secured(player.token, 'createComment', {
      relatedFeedId: posted.data.id,
      attachments: [{ type: 'image', attachmentUrl: 'https://tracker.example.com/pixel.gif' }],
    });
    expect(refusedComment.error?.code).toBe('foreignAttachment');
    // An outside URL is never a video.
    const video = await server.secured(player.token, 'post', {
      feedAttachments: [{ type: 'video', attachmentUrl: gif.url }],
    });
    expect(video.status).toBe(400);
    expect(video.error?.code).toBe('invalidAttachment');
  });

  it('tells the web whether GIFs are configured', async () => {
    const providers = await server.open<{ gifs: boolean }>('getAuthProviders', {});
    expect(providers.data.gifs).toBe(true);
  });
});

describe('searchGifs without a key', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ giphy: { apiUrl: giphy.url, apiKey: undefined } });
  });
  afterAll(async () => bare?.close());

  it('answers 503 notConfigured and hides the button', async () => {
    const player = await signUp(bare);
    const answer = await bare.secured(player.token, 'searchGifs', { q: 'cat' });
    expect(answer.status).toBe(503);
    expect(answer.error?.code).toBe('notConfigured');
    expect((await bare.open<{ gifs: boolean }>('getAuthProviders', {})).data.gifs).toBe(false);
  });
});

describe('searchGifs rate limit', () => {
  let strict: TestServer;
  beforeAll(async () => {
    // 120 searches a minute scaled to 3.
    strict = await startTestServer({ giphy: { apiUrl: giphy.url, apiKey: standInGiphyKey }, rateLimitScale: 0.025 });
  });
  afterAll(async () => strict?.close());

  it('limits each player’s searches', async () => {
    const player = await signUp(strict);
    for (let i = 0; i < 3; i++) {
      expect((await strict.secured(player.token, 'searchGifs', { q: `win ${i}` })).status).toBe(202);
    }
    const limited = await strict.secured(player.token, 'searchGifs', { q: 'win 9' });
    expect(limited.status).toBe(429);
    expect(limited.error?.code).toBe('tooManyRequests');
  });
});
