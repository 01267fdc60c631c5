import { defineConfig } from 'vitest/config';

// Browser tests against the real server and the built web app (see global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // Two files at a time: a browser test waits on the page far more than it computes (one file alone keeps about
    // 0.6 of two cores busy, server included), so a second one in parallel nearly halves the step's time
    // (docs/performance.md, "CI time"). Each test signs up its own players, so no two files share state.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
