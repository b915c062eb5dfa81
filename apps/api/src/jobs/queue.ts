/** Starts pg-boss over the API's database and registers the jobs of src/jobs. */
import { setTimeout as sleep, setImmediate as yieldToEvents } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { createEmbeddedOutbox, type Outbox } from '../adapters/outbox/outbox.ts';
import { type Clock, systemClock } from '../clock.ts';
import type { Database, SqlResult } from '../db/client.ts';
import { JOBS } from './index.ts';
import type { JobDefinition } from './job-definition.ts';

export type Queue = {
  boss: PgBoss;
  /** Started, not stopped, and no error in the last minute. */
  isHealthy(): boolean;
  /** Hands one job to a queue of src/jobs now (answers its id, or null when pg-boss refused it). */
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  stop(): Promise<void>;
};

export type QueueOptions = {
  jobs?: readonly JobDefinition[];
  /** Defaults to the system clock. */
  clock?: Clock;
  /** Defaults to the embedded outbox over the same database. */
  outbox?: Outbox;
  /**
   * How often idle workers look for work (default 30 s; pg-boss's floor is 0.5 s). The jobs run
   * every minute or hour, and a job sent through `send` wakes its worker at once, so an idle
   * instance stays quiet without delaying what is asked of it.
   */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

const ERROR_MEMORY_MS = 60_000;
const IDLE_POLLING_SECONDS = 30;
/** How often pg-boss turns due schedules into jobs (its default is 5 s; the schedules are per minute). */
const CRON_WORKER_SECONDS = 15;
const STOP_TIMEOUT_MS = 5_000;

/** Counts pg-boss's statements in flight so stop() can wait for them before the database closes. */
const trackInFlight = (database: Database) => {
  let inFlight = 0;
  const executeSql = async (text: string, values: unknown[]): Promise<SqlResult> => {
    inFlight += 1;
    try {
      return await database.executeSql(text, values);
    } finally {
      inFlight -= 1;
    }
  };
  const drain = async (deadline: number) => {
    while (inFlight > 0 && Date.now() < deadline) {
      await sleep(20);
    }
  };
  return { executeSql, drain };
};

const createBoss = (database: Database, executeSql: PgBoss.Db['executeSql']): PgBoss => {
  // One PGlite instance means one connection: pg-boss must share it rather than open its own.
  const connection =
    database.driver === 'pglite' ? { db: { executeSql } } : { connectionString: database.url };
  return new PgBoss({
    ...connection,
    application_name: 'baraka-jobs',
    supervise: true,
    schedule: true,
    cronWorkerIntervalSeconds: CRON_WORKER_SECONDS,
  });
};

/** A queue made before it starts (see `openQueue`). */
export type StartingQueue = Queue & {
  /** Starts pg-boss, its workers and schedules; settles once all run. Called once. */
  start(): Promise<void>;
};

/** `publicUrl`: the product's public address, for links in what jobs send. */
export const startQueue = async (
  database: Database,
  publicUrl: string,
  options: QueueOptions = {},
): Promise<Queue> => {
  const queue = openQueue(database, publicUrl, options);
  await queue.start();
  return queue;
};

/**
 * Makes the queue without starting it: the server builds the app and listens first, then starts it,
 * since no call needs the queue but the few that hand it a job, and those wait for it (`send`).
 * Until it runs, the health check says the queue is down.
 */
export const openQueue = (
  database: Database,
  publicUrl: string,
  options: QueueOptions = {},
): StartingQueue => {
  const tracker = trackInFlight(database);
  const boss = createBoss(database, tracker.executeSql);
  let isStarted = false;
  let isRunning = false;
  let lastErrorAt = 0;
  boss.on('error', (error) => {
    lastErrorAt = Date.now();
    options.onError?.(error);
  });
  const workers = new Map<string, string>();

  // On PGlite every statement runs on this thread and settles without leaving the microtask queue:
  // without these pauses, the start would hold calls (and the log) back until it ends.
  const run = async () => {
    await yieldToEvents();
    await boss.start();
    isStarted = true;
    const deps = {
      database,
      clock: options.clock ?? systemClock,
      outbox: options.outbox ?? createEmbeddedOutbox(database.db),
      publicUrl,
    };
    const workOptions = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? IDLE_POLLING_SECONDS };
    // A restart finds its queues made: one read instead of one statement per queue (on PGlite's one
    // connection, each waits behind the workers' first looks for work).
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const job of options.jobs ?? JOBS) {
      if (!existing.has(job.queue)) {
        await boss.createQueue(job.queue);
      }
      workers.set(job.queue, await boss.work(job.queue, workOptions, (jobs) => job.work(jobs, deps)));
      if (job.cron) {
        await boss.schedule(job.queue, job.cron);
      }
      await yieldToEvents();
    }
    isRunning = true;
  };
  let hasBegun = false;
  let begin: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    begin = resolve;
  }).then(run);

  return {
    boss,
    start: () => {
      hasBegun = true;
      begin();
      return started;
    },
    isHealthy: () => isRunning && Date.now() - lastErrorAt > ERROR_MEMORY_MS,
    send: async (queue, data, sendOptions = {}) => {
      await started;
      const id = await boss.send(queue, data, sendOptions);
      const worker = workers.get(queue);
      // A job due now is worked now by this instance, not at its worker's next idle look.
      if (id !== null && worker && !sendOptions.startAfter) {
        boss.notifyWorker(worker);
      }
      return id;
    },
    stop: async () => {
      if (!hasBegun) {
        return;
      }
      // A start still under way finishes first, so that nothing it registers outlives the stop.
      await started.catch(() => undefined);
      isRunning = false;
      if (!isStarted) {
        return;
      }
      isStarted = false;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      await tracker.drain(Date.now() + STOP_TIMEOUT_MS);
    },
  };
};
