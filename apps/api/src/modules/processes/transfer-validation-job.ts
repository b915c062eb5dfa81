/**
 * The bank's validation of held transfers as a job, standing in for a back office: each transfer
 * that has waited the review's delay is approved or rejected by the domain's rule (as data), through
 * the same bank task the development call completes, so the booking (or the hold given back) and
 * the customer's notification happen once, in the task's transaction. Safe with several runners: a
 * task already completed is refused by the engine and skipped.
 */
import { PROCESS_ERROR_CODES } from '@baraka/contracts';
import {
  decideTransferValidation,
  TRANSFER_VALIDATION_PROCESS,
  TRANSFER_VALIDATION_REVIEW,
  type TransferValidationReview,
} from '@baraka/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { processes, transfers } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { completeBankTask } from './bank-tasks.ts';

export async function runDueTransferValidations(
  db: AppDb,
  now: Date,
  review: TransferValidationReview = TRANSFER_VALIDATION_REVIEW,
): Promise<{ approved: number; rejected: number }> {
  const due = await db
    .select({
      processId: processes.id,
      payeeCountry: transfers.payeeCountry,
      dinarMinor: transfers.dinarMinor,
    })
    .from(processes)
    .innerJoin(transfers, eq(transfers.id, sql`(${processes.variables}->>'transferId')::uuid`))
    .where(
      and(
        eq(processes.definition, TRANSFER_VALIDATION_PROCESS.name),
        eq(processes.state, 'AWAITING_VALIDATION'),
        lte(processes.updatedAt, new Date(now.getTime() - review.afterMs)),
      ),
    );
  const counts = { approved: 0, rejected: 0 };
  for (const transfer of due) {
    const outcome = decideTransferValidation(transfer, review);
    try {
      await completeBankTask(db, { processId: transfer.processId, task: 'VALIDATE', outcome }, now);
      counts[outcome === 'APPROVE' ? 'approved' : 'rejected'] += 1;
    } catch (error) {
      // Another runner (or the development call) completed it first.
      if (!(error instanceof AppError) || error.code !== PROCESS_ERROR_CODES.NOT_WAITING.code) {
        throw error;
      }
    }
  }
  return counts;
}
