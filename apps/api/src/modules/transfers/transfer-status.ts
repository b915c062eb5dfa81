/**
 * Moving a transfer from one status to the next (spec §4): the row, its history line and, when the
 * transfer is executed or refused, the customer's notification, all in the caller's transaction.
 */
import type { TransferRawStatus, TransferStatus } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { transferStatusHistory, transfers } from '../../db/schema/index.ts';
import { notifyTransfer, type TransferNews } from './transfer-notifications.ts';

export type TransferRow = typeof transfers.$inferSelect;
export type Actor = 'CUSTOMER' | 'SYSTEM';

export const CANCELLED_BY_CUSTOMER = 'CANCELLED_BY_CUSTOMER';

export type StatusChange = {
  status: TransferStatus;
  rawStatus: TransferRawStatus | null;
  reason?: string | null;
  actor: Actor;
  at: Date;
  /** Other columns set with the status (references, batch, execution instant). */
  set?: Partial<
    Pick<TransferRow, 'journalReference' | 'reversalReference' | 'clearingBatchId' | 'executedAt'>
  >;
};

const newsOf = (change: StatusChange): TransferNews | null => {
  if (change.status === 'COMPLETED') {
    return 'EXECUTED';
  }
  if (change.status === 'REJECTED' || change.status === 'FAILED') {
    return change.reason === CANCELLED_BY_CUSTOMER ? 'CANCELLED' : 'REJECTED';
  }
  return null;
};

export type StatusLine = typeof transferStatusHistory.$inferSelect;

/**
 * The history line of a status the transfer has just taken, and the notification it deserves;
 * answers the line as stored.
 */
export async function recordStatus(
  db: AppDb,
  transfer: TransferRow,
  change: StatusChange,
): Promise<StatusLine> {
  const [line] = await db
    .insert(transferStatusHistory)
    .values({
      transferId: transfer.id,
      status: change.status,
      rawStatus: change.rawStatus,
      reason: change.reason ?? null,
      actor: change.actor,
      at: change.at,
    })
    .returning();
  if (!line) {
    throw new Error(`The history of transfer ${transfer.id} was not written`);
  }
  const news = newsOf(change);
  if (news) {
    await notifyTransfer(db, transfer, news, change.at);
  }
  return line;
}

export async function changeTransferStatus(
  db: AppDb,
  transfer: TransferRow,
  change: StatusChange,
): Promise<TransferRow> {
  const [updated] = await db
    .update(transfers)
    .set({
      status: change.status,
      rawStatus: change.rawStatus,
      statusReason: change.reason ?? null,
      updatedAt: change.at,
      ...change.set,
    })
    .where(eq(transfers.id, transfer.id))
    .returning();
  if (!updated) {
    throw new Error(`Transfer ${transfer.id} vanished`);
  }
  await recordStatus(db, updated, change);
  return updated;
}
