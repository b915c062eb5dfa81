/**
 * The bank's steps on an application (back office, or the development route): documents checked,
 * review, decision — tasks of the application's ONBOARDING process. What entering a state does (its
 * date, the decision e-mail) is one function, whichever call completed the task.
 */
import type { OnboardingApplication } from '@baraka/contracts';
import { findOnboardingTask } from '@baraka/domain';
import { insertOutboxMessage } from '../../adapters/outbox/outbox.queries.ts';
import { advanceProcess, type ProcessRow } from '../../core/processes/process-engine.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { findApplication } from './onboarding.queries.ts';
import { acknowledgedOf } from './onboarding.service.ts';
import { buildDecisionMessage } from './onboarding-message.ts';
import { stampApplication } from './onboarding-transitions.ts';
import { buildApplicationView } from './onboarding-view.ts';

/** Entering `to` after a bank step: the application's dates, and the decision e-mail once decided. */
export async function enterOnboardingState(tx: AppTx, process: ProcessRow, to: string, at: Date) {
  const application = await findApplication(tx, { processId: process.id });
  if (!application) {
    throw new Error(`Process ${process.id} carries no application`);
  }
  const moved = await stampApplication(tx, application, to, at);
  if ((to === 'APPROVED' || to === 'REJECTED') && moved.email) {
    const language = moved.language;
    const acknowledged = await acknowledgedOf(tx, { ...moved, state: to }, language);
    await insertOutboxMessage(tx, buildDecisionMessage(to, acknowledged, language));
  }
  return {};
}

export async function advanceApplication(
  db: AppDb,
  input: { applicationId: string; event: string; note?: string | undefined; at: Date },
): Promise<OnboardingApplication> {
  return db.transaction(async (tx) => {
    const application = await findApplication(tx, { id: input.applicationId }, { lock: true });
    if (!application) {
      throw new AppError('NOT_FOUND', { message: 'No application with this id' });
    }
    const completion = {
      task: findOnboardingTask(application.state, input.event) ?? input.event,
      outcome: input.event,
      actor: 'BANK' as const,
      detail: input.note ?? null,
    };
    const moved = await advanceProcess(tx, application.processId, completion, input.at, (locked, to) =>
      enterOnboardingState(tx, locked, to, input.at),
    );
    const decided = await findApplication(tx, { processId: moved.id });
    if (!decided) {
      throw new Error('The application went missing');
    }
    return buildApplicationView(tx, decided);
  });
}
