/**
 * Bulk transfers: sent by transfer/multipleTransfer once its batch is recorded, one job per batch;
 * the worker books the rows one by one. A job lost on the way leaves PENDING rows that the minute
 * release sweep (transfer-jobs.ts) books like any due transfer.
 */
import { runBulkBatch } from '../modules/bulk-transfers/runner.ts';
import type { JobDefinition } from './job-definition.ts';

export const BULK_TRANSFER_QUEUE = 'transfers.bulk';

export type BulkTransferJobData = { batchId: string };

const isJobData = (data: unknown): data is BulkTransferJobData =>
  typeof data === 'object' && data !== null && typeof (data as BulkTransferJobData).batchId === 'string';

export const bulkTransferJob: JobDefinition = {
  queue: BULK_TRANSFER_QUEUE,
  work: async (jobs, { database, clock }) => {
    const runs = [];
    for (const job of jobs) {
      if (isJobData(job.data)) {
        runs.push({
          batchId: job.data.batchId,
          ...(await runBulkBatch(database.db, job.data.batchId, clock)),
        });
      }
    }
    return runs;
  },
};
