/** Every background job the API runs; each replica works them all, pg-boss hands each job out once. */
import { balanceAlertJob } from './balance-alert-job.ts';
import { bulkTransferJob } from './bulk-transfer-job.ts';
import { cardRequestsJob, cardSettlementJob } from './card-jobs.ts';
import { chequebookRequestsJob, chequeClearingJob } from './cheque-jobs.ts';
import { financingRepaymentsJob } from './financing-jobs.ts';
import type { JobDefinition } from './job-definition.ts';
import { notificationMessageJob } from './notification-message-job.ts';
import { notificationPushJob } from './notification-push-job.ts';
import { processBankTasksJob, transferValidationsJob } from './process-jobs.ts';
import { purgeExpiredJob } from './purge-expired.ts';
import { tradeEffectsJob } from './trade-effect-jobs.ts';
import { standingOrdersJob, transferClearingJob, transferReleaseJob } from './transfer-jobs.ts';

export const JOBS: readonly JobDefinition[] = [
  purgeExpiredJob,
  transferReleaseJob,
  transferClearingJob,
  standingOrdersJob,
  bulkTransferJob,
  cardSettlementJob,
  cardRequestsJob,
  notificationPushJob,
  notificationMessageJob,
  chequebookRequestsJob,
  chequeClearingJob,
  tradeEffectsJob,
  financingRepaymentsJob,
  processBankTasksJob,
  transferValidationsJob,
  balanceAlertJob,
];
