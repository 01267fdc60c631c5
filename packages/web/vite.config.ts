import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = 'http://localhost:3000';

// react-router's package exports only name its development build; production bundles want the lean one.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
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
    rolldownOptions: {
      // The contract's modules only declare schemas and constants; marking them side-effect free lets
      // unused schemas (and zod with them) drop out of the chunks that only need a constant.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]/.test(id) },
    },
  },
}));
