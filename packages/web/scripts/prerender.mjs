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

const { renderPage, pageDocument, startOnIntent, prerenderedPaths, sharedPostTemplatePath, languages, routePreloads } =
  await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');

// These pages' apps start with the visitor's first gesture (public/boot.js, entry-server.tsx's startOnIntent), and
// they work before it has come: links work as links, a sign-in form takes focus, typing and autofill from its first
// paint (the app takes over what was typed, src/features/auth/use-typed-before-app.ts), and a form sent before the
// app is held by boot.js and sent by the app once it has come.
const startedOnIntent = new Set(['/', '/login', '/register']);
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

// What each page route loads beyond the app's entry, as built files, for the server to preload from the HTML of a
// cold load (http/web-app.ts): the page's chunk with its static imports, its texts per language and the signed-in
// shell's, and the texts every page starts with (src/i18n/index.ts). Without them the browser finds each file only
// once the one before has run: the entry, then the page, then the shell, then the data.
// Which chunk holds each module, and what each chunk imports (written by vite.config.ts, chunkMap).
const { entry, modules, chunks } = JSON.parse(readFileSync(join(dist, '.vite', 'chunks.json'), 'utf8'));
function closure(file, into = new Set()) {
  if (!file || into.has(file)) return into;
  into.add(file);
  for (const imported of chunks[file] ?? []) closure(imported, into);
  return into;
}
const initial = closure(entry);
const outsideEntry = (files) => [...files].filter((file) => !initial.has(file));
function filesOf(file) {
  const key = ['.tsx', '.ts'].map((extension) => `src/${file}${extension}`).find((name) => modules[name]);
  if (!key) throw new Error(`src/${file} is in no chunk of the build: src/app/routes.tsx names a page that is not`);
  return outsideEntry(closure(modules[key]));
}
const textsOf = (namespaces) =>
  Object.fromEntries(
    languages.map((language) => {
      const files = new Set();
      for (const namespace of namespaces) closure(modules[`src/i18n/locales/${language}/${namespace}.json`], files);
      return [language, outsideEntry(files)];
    }),
  );
// The server puts them before boot.js, which reads them as it runs.
if (!template.includes('<script src="/boot.js"></script>')) throw new Error('index.html no longer loads /boot.js');
const preloads = routePreloads();
const preloadFile = join(dist, '.route-preloads.json');
writeFileSync(
  preloadFile,
  JSON.stringify({
    texts: textsOf(['common', 'layout']),
    shell: { files: filesOf(preloads.shell.file), texts: textsOf(preloads.shell.namespaces) },
    routes: preloads.routes.map(({ path, shell, file, namespaces }) => ({
      path,
      shell,
      files: filesOf(file),
      texts: textsOf(namespaces),
    })),
  }),
);
console.log(`Wrote the preloads of ${preloads.routes.length} routes.`);
