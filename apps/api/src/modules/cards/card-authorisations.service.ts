/**
 * The end of an authorisation: settled (the hold becomes a ledger entry debiting the card's
 * account and crediting the bank's card settlement account, in one transaction) or cancelled (the
 * hold is released, nothing is booked). The settlement job does it after a delay, the development
 * call at once.
 */
import type { CardOperation } from '@baraka/contracts';
import { toCalendarDate } from '@baraka/domain';
import { eq } from 'drizzle-orm';
import { getBankAccountId, releaseHold, settleHold } from '../../core/ledger/index.ts';
import { createReference } from '../../core/ledger/references.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { cardOperations } from '../../db/schema/index.ts';
import { AppError, isAppError } from '../../plugins/errors/index.ts';
import { cardError } from './card-errors.ts';
import { toCardOperation } from './card-mapper.ts';
import { OPERATION_LABELS } from './card-terminal.service.ts';
import { type CardOperationRow, listOpenAuthorisations, lockCard } from './cards.queries.ts';

/** A network settles a day's authorisations later; the demo waits minutes, not a day. */
export const SETTLEMENT_DELAY_MS = 15 * 60 * 1000;
const SWEEP_BATCH = 200;

export type CloseAction = 'SETTLE' | 'CANCEL';

async function settle(tx: AppTx, operation: CardOperationRow, holdId: string, accountId: string, now: Date) {
  const kind = operation.operationType === 'WITHDRAWAL' ? 'ATM_WITHDRAWAL' : 'CARD_PAYMENT';
  const label = `${operation.operationType === 'WITHDRAWAL' ? OPERATION_LABELS.WITHDRAWAL : OPERATION_LABELS.PURCHASE} ${operation.merchant}`;
  const bookingDate = toCalendarDate(now);
  const settlementId = await getBankAccountId(tx, 'CARD_SETTLEMENT', operation.currency);
  const posted = await settleHold(tx, holdId, {
    kind,
    description: label,
    bookingDate,
    valueDate: operation.operationDate,
    metadata: { cardId: operation.cardId, authorisation: operation.reference },
    postings: [
      {
        accountId,
        amountMinor: -operation.amountMinor,
        currency: operation.currency,
        kind,
        label,
        counterparty: operation.merchant,
      },
      {
        accountId: settlementId,
        amountMinor: operation.amountMinor,
        currency: operation.currency,
        kind,
        label,
      },
    ],
  });
  return { settledReference: posted.reference, settledOn: posted.bookingDate, closedAt: now };
}

export async function closeAuthorisation(
  db: AppDb,
  operationId: string,
  action: CloseAction,
  now: Date,
): Promise<CardOperation> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(cardOperations).where(eq(cardOperations.id, operationId));
    if (!found) {
      throw new AppError('NOT_FOUND', { message: 'No such card operation' });
    }
    // The card first, then the operation: the terminal's order, so the two never wait on each other.
    const parts = await lockCard(tx, found.cardId);
    const [operation] = await tx
      .select()
      .from(cardOperations)
      .where(eq(cardOperations.id, operationId))
      .for('update');
    if (!parts || !operation) {
      throw new AppError('NOT_FOUND', { message: 'No such card operation' });
    }
    const holdId = operation.holdId;
    if (operation.status !== 'VALIDE' || operation.settledReference !== null || holdId === null) {
      throw cardError('AUTHORISATION_CLOSED', 'This authorisation is already settled or cancelled');
    }
    const changes =
      action === 'SETTLE'
        ? await settle(tx, operation, holdId, parts.account.id, now)
        : await releaseHold(tx, holdId).then(() => ({
            status: 'ANNULE' as const,
            cancellationReference: createReference(toCalendarDate(now), 'AN'),
            closedAt: now,
          }));
    const [closed] = await tx
      .update(cardOperations)
      .set(changes)
      .where(eq(cardOperations.id, operationId))
      .returning();
    if (!closed) {
      throw new Error('The card operation was not updated');
    }
    return toCardOperation(closed, parts);
  });
}

/** The settlement job: every authorisation older than the delay is booked, each in its own transaction. */
export async function settleDueAuthorisations(
  db: AppDb,
  now: Date,
): Promise<{ settled: number; failed: number }> {
  const due = await listOpenAuthorisations(db, new Date(now.getTime() - SETTLEMENT_DELAY_MS), SWEEP_BATCH);
  let settled = 0;
  let failed = 0;
  for (const { id } of due) {
    try {
      await closeAuthorisation(db, id, 'SETTLE', now);
      settled += 1;
    } catch (error) {
      // Closed meanwhile (the development call, another replica): nothing left to do.
      if (!isAppError(error)) {
        throw error;
      }
      failed += 1;
    }
  }
  return { settled, failed };
}
