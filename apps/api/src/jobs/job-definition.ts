/** The shape of one background job: its pg-boss queue, an optional schedule and its worker. */
import type PgBoss from 'pg-boss';
import type { Outbox } from '../adapters/outbox/outbox.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';

export type JobDeps = {
  database: Database;
  /** The API's clock: tests hand the same manual clock to the app and the jobs. */
  clock: Clock;
  /** Where jobs send SMS and e-mail: the API's own outbox. */
  outbox: Outbox;
  /** The product's public address, for links in what jobs send. */
  publicUrl: string;
};

export type JobDefinition = {
  queue: string;
  /** Cron expression (UTC); absent for jobs only sent on demand. */
  cron?: string;
  work(jobs: PgBoss.Job<unknown>[], deps: JobDeps): Promise<unknown>;
};
