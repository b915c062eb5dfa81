/**
 * The bank's side of financing requests as a job, standing in for a back office: it reviews the
 * requests REVIEW_DELAY_MS old (granting those the income can carry) and pays out the offers signed
 * DISBURSE_DELAY_MS ago. Safe with several runners: a step already taken is refused by the engine.
 */
import { PROCESS_ERROR_CODES } from '@baraka/contracts';
import { FINANCING_REQUEST_PROCESS } from '@baraka/domain';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { processes } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { completeBankTask } from './bank-tasks.ts';
import { makeOffer } from './financing-request.service.ts';

/** The bank's review waits this long after the request, its payout this long after the signature. */
export const REVIEW_DELAY_MS = 2 * 60_000;
export const DISBURSE_DELAY_MS = 60_000;
/** The bank grants a request whose instalment is at most this share of the monthly income. */
const MAX_DEBT_RATIO = 0.4;

/** The bank's side as a job: reviews requests REVIEW_DELAY_MS old, pays out offers signed DISBURSE_DELAY_MS ago. */
export async function runDueBankTasks(
  db: AppDb,
  now: Date,
): Promise<{ reviewed: number; disbursed: number }> {
  const due = await db
    .select()
    .from(processes)
    .where(
      and(
        eq(processes.definition, FINANCING_REQUEST_PROCESS.name),
        inArray(processes.state, ['SUBMITTED', 'SIGNED']),
        lte(processes.updatedAt, new Date(now.getTime() - Math.min(REVIEW_DELAY_MS, DISBURSE_DELAY_MS))),
      ),
    );
  const counts = { reviewed: 0, disbursed: 0 };
  for (const process of due) {
    const waited = now.getTime() - process.updatedAt.getTime();
    try {
      if (process.state === 'SUBMITTED' && waited >= REVIEW_DELAY_MS) {
        const offer = makeOffer(process, now);
        const income = Number(process.variables.monthlyIncome ?? '0');
        const isAffordable = Number(offer['offer.instalment']) <= income * MAX_DEBT_RATIO;
        await completeBankTask(
          db,
          { processId: process.id, task: 'REVIEW', outcome: isAffordable ? 'APPROVE' : 'REJECT' },
          now,
        );
        counts.reviewed += 1;
      } else if (process.state === 'SIGNED' && waited >= DISBURSE_DELAY_MS) {
        await completeBankTask(db, { processId: process.id, task: 'DISBURSE', outcome: 'DISBURSE' }, now);
        counts.disbursed += 1;
      }
    } catch (error) {
      // Another runner moved it first: the process no longer waits for this task.
      if (!(error instanceof AppError) || error.code !== PROCESS_ERROR_CODES.NOT_WAITING.code) {
        throw error;
      }
    }
  }
  return counts;
}
