/**
 * The two sweeps the transfer jobs run every minute, safe with several replicas: rows are taken
 * with FOR UPDATE SKIP LOCKED, so two runners never work the same transfer, and a status is only
 * changed from the one the sweep looked for.
 * - release: a deferred transfer whose release instant has come is booked (or refused when the
 *   account cannot pay that day);
 * - clearing: interbank transfers whose cut-off has passed leave in one batch per execution date
 *   and currency and are completed (MAT).
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppDb, AppTx } from '../../db/client.ts';
import { clearingBatches, transfers } from '../../db/schema/index.ts';
import { isAppError } from '../../plugins/errors/index.ts';
import { bookNow } from './transfer-create.service.ts';
import { changeTransferStatus, type TransferRow } from './transfer-status.ts';

const BATCH = 50;

const lockDue = (tx: AppTx, status: 'PENDING' | 'PROGRESS', now: Date) =>
  tx
    .select()
    .from(transfers)
    .where(
      and(
        eq(transfers.status, status),
        status === 'PENDING' ? lte(transfers.releaseAt, now) : lte(transfers.clearingAt, now),
      ),
    )
    .orderBy(asc(status === 'PENDING' ? transfers.releaseAt : transfers.clearingAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });

/** Books one PENDING transfer the caller has locked, or refuses it (REVE) when it cannot be paid now. */
export async function release(tx: AppTx, transfer: TransferRow, now: Date): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      const { row, change } = await bookNow(savepoint, transfer, now);
      await changeTransferStatus(savepoint, transfer, {
        ...change,
        set: { journalReference: row.journalReference, executedAt: row.executedAt },
      });
    });
  } catch (error) {
    if (!isAppError(error) || error.httpStatus >= 500) {
      throw error;
    }
    await changeTransferStatus(tx, transfer, {
      status: 'REJECTED',
      rawStatus: 'REVE',
      reason: error.code.split('.').pop() ?? error.code,
      actor: 'SYSTEM',
      at: now,
    });
  }
}

/** Books the deferred transfers due by `now`; answers how many were handled. */
export async function releaseDueTransfers(db: AppDb, now: Date): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await lockDue(tx, 'PENDING', now);
      for (const transfer of due) {
        await release(tx, transfer, now);
      }
      return due.length;
    });
    handled += count;
    if (count < BATCH) {
      return handled;
    }
  }
}

/** Sends the interbank transfers whose cut-off has passed; answers how many left. */
export async function clearDueTransfers(db: AppDb, now: Date): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await lockDue(tx, 'PROGRESS', now);
      const batches = new Map<string, TransferRow[]>();
      for (const row of due) {
        const key = `${row.executionDate}|${row.currency}`;
        batches.set(key, [...(batches.get(key) ?? []), row]);
      }
      for (const rows of batches.values()) {
        const [first] = rows;
        if (!first) {
          continue;
        }
        const [batch] = await tx
          .insert(clearingBatches)
          .values({
            executionDate: first.executionDate,
            currency: first.currency,
            transferCount: rows.length,
            totalMinor: rows.reduce((sum, row) => sum + row.amountMinor, 0n),
            createdAt: now,
          })
          .returning({ id: clearingBatches.id });
        for (const row of rows) {
          await changeTransferStatus(tx, row, {
            status: 'COMPLETED',
            rawStatus: 'MAT',
            actor: 'SYSTEM',
            at: now,
            set: { clearingBatchId: batch?.id ?? null, executedAt: now },
          });
        }
      }
      return due.length;
    });
    handled += count;
    if (count < BATCH) {
      return handled;
    }
  }
}
