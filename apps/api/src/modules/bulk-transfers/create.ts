/**
 * Records a confirmed bulk transfer inside the idempotent call's transaction: the day's ceiling
 * and the balance checked again under the lock on the customer, then the batch and one PENDING
 * transfer per row, in the customer's order. Nothing is booked here: the bulk job books the rows
 * one by one (runner.ts).
 */
import { toCalendarDate } from '@baraka/domain';
import { eq } from 'drizzle-orm';
import { createReference } from '../../core/ledger/references.ts';
import type { AppTx } from '../../db/client.ts';
import { bulkTransferBatches, bulkTransferRows, ledgerAccounts, transfers } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import {
  type ConfirmContext,
  lockCustomer,
  recordStatus,
  sumTransfersToday,
  toTransferDraft,
} from '../transfers/index.ts';
import { assertBatchFits, BULK_CURRENCY, type PreparedBatch } from './prepare.ts';

export async function createBatch(
  tx: AppTx,
  auth: AuthContext,
  batch: PreparedBatch,
  context: ConfirmContext,
): Promise<string> {
  const { now } = context;
  const customerId = auth.record.customer.id;
  await lockCustomer(tx, customerId);
  const usedTodayMinor = await sumTransfersToday(tx, customerId, toCalendarDate(now));
  const [account] = await tx
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, batch.debitAccount.id));
  assertBatchFits(batch, usedTodayMinor, account ?? batch.debitAccount);
  const [created] = await tx
    .insert(bulkTransferBatches)
    .values({
      reference: createReference(toCalendarDate(now), 'VM'),
      customerId,
      initiatedBy: auth.userId,
      debitAccountId: batch.debitAccount.id,
      currency: BULK_CURRENCY,
      rowCount: batch.rows.length,
      totalMinor: batch.totalMinor,
      totalFeeMinor: batch.totalFeeMinor,
      idempotencyKey: context.idempotencyKey,
      channel: context.channel,
      createdAt: now,
    })
    .returning({ id: bulkTransferBatches.id });
  if (!created) {
    throw new Error('The batch was not written');
  }
  for (const [index, prepared] of batch.rows.entries()) {
    const draft = toTransferDraft(auth, prepared, {
      ...context,
      idempotencyKey: context.idempotencyKey ? `${context.idempotencyKey}/${index + 1}` : null,
    });
    // One millisecond apart: the release sweep, which takes over any row the bulk job left, then
    // books them in the customer's order too.
    const row = { ...draft, releaseAt: new Date(now.getTime() + index) };
    await tx.insert(transfers).values(row);
    await tx.insert(bulkTransferRows).values({ batchId: created.id, rowIndex: index, transferId: row.id });
    await recordStatus(tx, row, { status: 'PENDING', rawStatus: null, actor: 'CUSTOMER', at: now });
  }
  return created.id;
}
