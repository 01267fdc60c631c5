import { defineConfig } from 'vitest/config';

// Two cores on every machine here: never more than two workers.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          // Migrates once per run; each file's database is a copy (packages/server/src/test/database.ts).
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          // A worker loads the server's modules once, not once per file (import 175 s -> 12 s, the run on the
          // PostgreSQL server 414 -> 255 s): every file starts its own app on its own database copy, and no test
          // mocks a module, stubs the environment or fakes timers. The web's tests (jsdom) share one per worker too,
          // but for the files that swap a module or the clock (packages/web/vitest.config.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './packages/web/vitest.config.ts',
      './packages/web/vitest.alone.config.ts',
    ],
  },
});
