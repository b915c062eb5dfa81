/**
 * Applies the domain's onboarding workflow to a stored application: the state changes only here,
 * always with its history row, in the caller's transaction (the application row locked).
 */
import {
  applyOnboardingEvent,
  isOnboardingState,
  ONBOARDING_EVENT_ACTORS,
  ONBOARDING_INITIAL_STATE,
  type OnboardingEvent,
  type OnboardingState,
} from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import {
  type ApplicationRow,
  type ApplicationUpdate,
  insertHistoryEntry,
  updateApplication,
} from './onboarding.queries.ts';

export const stateOf = (application: ApplicationRow): OnboardingState => {
  if (!isOnboardingState(application.state)) {
    throw new Error(`Application ${application.id} is in an unknown state ${application.state}`);
  }
  return application.state;
};

/** The history row of the application's creation (START: no state before it). */
export const recordStart = (db: AppDb, applicationId: string, at: Date) =>
  insertHistoryEntry(db, {
    applicationId,
    event: 'START',
    fromState: null,
    toState: ONBOARDING_INITIAL_STATE,
    actor: ONBOARDING_EVENT_ACTORS.START,
    detail: null,
    createdAt: at,
  });

/** Dates a state sets when entered. */
const stampsOf = (state: OnboardingState, at: Date): ApplicationUpdate => {
  if (state === 'SUBMITTED') {
    return { submittedAt: at };
  }
  if (state === 'APPROVED' || state === 'REJECTED') {
    return { decidedAt: at };
  }
  return {};
};

/**
 * Moves the application by `event` (refused with CONFLICT when the workflow does not allow it in
 * the current state), applies `changes` with it, and records the transition.
 */
export async function transition(
  db: AppDb,
  application: ApplicationRow,
  event: OnboardingEvent,
  options: { at: Date; changes?: ApplicationUpdate; detail?: string | null },
): Promise<ApplicationRow> {
  const from = stateOf(application);
  const to = applyOnboardingEvent(from, event);
  if (to === null) {
    throw new AppError('CONFLICT', { message: `${event} is not possible while the application is ${from}` });
  }
  const updated = await updateApplication(db, application.id, {
    ...options.changes,
    ...(to === from ? {} : stampsOf(to, options.at)),
    state: to,
    updatedAt: options.at,
  });
  await insertHistoryEntry(db, {
    applicationId: application.id,
    event,
    fromState: from,
    toState: to,
    actor: ONBOARDING_EVENT_ACTORS[event],
    detail: options.detail ?? null,
    createdAt: options.at,
  });
  return updated;
}
