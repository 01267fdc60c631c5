// Words that hold (issue 41 item 5): every file path the docs and the code's comments name must exist. A path is
// looked up from the repository's root, from the naming file's folder, and from each package's src/ (docs say
// `services/files/uploads.ts` for the server's); run by `npm run lint`, it lists each path that names nothing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bases = [
  '',
  'packages',
  'packages/server/src',
  'packages/server/src/db',
  'packages/web/src',
  'packages/contract/src',
  'packages/server',
  'packages/web',
];
const skipDirs = new Set(['node_modules', 'dist', 'data', '.git', 'generated', 'test-results', 'drizzle']);

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipDirs.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** A word that names a file of ours: folders and a name with one of our extensions, no URL, no glob, no template. */
const pathLike = /(?<![\w@/.:-])((?:\.{1,2}\/)?(?:[\w.-]+\/)+[\w.-]+\.(?:tsx?|mjs|js|md|json|css|sql|sh))(?![\w/])/g;

function comments(text, file) {
  if (file.endsWith('.md')) return text;
  // Line and block comments only: code names modules through imports, which the compiler already checks.
  return [...text.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((m) => m[0]).join('\n');
}

function exists(named, from) {
  const candidates = [path.resolve(path.dirname(from), named), ...bases.map((base) => path.resolve(root, base, named))];
  return candidates.some((candidate) => fs.existsSync(candidate));
}

const files = [
  ...['README.md', 'docs'].flatMap((p) => {
    const full = path.join(root, p);
    return fs.statSync(full).isDirectory() ? [...walk(full)] : [full];
  }),
  ...['packages', 'e2e', 'bench', 'scripts'].flatMap((p) => [...walk(path.join(root, p))]),
].filter((file) => /\.(md|tsx?|mjs|js)$/.test(file));

const missing = [];
for (const file of files) {
  const text = comments(fs.readFileSync(file, 'utf8'), file);
  for (const match of text.matchAll(pathLike)) {
    const named = match[1];
    // Outside this repository (the product's spec, a sibling checkout) or an example, not a file of ours.
    if (named.startsWith('../shared/') || named.includes('node_modules/') || /\bexample\b/.test(named)) continue;
    // What a build writes (dist/, Vite's .vite/) is no source file.
    if (/(^|\/)(dist|\.vite)\//.test(named)) continue;
    if (!exists(named, file)) missing.push(`${path.relative(root, file)}: ${named}`);
  }
}
if (missing.length) {
  console.error(`Paths named in docs or comments that do not exist (${missing.length}):`);
  for (const line of [...new Set(missing)]) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Every path named in ${files.length} files exists.`);
