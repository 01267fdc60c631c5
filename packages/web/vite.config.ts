import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = 'http://localhost:3000';

// react-router's package exports only name its development build; production bundles want the lean one.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const locales = /[\\/]src[\\/]i18n[\\/]locales[\\/]/;
const contractModule = /[\\/]packages[\\/]contract[\\/]/;
const ownModule = /[\\/]packages[\\/]web[\\/]src[\\/].*\.tsx?$/;
// Libraries only a few pages use, and big: they keep chunks of their own rather than ride in the shared one.
const ownChunk =
  /node_modules[\\/](@tiptap|prosemirror-|@emoji-mart|emoji-mart|browser-image-compression|react-easy-crop|linkifyjs|zod|dompurify|sanitize-html|htmlparser2)/;

/**
 * Chunks as a cold load needs them (issue 33 item 4). Left to itself, Rolldown makes a chunk for every set of pages
 * that share a module: a deep link to /lobby fetched over a hundred scripts. Now:
 * - what index.html loads is one chunk (the same code, compressing better as one file);
 * - the welcome page's code and the sign-in pages' code are a chunk each, so what they load stays what they need
 *   (scripts/report-size.mjs counts it); a page sharing a module with them loads that small chunk too;
 * - every other module that two or more pages (or lazily loaded parts) use is one `shared` chunk, but for the big
 *   libraries few pages need (the editor, emoji data, image compression, zod, the sanitizers);
 * - a page's own code stays its own chunk, and texts a chunk per namespace and language.
 * A page fetches a little it does not run, in a dozen files instead of a hundred.
 */
const codeSplitting = {
  groups: [
    { name: 'entry', tags: ['$initial' as const], priority: 4 },
    { name: 'welcome', test: /[\\/]src[\\/]features[\\/]public[\\/]WelcomePage/, priority: 3 },
    { name: 'sign-in', test: /[\\/]src[\\/]features[\\/]auth[\\/](Login|Register)Page/, priority: 3 },
    {
      name: 'shared',
      test: (id: string) => !locales.test(id) && !ownChunk.test(id),
      minShareCount: 2,
      priority: 2,
    },
  ],
};

/**
 * Writes .vite/chunks.json: the chunk each of our modules ended up in and the chunks each chunk imports. Vite's
 * manifest names a chunk by the module it starts from, which a grouped chunk (codeSplitting above) has not: the
 * server's preloads (scripts/prerender.mjs) and the size report (scripts/report-size.mjs) find a page's files here.
 */
function chunkMap(): Plugin {
  return {
    name: 'gamefolk-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('.', import.meta.url));
      const modules: Record<string, string> = {};
      const chunks: Record<string, string[]> = {};
      let entry = '';
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks[chunk.fileName] = chunk.imports;
        if (chunk.isEntry) entry = chunk.fileName;
        for (const id of chunk.moduleIds) {
          const file = path.relative(root, id);
          if (file.startsWith('src/')) modules[file] = chunk.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify({ entry, modules, chunks }),
      });
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild ? [] : [chunkMap()]),
    // Gzip and brotli copies beside each built file: the server sends them as they are (no work per request).
    // The prerendered pages (scripts/prerender.mjs) are written after this and compressed by the server.
    ...(isSsrBuild ? [] : [compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })]),
  ],
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // Flags are fetched one by one as they are shown; inlined, all 271 would ride in a script chunk.
    assetsInlineLimit: (file: string) => (file.includes('flag-icons') ? false : undefined),
    // The manifest lets scripts/report-size.mjs find the welcome page's initial chunks.
    manifest: true,
    // One stylesheet for every page: a prerendered page paints with its route's styles already there (a route's
    // own CSS arriving with its script would move the page once it came), and later pages need no CSS request.
    cssCodeSplit: false,
    // The entry and the shared chunk are about 0.5 MB each before compression (155 and 165 KB gzipped) by design
    // (codeSplitting above): warn only if one grows past that.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The contract's modules only declare schemas and constants; marking them side-effect free lets
      // unused schemas (and zod with them) drop out of the chunks that only need a constant. Our own modules are
      // side-effect free too (none is imported for its effects alone; stylesheets are): a slice's index names all
      // the slice offers, and a chunk keeps only what it uses of it (docs/ARCHITECTURE.md, "Layers of the web").
      treeshake: { moduleSideEffects: (id: string) => !contractModule.test(id) && !ownModule.test(id) },
      ...(isSsrBuild ? {} : { output: { codeSplitting } }),
    },
  },
}));
