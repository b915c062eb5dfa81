/**
 * Bulk transfers (spec §7, bulkTransfersEndpoints): transfer/multipleTransfer,
 * displayMultipleTransferListByCustomer and one batch's detail. The flow is the single transfers' one (transfers/transfers.routes.ts): the batch sent
 * without `challenge-key` answers 202 OTP.300 with the batch's review as `quote`; once the code is
 * validated the same body, with `challenge-key` and `Idempotency-Key`, records the batch and answers
 * it with every row PENDING; a pg-boss job then books the rows one by one. The code confirms the
 * debited account, the total and every payee with its amount: any change voids it (410).
 */
import { bulkTransfersEndpoints } from '@baraka/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { BULK_TRANSFER_QUEUE, type BulkTransferJobData } from '../../jobs/bulk-transfer-job.ts';
import { toDecimal } from '../../lib/amounts.ts';
import { ok } from '../../plugins/envelope.ts';
import { readIdempotencyKey } from '../../plugins/idempotent-answer.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import type { ActionLabel } from '../identity/index.ts';
import { type AppDeps, defineModule } from '../module.ts';
import { confirmTransferCall } from '../transfers/index.ts';
import { createBatch } from './create.ts';
import { getBatchDetail, listBatches } from './lists.ts';
import { toBatchQuote } from './mapper.ts';
import { BULK_CURRENCY, bindingOfBatch, prepareBatch } from './prepare.ts';

/** What the SMS says the code confirms. */
const describeAction = (count: number): ActionLabel => ({
  fr: `le virement multiple (${count} virements)`,
  en: `the bulk transfer (${count} transfers)`,
  ar: `التحويل المتعدد (${count} تحويلات)`,
});

/** Hands the batch to the bulk job; if that fails the minute release sweep books the rows instead. */
async function startBatch(deps: AppDeps, batchId: string, log: FastifyBaseLogger): Promise<void> {
  try {
    const data: BulkTransferJobData = { batchId };
    await deps.queue.send(BULK_TRANSFER_QUEUE, data, { singletonKey: batchId });
  } catch (error) {
    log.warn({ err: error, batchId }, 'bulk transfer job not sent; the release sweep will book the rows');
  }
}

export const bulkTransfersModule = defineModule('bulk-transfers', async (app, deps) => {
  const db = deps.database.db;

  // Sends its answer itself (idempotently): the handler resolves with the reply.
  serve(app, bulkTransfersEndpoints.send, async (request, reply) => {
    const auth = requireAuth(request);
    let createdId: string | null = null;
    await confirmTransferCall(deps, request, reply, {
      operation: 'transfer.MULTIPLE',
      serviceName: 'MULTIPLE_TRANSFER',
      needsCode: true,
      action: describeAction(request.body.rows.length),
      prepare: async (db) => {
        const now = deps.clock.now();
        const batch = await prepareBatch(db, auth, request.body, now);
        return {
          binding: bindingOfBatch(batch),
          amountText: `${toDecimal(batch.totalMinor, BULK_CURRENCY)} ${BULK_CURRENCY}`,
          payeeText: '',
          quote: toBatchQuote(batch, request.context.language),
          execute: async (tx) => {
            const context = { now, idempotencyKey: readIdempotencyKey(request), channel: auth.channel };
            const batchId = await createBatch(tx, auth, batch, context);
            createdId = batchId;
            return ok(await getBatchDetail(tx, auth, batchId, request.context.language));
          },
        };
      },
    });
    // The answer is sent and the batch committed: only now may the job see it.
    if (createdId) {
      await startBatch(deps, createdId, request.log);
    }
    return reply;
  });

  serve(app, bulkTransfersEndpoints.list, async (request) =>
    listBatches(db, requireAuth(request), request.body, request.context.language),
  );

  serve(app, bulkTransfersEndpoints.one, async (request) =>
    getBatchDetail(db, requireAuth(request), request.body.id, request.context.language),
  );
});
