import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const src = path.join(import.meta.dirname, 'src');
const tests = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

/**
 * A test file that swaps a module (`vi.mock`) or the clock runs alone, in a fresh module graph; the rest share one
 * per worker (isolate: false), which spares each file loading React, Mantine and jsdom again (the web's 84 files
 * took 192 s isolated). Each test still renders into a clean document and storage (src/test/setup.ts).
 */
const alone = tests.filter((file) =>
  /\bvi\.(mock|doMock|useFakeTimers|stubEnv)\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);

const web = (name: string, include: string[], isolate: boolean) =>
  defineProject((env) =>
    mergeConfig(viteConfig(env), {
      test: {
        name,
        environment: 'jsdom',
        include,
        setupFiles: ['./src/test/setup.ts'],
        css: false,
        isolate,
      },
    }),
  );

/** The web's tests as two projects (the root vitest.config.ts names both): `web` shares, `web-alone` isolates. */
export const webProjects = [
  web(
    'web',
    tests.filter((file) => !alone.includes(file)),
    false,
  ),
  web('web-alone', alone, true),
];

export default webProjects[0];
