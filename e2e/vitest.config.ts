import { defineConfig } from 'vitest/config';

// The browser suite: one product server and one Chromium for the whole run (global set-up), one
// connection to it per file (set-up file), files one after another (2 cores) in one worker process
// (`isolate: false`): starting a worker and loading the browser driver again for each of the 23
// files cost about 3 s of CPU each.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/connect-browser.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
