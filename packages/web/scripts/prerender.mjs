// After `vite build`: builds src/entry-server.tsx for Node (dist/.ssr/) and writes every public page that is the
// same for every visitor, once per language, as HTML (dist/.prerendered/<language><path>.html). The server sends
// these at first byte; the browser hydrates them (src/main.tsx). See docs/decisions.md, "Public pages at first byte".
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST: where `vite build --outDir` wrote the app, when not dist/ (the Lighthouse bench builds its own copy).
const dist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(web, 'dist');
// The server bundle imports its dependencies from node_modules, so it must sit inside this package: for another
// WEB_DIST it goes to a cache folder of that dist's own, and dist/.ssr/entry-server.js points the server there.
const ssrDir = process.env.WEB_DIST
  ? join(web, 'node_modules/.cache/gamefolk-ssr', createHash('sha256').update(dist).digest('hex').slice(0, 12))
  : join(dist, '.ssr');

await build({
  root: web,
  mode: 'production',
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    // The server bundle holds every translation at once, on purpose: no warning that they are no longer lazy.
    rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
  },
});

if (ssrDir !== join(dist, '.ssr')) {
  mkdirSync(join(dist, '.ssr'), { recursive: true });
  const target = JSON.stringify(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), `export * from ${target};\n`);
}

const { renderPage, pageDocument, prerenderedPaths, sharedPostTemplatePath, languages } = await import(
  pathToFileURL(join(ssrDir, 'entry-server.js')).href
);
const template = readFileSync(join(dist, 'index.html'), 'utf8');

// The welcome page has no form and its links work as links: its app starts with the visitor's first gesture
// (public/boot.js), so its controls need not wait disabled for it. See docs/decisions.md, "The welcome page starts
// its app on intent".
const startedOnIntent = new Set(['/']);
function startOnIntent(document) {
  const marked = document
    .replace('<script type="text/x-gamefolk-app"', () => '<script type="text/x-gamefolk-app" data-start="intent"')
    .replace('<fieldset id="root" role="none" disabled ', () => '<fieldset id="root" role="none" ');
  if (!marked.includes(' data-start="intent"') || marked.includes(' disabled data-rendered=')) {
    throw new Error('the welcome page lost its app script or its root fieldset');
  }
  return marked;
}
const started = performance.now();
let pages = 0;
for (const language of languages) {
  const shared = await renderPage(sharedPostTemplatePath, language);
  mkdirSync(join(dist, '.prerendered-shared'), { recursive: true });
  writeFileSync(join(dist, '.prerendered-shared', `${language}.html`), pageDocument(template, shared, language));
  pages += 1;
  for (const path of prerenderedPaths) {
    const page = await renderPage(path, language);
    const file = join(dist, '.prerendered', language, `${path === '/' ? 'index' : path}.html`);
    mkdirSync(dirname(file), { recursive: true });
    let document = pageDocument(template, page, language);
    if (!document.includes(' data-rendered=')) throw new Error('index.html lost its <!--app--> … <!--/app--> markers');
    if (startedOnIntent.has(path)) document = startOnIntent(document);
    writeFileSync(file, document);
    pages += 1;
  }
}
console.log(`Prerendered ${pages} pages (${languages.join(', ')}) in ${Math.round(performance.now() - started)} ms.`);
