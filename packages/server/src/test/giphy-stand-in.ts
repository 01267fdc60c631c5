// A stand-in for GIPHY's API on loopback, speaking its real shapes: GET /v1/gifs/search (q) and /v1/gifs/trending
// with api_key, limit, offset, rating and lang; answers { data: [{ type, id, url, title, images: { original,
// downsized, fixed_width, … } }], pagination: { total_count, count, offset }, meta: { status, msg, response_id } },
// with sizes as strings as GIPHY sends them; a wrong or missing api_key is 401 with GIPHY's meta. It also serves the
// media (a small coloured GIF per id) from its own host, as GIPHY's media hosts would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export const standInGiphyKey = 'giphy-test-key-0123456789';

/** Words per language: a search matches a GIF whose title has the word, so `lang` visibly changes the answer. */
const words: Record<string, string[]> = {
  en: ['cat', 'dance', 'win', 'gg', 'happy'],
  tr: ['kedi', 'dans', 'kazan', 'gg', 'mutlu'],
  es: ['gato', 'baile', 'ganar', 'gg', 'feliz'],
};
const PER_WORD = 30;
const colours = ['#6a45e8', '#e84579', '#45b8e8', '#e8b845', '#45e88a', '#8a8a8a'];

export interface GiphyCall {
  path: string;
  q: string | null;
  lang: string | null;
  offset: number;
  limit: number;
  rating: string | null;
}

export async function startGiphyStandIn() {
  const calls: GiphyCall[] = [];
  const media = new Map<string, Buffer>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const gifs = (lang: string) =>
    (words[lang] ?? words.en!).flatMap((word, w) =>
      Array.from({ length: PER_WORD }, (_, n) => ({ id: `${lang}${w}x${n}`, title: `${word} GIF ${n + 1}` })),
    );

  const rendition = (id: string, file: string, width: number, height: number) => ({
    url: `${url}/media/${id}/${file}?cid=standin&rid=${file}&ct=g`,
    width: String(width),
    height: String(height),
    size: '4096',
  });

  const item = (gif: { id: string; title: string }) => ({
    type: 'gif',
    id: gif.id,
    url: `https://giphy.com/gifs/${gif.id}`,
    slug: gif.id,
    title: gif.title,
    rating: 'g',
    images: {
      original: rendition(gif.id, 'giphy.gif', 480, 270),
      downsized: rendition(gif.id, 'giphy-downsized.gif', 480, 270),
      // GIPHY leaves out a rendition now and then: every tenth GIF here has no fixed_width.
      ...(gif.id.endsWith('9') ? {} : { fixed_width: rendition(gif.id, '200w.gif', 200, 113) }),
      fixed_height: rendition(gif.id, '200.gif', 356, 200),
    },
  });

  async function gifFile(id: string, width: number, height: number) {
    const key = `${id}:${width}`;
    let file = media.get(key);
    if (!file) {
      const colour = colours[[...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % colours.length]!;
      file = await sharp({ create: { width, height, channels: 3, background: colour } })
        .gif()
        .toBuffer();
      media.set(key, file);
    }
    return file;
  }

  server.on('request', (req, res) => {
    void (async () => {
      const at = new URL(req.url ?? '/', url);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const mediaPath = /^\/media\/([A-Za-z0-9]+)\/([\w.-]+\.gif)$/.exec(at.pathname);
      if (mediaPath) {
        const small = mediaPath[2] === '200w.gif';
        const file = await gifFile(mediaPath[1]!, small ? 200 : 480, small ? 113 : 270);
        res.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'max-age=86400' });
        res.end(file);
        return;
      }
      if (at.pathname !== '/v1/gifs/search' && at.pathname !== '/v1/gifs/trending') {
        json(404, { meta: { status: 404, msg: 'Not Found', response_id: '' } });
        return;
      }
      if (at.searchParams.get('api_key') !== standInGiphyKey) {
        json(401, { data: [], meta: { status: 401, msg: 'No API key found in request.', response_id: '' } });
        return;
      }
      const lang = at.searchParams.get('lang');
      const q = at.searchParams.get('q');
      const offset = Number(at.searchParams.get('offset') ?? 0);
      const limit = Math.min(50, Number(at.searchParams.get('limit') ?? 25));
      calls.push({ path: at.pathname, q, lang, offset, limit, rating: at.searchParams.get('rating') });
      const all = gifs(lang ?? 'en');
      const matches =
        at.pathname === '/v1/gifs/trending'
          ? all.filter((gif) => gif.title.includes(' GIF 1'))
          : all.filter((gif) => (q ?? '').split(/\s+/).some((word) => word && gif.title.includes(word.toLowerCase())));
      const page = matches.slice(offset, offset + limit);
      json(200, {
        data: page.map(item),
        pagination: { total_count: matches.length, count: page.length, offset },
        meta: { status: 200, msg: 'OK', response_id: 'standin' },
      });
    })();
  });

  return {
    url,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
