/** Builds the whole app over a fresh, migrated and seeded database (a copy of a snapshot) for one test file. */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../app.ts';
import type { Clock } from '../clock.ts';
import { type AppConfig, loadConfig, MEMORY_DATABASE } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobDefinition } from '../jobs/job-definition.ts';
import { type Queue, startQueue } from '../jobs/queue.ts';
import type { AppModule } from '../modules/module.ts';
import { SEEDED } from './snapshot-contents.ts';
import { openTestDatabase } from './test-database.ts';

export type TestAppOverrides = Partial<AppConfig> & {
  /** Replaces the app's modules, e.g. to test one area alone. */
  modules?: readonly AppModule[];
  /** Replaces the system clock, e.g. a manual clock for expiry tests (the jobs get it too). */
  clock?: Clock;
  /** Replaces the background jobs, e.g. none when a test runs the sweeps itself at chosen instants. */
  jobs?: readonly JobDefinition[];
  /** The seed steps the test needs (by name), when not all of them. */
  seedSteps?: readonly string[];
};

export type TestApp = {
  app: App;
  config: AppConfig;
  database: Database;
  queue: Queue;
  /** Another app over the same database and queue with other settings (closed by close()). */
  buildVariant(overrides: TestAppOverrides): Promise<App>;
  close(): Promise<void>;
};

/** Test configuration: silent, in-memory, and no web build unless a test points at one. */
export const createTestConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: MEMORY_DATABASE,
    WEB_DIST_DIR: path.join(tmpdir(), 'baraka-test-no-web-build'),
    // Settings derived from the public URL (the identity provider's issuer) follow an override.
    PUBLIC_URL: overrides.publicUrl,
  }),
  ...overrides,
});

export const createTestApp = async (overrides: TestAppOverrides = {}): Promise<TestApp> => {
  const { modules, clock, jobs, seedSteps, ...configOverrides } = overrides;
  const testDatabase = await openTestDatabase(seedSteps ? { migrated: true, seedSteps } : SEEDED);
  const { database } = testDatabase;
  let queue: Queue | undefined;
  try {
    const config = createTestConfig({ databaseUrl: testDatabase.databaseUrl, ...configOverrides });
    queue = await startQueue(database, config.publicUrl, {
      pollingIntervalSeconds: 0.5,
      ...(clock ? { clock } : {}),
      ...(jobs ? { jobs } : {}),
    });
    const startedQueue = queue;
    const app = await buildApp({ config, database, queue, logger: false, modules, clock });
    const variants: App[] = [];
    return {
      app,
      config,
      database,
      queue: startedQueue,
      buildVariant: async ({
        modules: variantModules,
        clock: variantClock,
        jobs: _jobs,
        seedSteps: _seedSteps,
        ...variantConfig
      }) => {
        const variant = await buildApp({
          config: { ...config, ...variantConfig },
          database,
          queue: startedQueue,
          logger: false,
          modules: variantModules ?? modules,
          clock: variantClock ?? clock,
        });
        variants.push(variant);
        return variant;
      },
      close: async () => {
        await Promise.all([app, ...variants].map((instance) => instance.close()));
        await startedQueue.stop();
        await testDatabase.drop();
      },
    };
  } catch (error) {
    await queue?.stop();
    await testDatabase.drop();
    throw error;
  }
};
