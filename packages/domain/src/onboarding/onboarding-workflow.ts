/**
 * The digital onboarding workflow (spec §2 digital-onboarding, §7 flowable/onboarding): the states an
 * application goes through, the events that move it, and every allowed transition in one table.
 * Pure: the API applies it inside a transaction and records each transition in the history.
 */

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

export const ONBOARDING_EVENTS = [
  /** The application is created with the first form. */
  'START',
  'SAVE_IDENTITY',
  'ADD_DOCUMENT',
  'VERIFY_CONTACT',
  'SUBMIT',
  /** The bank's side: documents checked, review started, decision. */
  'RECEIVE_DOCUMENTS',
  'START_REVIEW',
  'APPROVE',
  'REJECT',
] as const;
export type OnboardingEvent = (typeof ONBOARDING_EVENTS)[number];

/** Who sends an event: the applicant's own steps, or the bank's back office. */
export const ONBOARDING_EVENT_ACTORS: Readonly<Record<OnboardingEvent, 'APPLICANT' | 'BANK'>> = {
  START: 'APPLICANT',
  SAVE_IDENTITY: 'APPLICANT',
  ADD_DOCUMENT: 'APPLICANT',
  VERIFY_CONTACT: 'APPLICANT',
  SUBMIT: 'APPLICANT',
  RECEIVE_DOCUMENTS: 'BANK',
  START_REVIEW: 'BANK',
  APPROVE: 'BANK',
  REJECT: 'BANK',
};

/** The initial state: START is the only event with no state before it. */
export const ONBOARDING_INITIAL_STATE: OnboardingState = 'DRAFT';

/** Every allowed transition; an event absent from a state's row is refused in that state. */
export const ONBOARDING_TRANSITIONS: Readonly<
  Record<OnboardingState, Readonly<Partial<Record<OnboardingEvent, OnboardingState>>>>
> = {
  DRAFT: {
    SAVE_IDENTITY: 'DRAFT',
    ADD_DOCUMENT: 'DRAFT',
    VERIFY_CONTACT: 'DRAFT',
    SUBMIT: 'SUBMITTED',
  },
  SUBMITTED: { RECEIVE_DOCUMENTS: 'DOCUMENTS_RECEIVED', REJECT: 'REJECTED' },
  DOCUMENTS_RECEIVED: { START_REVIEW: 'UNDER_REVIEW', REJECT: 'REJECTED' },
  UNDER_REVIEW: { APPROVE: 'APPROVED', REJECT: 'REJECTED' },
  APPROVED: {},
  REJECTED: {},
};

/** The state after `event`, or null when the event is not allowed in `state`. */
export function applyOnboardingEvent(state: OnboardingState, event: OnboardingEvent): OnboardingState | null {
  return ONBOARDING_TRANSITIONS[state][event] ?? null;
}

export function getAllowedOnboardingEvents(state: OnboardingState): OnboardingEvent[] {
  return ONBOARDING_EVENTS.filter((event) => ONBOARDING_TRANSITIONS[state][event] !== undefined);
}

/** A state no event leaves: the decision is final. */
export function isTerminalOnboardingState(state: OnboardingState): boolean {
  return getAllowedOnboardingEvents(state).length === 0;
}

export function isOnboardingState(value: string): value is OnboardingState {
  return (ONBOARDING_STATES as readonly string[]).includes(value);
}

/** Whether the applicant may still change what they entered. */
export function isOnboardingEditable(state: OnboardingState): boolean {
  return state === 'DRAFT';
}
