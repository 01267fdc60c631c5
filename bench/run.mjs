// Runs every bench/*.bench.ts in turn; each prints its own figures and ratio against a baseline measured in the same run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);
const only = process.argv[2];
// Runs of hours (a ramp held 5 min a step) run only when named: `npm run bench mixed`; so does the voice bench, which
// needs Janus and starts ten Chromium pages (`npm run bench voice`).
const whenNamed = new Set(['mixed.bench.ts', 'voice.bench.ts']);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (only ? f.includes(only) : !whenNamed.has(f)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n## ${file}`);
  const run = spawnSync('npx', ['tsx', path.join(dir, file)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
