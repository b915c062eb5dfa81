/** Whether the API can serve: the database answers and the job queue runs. */
import { APP_VERSION, type Health } from '@baraka/contracts';
import type { AppDeps } from '../module.ts';

const PING_TIMEOUT_MS = 2_000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

const pingDatabase = async (database: AppDeps['database']): Promise<Health['database']> => {
  try {
    const latencyMs = await withTimeout(database.ping(), PING_TIMEOUT_MS);
    return { status: 'UP', driver: database.driver, latencyMs };
  } catch {
    return { status: 'DOWN', driver: database.driver, latencyMs: null };
  }
};

export const getHealth = async ({
  database,
  queue,
}: Pick<AppDeps, 'database' | 'queue'>): Promise<Health> => {
  const databaseHealth = await pingDatabase(database);
  const queueHealth: Health['queue'] = { status: queue.isHealthy() ? 'UP' : 'DOWN' };
  const isUp = databaseHealth.status === 'UP' && queueHealth.status === 'UP';
  return {
    status: isUp ? 'UP' : 'DOWN',
    version: APP_VERSION,
    uptimeSeconds: Math.round(process.uptime()),
    database: databaseHealth,
    queue: queueHealth,
  };
};
