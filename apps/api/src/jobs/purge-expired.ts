/** Hourly housekeeping: deletes rows whose expiry has passed. */
import { purgeExpiredIdempotencyKeys } from '../core/ledger/idempotency.ts';
import { purgeExpiredMeta } from '../db/app-meta.queries.ts';
import type { AppDb } from '../db/client.ts';
import { purgeExpiredIdpPayloads } from '../idp/idp-adapter.ts';
import {
  purgeExpiredChallenges,
  purgeExpiredSessions,
  purgeOldAuthFailures,
} from '../modules/identity/index.ts';
import type { JobDefinition } from './job-definition.ts';

export const PURGE_EXPIRED_QUEUE = 'maintenance.purge-expired';

/** One entry per table with an expiry; areas with sessions, challenges or idempotency keys add theirs. */
const PURGE_TARGETS: ReadonlyArray<(db: AppDb) => Promise<number>> = [
  purgeExpiredMeta,
  purgeExpiredSessions,
  purgeExpiredIdpPayloads,
  purgeOldAuthFailures,
  purgeExpiredChallenges,
  purgeExpiredIdempotencyKeys,
];

export const purgeExpired = async (db: AppDb): Promise<{ deleted: number }> => {
  let deleted = 0;
  for (const purge of PURGE_TARGETS) {
    deleted += await purge(db);
  }
  return { deleted };
};

export const purgeExpiredJob: JobDefinition = {
  queue: PURGE_EXPIRED_QUEUE,
  cron: '0 * * * *',
  work: (_jobs, { database }) => purgeExpired(database.db),
};
