/**
 * The bank completing one of its tasks, whatever the process: the engine moves it and what the new
 * state means (an offer, a payout, a held transfer booked or given back) happens in the same
 * transaction, so it happens exactly once.
 */
import type { CompleteTaskRequest, ProcessView } from '@baraka/contracts';
import { advanceProcess, type ProcessRow } from '../../core/processes/process-engine.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { setContactRequestStatus } from '../contact/index.ts';
import { enterOnboardingState } from '../onboarding/index.ts';
import { executeValidatedTransfer, refuseValidatedTransfer } from '../transfers/index.ts';
import { enterFinancingState } from './financing-request.service.ts';
import { describeOne } from './process-reads.ts';

type BankStep = (
  tx: AppTx,
  locked: ProcessRow,
  to: string,
  now: Date,
) => Promise<Partial<Pick<ProcessRow, 'variables' | 'financingId'>>>;

const enterTransferValidationState: BankStep = async (tx, locked, to, now) => {
  if (to === 'APPROVED') {
    await executeValidatedTransfer(tx, locked.variables, now);
  } else if (to === 'REJECTED') {
    await refuseValidatedTransfer(tx, locked.variables, now);
  }
  return {};
};

/** The contact request's own status follows its process (an appointment's state is its process's). */
const enterContactState: BankStep = async (tx, locked, to) => {
  if (to === 'ANSWERED' || to === 'CLOSED') {
    await setContactRequestStatus(tx, Number(locked.variables.contactRequestId), to);
  }
  return {};
};

/** Each definition's effects of the bank's steps; a definition absent here (APPOINTMENT_REQUEST) has none. */
const BANK_STEPS: Readonly<Record<string, BankStep>> = {
  FINANCING_REQUEST: enterFinancingState,
  TRANSFER_VALIDATION: enterTransferValidationState,
  CONTACT_REQUEST: enterContactState,
  ONBOARDING: enterOnboardingState,
};

export async function completeBankTask(
  db: AppDb,
  body: CompleteTaskRequest,
  now: Date,
): Promise<ProcessView> {
  const moved = await db.transaction((tx) =>
    advanceProcess(tx, body.processId, { ...body, actor: 'BANK' }, now, async (locked, to) => {
      const step = BANK_STEPS[locked.definition];
      return step ? step(tx, locked, to, now) : {};
    }),
  );
  return describeOne(db, moved);
}
