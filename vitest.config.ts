import { defineConfig } from 'vitest/config';

// One Vitest run covers the pure packages and the API; the browser suite lives in e2e/.
// Files of a project share their worker's loaded modules (`isolate: false`): importing the module
// graph again for every file was most of the run. Nothing is mocked, so there is nothing to leak.
export default defineConfig({
  test: {
    // Two cores: two workers keep both busy (the API files also wait on timers and pg-boss polls).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          isolate: false,
          // A guard against a hang, not a speed check: the property tests run hundreds of cases and
          // share the two cores with the API and browser suites.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          isolate: false,
          // Migrates and seeds once; every file then opens a copy of that snapshot.
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
