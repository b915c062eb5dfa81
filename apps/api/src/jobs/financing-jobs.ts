/**
 * The financing repayment run, every minute on every replica (pg-boss hands each scheduled run to
 * one worker; each line is locked while it is taken and tried once a day, so a run done twice takes
 * nothing twice): the instalments due by today, from the bank's opening.
 */
import { runDueRepayments } from '../modules/financing/index.ts';
import type { JobDefinition } from './job-definition.ts';

export const FINANCING_REPAYMENTS_QUEUE = 'financing.repayments';

export const financingRepaymentsJob: JobDefinition = {
  queue: FINANCING_REPAYMENTS_QUEUE,
  cron: '* * * * *',
  work: (_jobs, { database, clock }) => runDueRepayments(database.db, clock.now()),
};
