import { defineConfig } from 'vitest/config';

// The browser suite: one product server for the whole run, files one after another (2 cores).
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
