// Prints the gzipped JavaScript a first visit to the welcome page downloads, and fails above the budget.
// Run after `vite build` (which writes dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 185;
const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function collect(key, into) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep, into);
}

const files = new Set();
collect('index.html', files);
// The welcome route is lazy, but it is what "/" renders at once, with the namespaces it loads:
// the initial ones of src/i18n/index.ts and the public pages' own (src/app/routes.tsx).
collect('src/features/public/WelcomePage.tsx', files);
for (const namespace of ['common', 'layout', 'public']) collect(`src/i18n/locales/en/${namespace}.json`, files);

const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('\nWelcome page, initial JavaScript (gzip):');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(`  ${kb(total).padStart(9)}  total (budget ${BUDGET_KB} KB)\n`);

if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${kb(total - BUDGET_KB * 1024)}.`);
  process.exit(1);
}
