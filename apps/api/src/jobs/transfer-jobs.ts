/**
 * The transfer jobs, every minute on every replica (pg-boss hands each scheduled run to one
 * worker; the sweeps themselves are safe to run twice): deferred transfers released at their
 * instant, interbank transfers cleared at the cut-off, standing-order runs executed once each.
 */
import { runDueStandingOrders } from '../modules/standing-orders/runner.ts';
import { clearDueTransfers, releaseDueTransfers } from '../modules/transfers/transfer-jobs.service.ts';
import type { JobDefinition } from './job-definition.ts';

export const TRANSFER_RELEASE_QUEUE = 'transfers.release';
export const TRANSFER_CLEARING_QUEUE = 'transfers.clearing';
export const STANDING_ORDERS_QUEUE = 'transfers.standing-orders';

export const transferReleaseJob: JobDefinition = {
  queue: TRANSFER_RELEASE_QUEUE,
  cron: '* * * * *',
  work: async (_jobs, { database, clock }) => ({
    released: await releaseDueTransfers(database.db, clock.now()),
  }),
};

export const transferClearingJob: JobDefinition = {
  queue: TRANSFER_CLEARING_QUEUE,
  cron: '* * * * *',
  work: async (_jobs, { database, clock }) => ({
    cleared: await clearDueTransfers(database.db, clock.now()),
  }),
};

export const standingOrdersJob: JobDefinition = {
  queue: STANDING_ORDERS_QUEUE,
  cron: '* * * * *',
  work: (_jobs, { database, clock }) => runDueStandingOrders(database.db, clock.now()),
};
