/**
 * Executes a confirmed batch row by row, in the customer's order: each row in its own transaction,
 * through the same release as any due transfer (booked, or refused with REVE and its notification
 * when the account cannot pay it by then), so one refused row never undoes the others. Rows are
 * taken with FOR UPDATE SKIP LOCKED: two runners, or the minute release sweep, never book one twice.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { AppDb } from '../../db/client.ts';
import { bulkTransferRows, transfers } from '../../db/schema/index.ts';
import { release } from '../transfers/index.ts';

export type BatchRun = { booked: number; refused: number };

/** Runs the batch's PENDING rows; answers how many were booked and refused by this run. */
export async function runBulkBatch(db: AppDb, batchId: string, clock: Clock): Promise<BatchRun> {
  const run: BatchRun = { booked: 0, refused: 0 };
  for (;;) {
    const status = await db.transaction(async (tx) => {
      const [next] = await tx
        .select({ transfer: transfers })
        .from(bulkTransferRows)
        .innerJoin(transfers, eq(bulkTransferRows.transferId, transfers.id))
        .where(and(eq(bulkTransferRows.batchId, batchId), eq(transfers.status, 'PENDING')))
        .orderBy(asc(bulkTransferRows.rowIndex))
        .limit(1)
        .for('update', { of: transfers, skipLocked: true });
      if (!next) {
        return null;
      }
      await release(tx, next.transfer, clock.now());
      const [after] = await tx
        .select({ status: transfers.status })
        .from(transfers)
        .where(eq(transfers.id, next.transfer.id));
      return after?.status ?? null;
    });
    if (status === null) {
      return run;
    }
    if (status === 'REJECTED') {
      run.refused += 1;
    } else {
      run.booked += 1;
    }
  }
}
