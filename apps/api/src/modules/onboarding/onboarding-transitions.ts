/**
 * An application moves only as its ONBOARDING process does: the engine checks each step against
 * the definition (the applicant's task while a draft, the bank's after), records the transition,
 * and the application takes the dates the new state sets, all in the caller's transaction.
 */
import {
  findOnboardingTask,
  isOnboardingState,
  ONBOARDING_APPLICANT_TASK,
  ONBOARDING_PROCESS,
  type OnboardingState,
  type ProcessActor,
} from '@baraka/domain';
import {
  advanceProcess,
  type ProcessRow,
  requireCompletion,
  startProcess,
} from '../../core/processes/process-engine.ts';
import type { AppTx } from '../../db/client.ts';
import { type ApplicationRow, type ApplicationUpdate, updateApplication } from './onboarding.queries.ts';

export const stateOf = (application: ApplicationRow): OnboardingState => {
  if (!isOnboardingState(application.state)) {
    throw new Error(`Application ${application.id} is in an unknown state ${application.state}`);
  }
  return application.state;
};

/** The process of a new application, started by the visitor applying. */
export const startOnboardingProcess = (tx: AppTx, reference: string, at: Date): Promise<ProcessRow> =>
  startProcess(tx, {
    definition: ONBOARDING_PROCESS,
    customerId: null,
    userId: null,
    variables: { reference },
    now: at,
  });

/**
 * Refuses, as the engine refuses any step out of turn, when the applicant's task no longer waits:
 * checked before work a refusal would throw away (a code sent, a file read).
 */
export const requireEditable = (application: ApplicationRow): void => {
  requireCompletion(ONBOARDING_PROCESS, application.state, {
    task: ONBOARDING_APPLICANT_TASK,
    outcome: 'SAVE_IDENTITY',
    actor: 'CUSTOMER',
  });
};

/** Dates a state sets when entered. */
const stampsOf = (state: string, at: Date): ApplicationUpdate => {
  if (state === 'SUBMITTED') {
    return { submittedAt: at };
  }
  if (state === 'APPROVED' || state === 'REJECTED') {
    return { decidedAt: at };
  }
  return {};
};

/**
 * What entering `to` does to the application, with the step's `changes`: the dates the state sets
 * (the process holds the state itself).
 */
export const stampApplication = (
  tx: AppTx,
  application: ApplicationRow,
  to: string,
  at: Date,
  changes: ApplicationUpdate = {},
) =>
  updateApplication(tx, application.id, {
    ...changes,
    ...(to === application.state ? {} : stampsOf(to, at)),
    updatedAt: at,
  });

/**
 * Completes the step `event` (an outcome of the task waiting in the application's state) as
 * `actor` — the applicant unless said — through the engine, which refuses it out of turn or from
 * the wrong party; `changes` are applied with it.
 */
export async function transition(
  tx: AppTx,
  application: ApplicationRow,
  event: string,
  options: { at: Date; actor?: ProcessActor; changes?: ApplicationUpdate; detail?: string | null },
): Promise<ApplicationRow> {
  const moved = await advanceProcess(
    tx,
    application.processId,
    {
      task: findOnboardingTask(application.state, event) ?? event,
      outcome: event,
      actor: options.actor ?? 'CUSTOMER',
      detail: options.detail ?? null,
    },
    options.at,
  );
  const updated = await stampApplication(tx, application, moved.state, options.at, options.changes);
  return { ...updated, state: moved.state };
}
