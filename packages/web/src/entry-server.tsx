// The app rendered to HTML outside a browser: the build prerenders the public pages once per language with it
// (scripts/prerender.mjs), and the server renders a shared post's page with it, the post already in the cache.
// The browser then hydrates that HTML (main.tsx) instead of painting from nothing.
import { languages, type FeedItem, type Language } from '@gamefolk/contract';
import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import i18n from 'i18next';
import { isValidElement } from 'react';
import { prerender } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppProviders } from './app/App';
import { AdaptiveLayout, RequireAuth, signedInShell } from './app/guards';
import { pagePreload, routes, type PagePreload } from './app/routes';
import { isIndexable } from './app/seo';
import { ServerTitle } from './lib/title';
// The server's sanitizer (sanitize-html) is the renderer's alone: it is imported from its file, never from the
// feed's index, which the browser's bundle reads.
import { setServerSanitizer } from './features/feed/content/sanitize';
import { sanitizeOnServer } from './features/feed/content/sanitize-server';
import { feedKeys } from './features/feed';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

// Every language's every namespace, bundled: nothing is fetched while rendering.
const modules = import.meta.glob<{ default: Record<string, unknown> }>('./i18n/locales/*/*.json', { eager: true });
const resources: Resources = {};
for (const [file, module] of Object.entries(modules)) {
  const [, language, namespace] = /\.\/i18n\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  (resources[language!] ??= {})[namespace!] = module.default;
}

const ready = i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

export { languages };

/** Public pages that are the same for every visitor of a language: the build writes each once per language. */
export const prerenderedPaths = [
  '/',
  '/login',
  '/register',
  '/about',
  '/about-us',
  '/mission',
  '/faq',
  '/privacy-policy',
  '/terms-of-service',
  '/one-pager',
] as const;

/**
 * A shared post's page as it stands before the post arrives (the visitor's welcome and the post's placeholder):
 * the same for every post, so it is written once per language and the server adds the post's preview tags.
 */
export const sharedPostTemplatePath = '/shared/post';

export interface RoutePreload extends PagePreload {
  /** The route's path as React Router writes it ('/lobby/:id', '/*'). */
  path: string;
  /** Shown in the signed-in shell: always ('signedIn'), for a signed-in player only ('adaptive'), never. */
  shell: 'signedIn' | 'adaptive' | 'none';
}

/**
 * Every page route with what it loads (its chunk under src/ and its texts), and the signed-in shell's: the build
 * turns them into the files the server preloads from a cold load's HTML (scripts/prerender.mjs, http/web-app.ts).
 */
export function routePreloads(): { routes: RoutePreload[]; shell: PagePreload } {
  const found: RoutePreload[] = [];
  const visit = (list: RouteObject[], parent: string, shell: RoutePreload['shell']) => {
    for (const route of list) {
      const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
      const type = isValidElement(route.element) ? route.element.type : undefined;
      const within = type === RequireAuth ? 'signedIn' : type === AdaptiveLayout ? 'adaptive' : shell;
      const preload = pagePreload(route);
      if (preload) found.push({ ...preload, path, shell: within });
      if (route.children) visit(route.children, path, within);
    }
  };
  visit(routes, '/', 'none');
  return { routes: found, shell: signedInShell };
}

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The page's full title, as the browser tab will show it. */
  title: string;
  status: number;
  /** Whether search engines may index it (spec section 2): the others carry a noindex robots meta in their HTML. */
  indexable: boolean;
}

