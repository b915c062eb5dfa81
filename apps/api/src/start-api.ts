/** Starts the API once configured: database, migrations, demo seed, job queue, HTTP server, clean shutdown. */
import { performance } from 'node:perf_hooks';
import { createOutbox } from './adapters/outbox/outbox.ts';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, type PgliteDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { checkpointIfNeeded, startCheckpoints } from './db/pglite-checkpoints.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { openQueue } from './jobs/queue.ts';
import { toLoggedError } from './plugins/errors/index.ts';

const SHUTDOWN_TIMEOUT_MS = 15_000;

export type StartOptions = {
  /** The embedded database, being opened (on a first start, made first: db/pglite-new-folder.ts). */
  embedded?: Promise<PgliteDatabase> | undefined;
};

export const startApi = async (config: AppConfig, options: StartOptions = {}): Promise<void> => {
  const steps: Record<string, number> = {};
  const time = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await step();
    steps[name] = Math.round(performance.now() - started);
    return result;
  };

  // The logger lives in the app; until it exists, database errors are kept to report once it does.
  let reportError: (error: Error) => void = (error) => console.error(toLoggedError(error));
  const onError = (error: Error) => reportError(error);

  const { embedded } = options;
  const database = await time('database', () => embedded ?? openDatabase({ ...config, onError }));
  await time('migrations', () => runMigrations(database));
  const seed = await time('seed', () => seedIfEmpty(database.db, { nodeEnv: config.nodeEnv }));
  // The embedded database has no checkpointer of its own: without these, a restart after a crash
  // would replay every change since the process started (see db/pglite-checkpoints.ts).
  const checkpoints =
    database.driver === 'pglite'
      ? await time('checkpoint', async () => {
          await checkpointIfNeeded(database.client);
          return startCheckpoints(database.client, { onError });
        })
      : undefined;
  const outbox = createOutbox(config.outbox, database.db);
  const queue = openQueue(database, config.publicUrl, { onError, outbox });
  const app = await time('app', () => buildApp({ config, database, queue, outbox }));
  reportError = (error) => app.log.error({ err: toLoggedError(error) }, 'background error');

  let isStopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (isStopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    isStopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await app.close();
    await queue.stop();
    await checkpoints?.stop();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    stop(signal).catch((error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  await time('listen', () => app.listen({ port: config.port, host: config.host }));
  const cpu = process.cpuUsage();
  app.log.info(
    {
      driver: database.driver,
      seed: seed.seeded ? 'seeded' : seed.reason,
      steps,
      startupMs: Math.round(performance.now()),
      // CPU time of this process so far: on a shared machine, steadier than the wall-clock figures.
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    },
    `baraka API ready at ${config.publicUrl}`,
  );
  // Calls are served meanwhile; the few that hand the queue a job wait for it (jobs/queue.ts).
  const queueStarted = performance.now();
  queue.start().then(
    () =>
      app.log.info(
        { queueMs: Math.round(performance.now() - queueStarted), startupMs: Math.round(performance.now()) },
        'job queue running',
      ),
    (error: unknown) => {
      app.log.fatal({ err: error }, 'the job queue could not start');
      process.exit(1);
    },
  );
};
