#!/usr/bin/env node
// `npm start`: builds what changed (scripts/build.mjs), then runs the compiled server with NODE_ENV=production.
// The contract is resolved to its compiled JavaScript through the `gamefolk-dist` export condition; everything
// else (tests, tsx, Vite) keeps reading its TypeScript.
import { spawn } from 'node:child_process';
import path from 'node:path';

await import('./build.mjs');

const root = path.resolve(import.meta.dirname, '..');
const server = spawn(
  process.execPath,
  ['--conditions=gamefolk-dist', '--enable-source-maps', path.join(root, 'packages/server/dist/main.js')],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
);
// The server shuts down gracefully on either signal; this process waits for it and exits as it did.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGKILL' ? 137 : 1)));
