/** The shape of one background job: its pg-boss queue, an optional schedule and its worker. */
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

export type JobDeps = {
  database: Database;
};

export type JobDefinition = {
  queue: string;
  /** Cron expression (UTC); absent for jobs only sent on demand. */
  cron?: string;
  work(jobs: PgBoss.Job<unknown>[], deps: JobDeps): Promise<unknown>;
};
