import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { languages, type Language } from '@gamefolk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActionHandler } from '../actions/define.js';
import type { Services } from '../context.js';
import { errorBody } from '../errors/app-error.js';
import { texts } from '../i18n/texts.js';
import { sharedPostPreview, withPreview } from './link-previews.js';
import { sharedPostPage } from './shared-post-page.js';

const sharedPage = /^\/shared\/([^/?#]+)\/?(?:[?#]|$)/;

/**
 * The public pages the build rendered per language (packages/web/scripts/prerender.mjs), by `<language><path>`:
 * dist/.prerendered/en/login.html is `en/login`, dist/.prerendered/tr/index.html is `tr/`.
 */
function loadPrerendered(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(distDir, '.prerendered');
  for (const language of languages) {
    const folder = path.join(dir, language);
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html')) continue;
      const page = file.slice(0, -'.html'.length).split(path.sep).join('/');
      pages.set(`${language}/${page === 'index' ? '' : page}`, fs.readFileSync(path.join(folder, file), 'utf8'));
    }
  }
  return pages;
}

/** What the build says each page route loads beyond the app's entry (packages/web/scripts/prerender.mjs). */
interface RoutePreloads {
  /** The texts every page starts with, per language. */
  texts: Record<Language, string[]>;
  /** The signed-in shell's chunks and texts. */
  shell: { files: string[]; texts: Record<Language, string[]> };
  routes: {
    /** As React Router writes it: '/lobby/:id'. */
    path: string;
    /** In the signed-in shell: always, for a signed-in player only (the shop), or never. */
    shell: 'signedIn' | 'adaptive' | 'none';
    files: string[];
    texts: Record<Language, string[]>;
  }[];
}

/**
 * index.html as the app will show it in `language` (issue 47 item 4): the document's language, for screen readers and
 * the browser's translate offer, and the product's title in that language until the page names itself.
 */
function inLanguage(template: string, language: Language): string {
  const t = (key: string) => texts().t(language, 'common', key);
  const title = `${t('appName')} · ${t('tagline')}`.replace(/[<>&]/g, '');
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
}

/**
 * index.html with the route's chunks and texts preloaded, so a cold load (a deep link, a reload, a mail's link)
 * fetches them together with the entry instead of one after the other as each is found. What only a signed-in player
 * loads (a page behind sign-in, the signed-in shell) is named inert: public/boot.js, which knows whether there is a
 * session, turns it into preloads before the rest of the page is read.
 */
function appPage(
  template: string,
  preloads: RoutePreloads,
  route: RoutePreloads['routes'][number],
  language: Language,
) {
  const everyone = new Set(preloads.texts[language]);
  const session = new Set<string>();
  const pageFiles = [...route.files, ...route.texts[language]];
  for (const file of pageFiles) (route.shell === 'signedIn' ? session : everyone).add(file);
  if (route.shell !== 'none')
    for (const file of [...preloads.shell.files, ...preloads.shell.texts[language]]) session.add(file);
  const links = [
    ...[...everyone].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ...[...session]
      .filter((file) => !everyone.has(file))
      .map((file) => `<link rel="x-gamefolk-modulepreload" data-session crossorigin href="/${file}" />`),
  ].join('');
  // Before boot.js, which reads them as it runs.
  return inLanguage(template, language).replace('<script src="/boot.js"></script>', (tag) => links + tag);
}

/** The preloads file of the build, if it has one (an older build, or a test's dist, may not). */
function loadPreloads(distDir: string): RoutePreloads | undefined {
  const file = path.join(distDir, '.route-preloads.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads) : undefined;
}

const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (languages as readonly string[]).includes(value);

/**
 * The language the browser will pick (packages/web/src/i18n/detector.ts): the choice it saved (mirrored in the
 * `language` cookie), else the first of its languages we speak ('tr-TR' counts as 'tr'), else English.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const saved = /(?:^|;\s*)language=([a-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  if (isLanguage(saved)) return saved;
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const base = part.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/**
 * Serves the built web app; any unknown GET that wants HTML gets index.html so the client router decides.
 * A shared post's page carries its link preview (Open Graph tags) in the HTML itself.
 */
export async function registerWebApp(
  app: FastifyInstance,
  services: Services,
  handlers: readonly ActionHandler[],
  distDir: string | undefined,
) {
  const index = distDir ? path.join(distDir, 'index.html') : undefined;
  const built = index !== undefined && fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir!,
      // One route for every built file, looked up on disk per request: registering each of the build's ~1,250
      // files as a route of its own took about 7% of the server's start. A missing file goes on to the
      // not-found handler (the app's index.html for a page, 404 otherwise), as an address without a route did.
      wildcard: true,
      // dist/.prerendered* are the pages' sources, sent only through the routes below.
      dotfiles: 'ignore',
      index: false,
      // The build writes .br and .gz copies (vite-plugin-compression2); they go out as they are.
      preCompressed: true,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const html = built ? fs.readFileSync(index, 'utf8') : '';
  const prerendered = built ? loadPrerendered(distDir!) : new Map<string, string>();
  // Only the pages sent from here are compressed per request; the API's answers are left as they are.
  await app.register(fastifyCompress, { global: false });
  // Each prerendered page is a route of its own (reply.compress exists on routes only); a request that does not
  // ask for HTML goes on to the not-found answer like any unknown address.
  const prerenderedPaths = new Set([...prerendered.keys()].map((key) => `/${key.split('/').slice(1).join('/')}`));
  for (const url of prerenderedPaths) {
    app.get(url, async (request, reply) => {
      const page = request.headers.accept?.includes('text/html')
        ? prerendered.get(`${pageLanguage(request)}${url}`)
        : undefined;
      if (page === undefined) return reply.callNotFound();
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language, cookie')
        .type('text/html; charset=utf-8')
        .compress(page);
    });
  }
  // The app's other pages, each with what its route loads preloaded (appPage). A parameter in a folder the build
  // also serves files from (/shop/:id beside /shop/hoodie.svg) would hide those files: such a page keeps the plain
  // index.html of the not-found answer below, as does any address no route names.
  const preloads = built ? loadPreloads(distDir!) : undefined;
  const servesFilesUnder = (url: string) => {
    const folder = url.split('/:')[0]!;
    return (
      url.includes('/:') &&
      fs.existsSync(path.join(distDir!, folder)) &&
      fs.statSync(path.join(distDir!, folder)).isDirectory()
    );
  };
  for (const route of preloads?.routes ?? []) {
    const url = route.path;
    if (url.includes('*') || prerenderedPaths.has(url) || url.startsWith('/shared/') || servesFilesUnder(url)) continue;
    if (app.hasRoute({ method: 'GET', url })) continue;
    const pages = new Map<Language, string>();
    app.get(url, async (request, reply) => {
      if (!request.headers.accept?.includes('text/html')) return reply.callNotFound();
      const language = pageLanguage(request);
      let page = pages.get(language);
      if (page === undefined) pages.set(language, (page = appPage(html, preloads!, route, language)));
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language, cookie')
        .type('text/html; charset=utf-8')
        .compress(page);
    });
  }
  // A shared post's page, rendered per request with the post in it (shared-post-page.ts).
  const frames = new Map(
    languages.flatMap((language) => {
      const file = built ? path.join(distDir!, '.prerendered-shared', `${language}.html`) : '';
      return built && fs.existsSync(file) ? [[language, fs.readFileSync(file, 'utf8')] as const] : [];
    }),
  );
  const sharedPost = built ? sharedPostPage(services, handlers, distDir!, html, frames) : undefined;
  app.addHook('onClose', async () => sharedPost?.close());
  app.get<{ Params: { share: string } }>('/shared/:share', async (request, reply) => {
    if (!sharedPost || !request.headers.accept?.includes('text/html')) return reply.callNotFound();
    return sharedPost.send(request, reply, request.params.share, pageLanguage(request));
  });
  // index.html per language, for the addresses no route names (the app's router answers them).
  const plainPages = new Map<Language, string>();
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && request.headers.accept?.includes('text/html');
    const shared = wantsPage && built ? sharedPage.exec(request.url) : null;
    if (shared) {
      const preview = await Promise.resolve(shared[1]!)
        .then((share) => sharedPostPreview(services, decodeURIComponent(share)))
        .catch(() => null);
      if (preview)
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withPreview(html, preview));
    }
    if (wantsPage && built) {
      const language = pageLanguage(request);
      let page = plainPages.get(language);
      if (page === undefined) plainPages.set(language, (page = inLanguage(html, language)));
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, cookie')
        .type('text/html; charset=utf-8')
        .send(page);
    }
    if (wantsPage) return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    return reply.code(404).send(errorBody('notFound'));
  });
}
