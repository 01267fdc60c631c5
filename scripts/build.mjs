#!/usr/bin/env node
// Builds what `npm start` runs: the puzzle's word lists, the contract and the server with tsc (to packages/*/dist), the
// web app with Vite.
// Each part is built only when a hash of its sources differs from the one stamped after its last build, so a second
// start on unchanged sources builds nothing. `--force` builds everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
// Stamps live beside the installed packages: a fresh `npm ci` (new dependencies) builds again.
const stamps = path.join(root, 'node_modules/.cache/gamefolk-build');
const skipped = new Set(['node_modules', 'dist', '.vite', 'coverage']);

/** Every file under `entries` (files or folders), sorted, hashed by name and bytes. */
function hashOf(entries) {
  const hash = createHash('sha256');
  const visit = (file) => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) if (!skipped.has(name)) visit(path.join(file, name));
      return;
    }
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  };
  for (const entry of entries) visit(path.join(root, entry));
  return hash.digest('hex');
}

const shared = ['package-lock.json', 'tsconfig.base.json', 'packages/contract/src', 'packages/contract/package.json'];

const parts = [
  {
    // The word puzzle's dictionary (scripts/build-words.ts; `npm install` runs it as well).
    name: 'words',
    dist: 'packages/server/generated/words',
    output: 'tr.txt',
    sources: ['package-lock.json', 'scripts/build-words.ts', 'packages/server/src/services/games/wordle.ts'],
    command: ['node_modules/.bin/tsx', 'scripts/build-words.ts'],
    // It compares the dictionaries themselves with its last run: a changed lock file alone rebuilds nothing.
    keepsOutput: true,
  },
  {
    name: 'contract',
    dist: 'packages/contract/dist',
    output: 'index.js',
    sources: [...shared, 'packages/contract/tsconfig.json', 'packages/contract/tsconfig.build.json'],
    command: ['node_modules/.bin/tsc', '-p', 'packages/contract/tsconfig.build.json'],
    typescript: true,
  },
  {
    name: 'server',
    dist: 'packages/server/dist',
    output: 'main.js',
    sources: [
      ...shared,
      'packages/server/src',
      'packages/server/package.json',
      'packages/server/tsconfig.json',
      'packages/server/tsconfig.build.json',
    ],
    command: ['node_modules/.bin/tsc', '-p', 'packages/server/tsconfig.build.json'],
    typescript: true,
  },
  {
    name: 'web',
    dist: 'packages/web/dist',
    output: 'index.html',
    sources: [...shared, 'packages/web'],
    command: ['npm', 'run', 'build', '-w', '@gamefolk/web'],
  },
];

// Vitest and shells may set NODE_ENV; the web build picks its own mode.
const { NODE_ENV: _ignored, ...env } = process.env;

for (const part of parts) {
  const stampFile = path.join(stamps, `${part.name}.stamp`);
  const stamp = hashOf(part.sources);
  const built =
    fs.existsSync(path.join(root, part.dist, part.output)) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8').trim() === stamp;
  if (built && !force) continue;
  const started = Date.now();
  console.log(`building ${part.name}…`);
  if (part.name !== 'web' && !part.keepsOutput) fs.rmSync(path.join(root, part.dist), { recursive: true, force: true });
  const run = spawnSync(part.command[0], part.command.slice(1), { cwd: root, stdio: 'inherit', env });
  const emitted = fs.existsSync(path.join(root, part.dist, part.output));
  // tsc writes its JavaScript even when it finds type errors (status 2): `npm run typecheck` and CI stop those;
  // starting the app does not.
  if (run.status !== 0 && !(part.typescript && run.status === 2 && emitted)) {
    console.error(`building ${part.name} failed`);
    process.exit(run.status ?? 1);
  }
  if (run.status !== 0) console.warn(`${part.name}: type errors above (npm run typecheck); built anyway`);
  fs.mkdirSync(stamps, { recursive: true });
  fs.writeFileSync(stampFile, `${stamp}\n`);
  console.log(`built ${part.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
