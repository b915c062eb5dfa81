/**
 * Digital onboarding as a process of the engine (spec §2 digital-onboarding, §7 flowable/onboarding):
 * the applicant fills the application (each saved step is an outcome of one task that stays in
 * DRAFT, SUBMIT leaves it), then the bank checks the documents, starts the review and decides; it
 * may reject at each of its steps. The outcomes are the events the onboarding history shows.
 */
import type { ProcessDefinition } from './process-definitions.ts';

/**
 * DRAFT while the applicant fills the steps; SUBMITTED once sent; the bank then confirms the
 * documents (DOCUMENTS_RECEIVED), reviews the file (UNDER_REVIEW) and decides (APPROVED, REJECTED).
 */
export const ONBOARDING_STATES = [
  'DRAFT',
  'SUBMITTED',
  'DOCUMENTS_RECEIVED',
  'UNDER_REVIEW',
  'APPROVED',
  'REJECTED',
] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];

export const ONBOARDING_PROCESS: ProcessDefinition = {
  name: 'ONBOARDING',
  initialState: 'DRAFT',
  states: ONBOARDING_STATES,
  tasks: {
    FILL_APPLICATION: {
      waitsIn: 'DRAFT',
      actor: 'CUSTOMER',
      outcomes: {
        SAVE_IDENTITY: 'DRAFT',
        ADD_DOCUMENT: 'DRAFT',
        VERIFY_CONTACT: 'DRAFT',
        SUBMIT: 'SUBMITTED',
      },
    },
    CHECK_DOCUMENTS: {
      waitsIn: 'SUBMITTED',
      actor: 'BANK',
      outcomes: { RECEIVE_DOCUMENTS: 'DOCUMENTS_RECEIVED', REJECT: 'REJECTED' },
    },
    REVIEW: {
      waitsIn: 'DOCUMENTS_RECEIVED',
      actor: 'BANK',
      outcomes: { START_REVIEW: 'UNDER_REVIEW', REJECT: 'REJECTED' },
    },
    DECIDE: { waitsIn: 'UNDER_REVIEW', actor: 'BANK', outcomes: { APPROVE: 'APPROVED', REJECT: 'REJECTED' } },
  },
};

/** The events of the history: the start, then every outcome of a task, in the definition's order. */
export const ONBOARDING_EVENTS: readonly string[] = [
  'START',
  ...new Set(Object.values(ONBOARDING_PROCESS.tasks).flatMap((task) => Object.keys(task.outcomes))),
];

/** The applicant's own task: every step they save is one of its outcomes. */
export const ONBOARDING_APPLICANT_TASK = 'FILL_APPLICATION';

/**
 * The task an event completes: the one waiting in `state` that has this outcome, or else the first
 * that has it (the engine then refuses it as not waiting). Undefined for an event no task has.
 */
export function findOnboardingTask(state: string, event: string): string | undefined {
  const withOutcome = Object.entries(ONBOARDING_PROCESS.tasks).filter(([, task]) => event in task.outcomes);
  const waiting = withOutcome.find(([, task]) => task.waitsIn === state);
  return (waiting ?? withOutcome[0])?.[0];
}

export function isOnboardingState(value: string): value is OnboardingState {
  return (ONBOARDING_STATES as readonly string[]).includes(value);
}

/** Whether the applicant may still change what they entered: their task waits in this state. */
export function isOnboardingEditable(state: OnboardingState): boolean {
  return ONBOARDING_PROCESS.tasks[ONBOARDING_APPLICANT_TASK]?.waitsIn === state;
}
