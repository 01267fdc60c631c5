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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './packages/web',
    ],
  },
});
