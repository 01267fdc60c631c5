import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineProject((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      css: false,
    },
  }),
);