export interface RenderOptions {
  /** The cache the page starts from (the shared post), the same the browser hydrates from `#rendered-queries`. */
  queries?: DehydratedState;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders `url` as a signed-out visitor speaking `language` sees it before any data arrives (or with `queries`).
 * Renders run one at a time: the translation instance's language is switched for each.
 */
export function renderPage(url: string, language: Language, options: RenderOptions = {}): Promise<RenderedPage> {
  const run = queue.then(() => render(url, language, options));
  queue = run.catch(() => undefined);
  return run;
}

async function render(url: string, language: Language, options: RenderOptions): Promise<RenderedPage> {
  await ready;
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (options.queries) hydrate(queryClient, options.queries);
  const title = { value: '' };
  const { prelude } = await prerender(
    <ServerTitle.Provider value={title}>
      <AppProviders queryClient={queryClient}>
        {/* hydrate=false: no inline script (the CSP forbids them); the client router needs no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </ServerTitle.Provider>,
  );
  return {
    html: await new Response(prelude).text(),
    title: title.value,
    status: context.statusCode,
    indexable: isIndexable(new URL(url, 'http://localhost').pathname),
  };
}

/** What the server found behind a shared link: the post as `getOneFeed` answers it, or no such post. */
export type SharedPostLookup = { post: FeedItem } | { missing: { code: string } };

/**
 * `/shared/{share}` with the post in it, rendered per request, and the cache the browser starts from. The post's
 * HTML is allow-listed as the browser does it (sanitize-server.ts), then drawn by the same components.
 */
export async function renderSharedPost(share: string, language: Language, lookup: SharedPostLookup | null) {
  setServerSanitizer(sanitizeOnServer);
  const queryClient = new QueryClient();
  const queryKey = feedKeys.one(share);
  if (lookup && 'post' in lookup) queryClient.setQueryData(queryKey, lookup.post);
  if (lookup && 'missing' in lookup) {
    // An answered "not found" is cached as the error it is, so the browser shows the same page without asking.
    const query = queryClient.getQueryCache().build(queryClient, { queryKey });
    query.setState({
      status: 'error',
      error: lookup.missing as never,
      errorUpdatedAt: Date.now(),
      fetchStatus: 'idle',
    });
  }
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: () => true });
  const page = await renderPage(`/shared/${encodeURIComponent(share)}`, language, { queries });
  return { page, queries };
}

/** The cache as a JSON block for the page (no inline script: the CSP forbids them); `<` never closes it early. */
export function queriesBlock(queries: DehydratedState): string {
  const json = JSON.stringify(queries).replace(/</g, '\\u003c');
  return `<script type="application/json" id="rendered-queries">${json}</script>`;
}

const noindex = '<meta name="robots" content="noindex" />';

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built index.html with a rendered page in it: its markup replaces the boot shell between `<!--app-->` and
 * `<!--/app-->`, `#root` names the language it was rendered in (the browser hydrates only when it shows the same),
 * and the document takes the page's language and title. The template's noindex robots meta stays on every page
 * but the indexable ones, so a crawler reads it without running the app. Replacements are functions, so `$&` in
 * text stays text.
 */
export function pageDocument(template: string, page: RenderedPage, language: Language, extraHead = ''): string {
  const robots = /<meta name="robots"[^>]*>\s*/;
  const framed = robots.test(template) ? template : template.replace('</head>', () => noindex + '</head>');
  return (
    framed
      .replace(robots, (tag) => (page.indexable ? '' : tag))
      // The page paints from HTML and CSS alone; its scripts are fetched after that first paint (public/boot.js
      // starts them), so on a slow line they do not compete with the styles the first paint waits for.
      .replace(/<link rel="modulepreload"/g, () => '<link rel="x-gamefolk-modulepreload"')
      .replace(/<script type="module"/g, () => '<script type="text/x-gamefolk-app"')
      // boot.js compares it with the visitor's own choice before the first paint.
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}" data-rendered="${language}"`)
      .replace(/<title>[^<]*<\/title>/, (tag) => (page.title ? `<title>${escapeText(page.title)}</title>` : tag))
      .replace('</head>', () => `${extraHead}</head>`)
      .replace(
        /<div id="root">\s*<!--app-->[\s\S]*<!--\/app-->\s*<\/div>/,
        // Until the browser has hydrated it, the page is a disabled fieldset: a tap or a key in a form waits for the
        // app instead of submitting the form natively (links work as links). main.tsx lifts it once hydrated.
        () => `<fieldset id="root" role="none" disabled data-rendered="${language}">${page.html}</fieldset>`,
      )
  );
}

/**
 * A rendered document whose app starts with the visitor's first gesture (public/boot.js): a visitor who only reads
 * the page downloads no app. Such pages keep their controls enabled, so a tap on a button
 * before the app has come is made again once it has (boot.js), native controls (a video's) work at once, and a
 * form's fields take focus, typing and autofill (a form sent before the app is held by boot.js). Used for the welcome and sign-in
 * pages (scripts/prerender.mjs) and a shared post (the server's renderer). See docs/decisions.md, "The welcome page
 * starts its app on intent".
 */
export function startOnIntent(document: string): string {
  const marked = document
    .replace('<script type="text/x-gamefolk-app"', () => '<script type="text/x-gamefolk-app" data-start="intent"')
    .replace('<fieldset id="root" role="none" disabled ', () => '<fieldset id="root" role="none" ');
  if (!marked.includes(' data-start="intent"') || marked.includes(' disabled data-rendered=')) {
    throw new Error('a page started on intent lost its app script or its root fieldset');
  }
  return marked;
}
