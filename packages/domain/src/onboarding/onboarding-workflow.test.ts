import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOnboardingEvent,
  getAllowedOnboardingEvents,
  isOnboardingEditable,
  isOnboardingState,
  isTerminalOnboardingState,
  ONBOARDING_EVENT_ACTORS,
  ONBOARDING_EVENTS,
  ONBOARDING_INITIAL_STATE,
  ONBOARDING_STATES,
  ONBOARDING_TRANSITIONS,
  type OnboardingEvent,
  type OnboardingState,
} from './onboarding-workflow.ts';

const anyEvent = fc.constantFrom(...ONBOARDING_EVENTS);
const anyState = fc.constantFrom(...ONBOARDING_STATES);

/** Runs events from the initial state, skipping refused ones as the API does; every state visited. */
const run = (events: readonly OnboardingEvent[]): OnboardingState[] => {
  const visited: OnboardingState[] = [ONBOARDING_INITIAL_STATE];
  let state = ONBOARDING_INITIAL_STATE;
  for (const event of events) {
    state = applyOnboardingEvent(state, event) ?? state;
    visited.push(state);
  }
  return visited;
};

describe('onboarding workflow', () => {
  it('never reaches a state outside the list, whatever the events', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 60 }), (events) => {
        for (const state of run(events)) {
          expect(isOnboardingState(state)).toBe(true);
        }
      }),
    );
  });

  it('only leads to known states from every state', () => {
    fc.assert(
      fc.property(anyState, anyEvent, (state, event) => {
        const next = applyOnboardingEvent(state, event);
        expect(next === null || ONBOARDING_STATES.includes(next)).toBe(true);
        expect(next !== null).toBe(getAllowedOnboardingEvents(state).includes(event));
      }),
    );
  });

  it('keeps a terminal state terminal, whatever comes after', () => {
    fc.assert(
      fc.property(anyState, fc.array(anyEvent, { maxLength: 30 }), (start, events) => {
        fc.pre(isTerminalOnboardingState(start));
        for (const event of events) {
          expect(applyOnboardingEvent(start, event)).toBeNull();
        }
      }),
    );
    expect(ONBOARDING_STATES.filter(isTerminalOnboardingState)).toEqual(['APPROVED', 'REJECTED']);
  });

  it('reaches a decision only through review, and every path ends decided or still moving', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 60 }), (events) => {
        const visited = run(events);
        const approvedAt = visited.indexOf('APPROVED');
        if (approvedAt >= 0) {
          expect(visited.slice(0, approvedAt)).toContain('UNDER_REVIEW');
          expect(visited.slice(0, approvedAt)).toContain('SUBMITTED');
        }
        const last = visited.at(-1) ?? ONBOARDING_INITIAL_STATE;
        expect(isTerminalOnboardingState(last) || getAllowedOnboardingEvents(last).length > 0).toBe(true);
      }),
    );
  });

  it('lets the applicant edit only before submitting, and the bank act only after', () => {
    for (const state of ONBOARDING_STATES) {
      const events = getAllowedOnboardingEvents(state);
      const byApplicant = events.some((event) => ONBOARDING_EVENT_ACTORS[event] === 'APPLICANT');
      expect(byApplicant).toBe(isOnboardingEditable(state));
    }
    expect(applyOnboardingEvent('DRAFT', 'APPROVE')).toBeNull();
    expect(applyOnboardingEvent('SUBMITTED', 'ADD_DOCUMENT')).toBeNull();
  });

  it('walks the happy path to approval', () => {
    const path: OnboardingEvent[] = [
      'SAVE_IDENTITY',
      'ADD_DOCUMENT',
      'VERIFY_CONTACT',
      'SUBMIT',
      'RECEIVE_DOCUMENTS',
      'START_REVIEW',
      'APPROVE',
    ];
    expect(run(path).at(-1)).toBe('APPROVED');
    // START creates the application: no state leaves through it.
    expect(Object.values(ONBOARDING_TRANSITIONS).some((row) => row.START !== undefined)).toBe(false);
  });
});
