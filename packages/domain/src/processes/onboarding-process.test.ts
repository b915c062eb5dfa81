import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findOnboardingTask,
  isOnboardingEditable,
  ONBOARDING_EVENTS,
  ONBOARDING_PROCESS,
  ONBOARDING_STATES,
  type OnboardingState,
} from './onboarding-process.ts';
import { completeProcessTask, listWaitingTasks, type ProcessActor } from './process-definitions.ts';

const STEPS = ONBOARDING_EVENTS.filter((event) => event !== 'START');
const anyStep = fc.constantFrom(...STEPS);
const anyActor = fc.constantFrom<ProcessActor>('CUSTOMER', 'BANK');

/** Runs events from the start as the API does (each by its task's party), skipping refused ones. */
const run = (events: readonly string[]): string[] => {
  const visited = [ONBOARDING_PROCESS.initialState];
  let state = ONBOARDING_PROCESS.initialState;
  for (const event of events) {
    const task = findOnboardingTask(state, event) ?? '';
    const actor = ONBOARDING_PROCESS.tasks[task]?.actor ?? 'CUSTOMER';
    const next = completeProcessTask(ONBOARDING_PROCESS, state, { task, outcome: event, actor });
    state = 'to' in next ? next.to : state;
    visited.push(state);
  }
  return visited;
};
const isFinal = (state: string) => listWaitingTasks(ONBOARDING_PROCESS, state).length === 0;

describe('onboarding as a process of the engine', () => {
  it('walks the happy path to approval', () => {
    const path = [
      'SAVE_IDENTITY',
      'ADD_DOCUMENT',
      'VERIFY_CONTACT',
      'SUBMIT',
      'RECEIVE_DOCUMENTS',
      'START_REVIEW',
      'APPROVE',
    ];
    expect(run(path).at(-1)).toBe('APPROVED');
  });

  it('reaches a decision only through submission and review, whatever the events', () => {
    fc.assert(
      fc.property(fc.array(anyStep, { maxLength: 60 }), (events) => {
        const visited = run(events);
        for (const state of visited) {
          expect(ONBOARDING_STATES).toContain(state);
        }
        const approvedAt = visited.indexOf('APPROVED');
        if (approvedAt >= 0) {
          expect(visited.slice(0, approvedAt)).toEqual(expect.arrayContaining(['SUBMITTED', 'UNDER_REVIEW']));
        }
      }),
    );
    expect(ONBOARDING_STATES.filter(isFinal)).toEqual(['APPROVED', 'REJECTED']);
  });

  it('lets only the applicant fill, only before submitting, and only the bank act after', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ONBOARDING_STATES), anyStep, anyActor, (state, event, actor) => {
        const task = findOnboardingTask(state, event) ?? '';
        const next = completeProcessTask(ONBOARDING_PROCESS, state, { task, outcome: event, actor });
        if ('to' in next) {
          expect(actor === 'CUSTOMER').toBe(isOnboardingEditable(state as OnboardingState));
        }
      }),
    );
    expect(ONBOARDING_STATES.filter(isOnboardingEditable)).toEqual(['DRAFT']);
    const submit = { task: 'FILL_APPLICATION', outcome: 'SUBMIT' };
    expect(completeProcessTask(ONBOARDING_PROCESS, 'DRAFT', { ...submit, actor: 'BANK' })).toEqual({
      refusal: 'WRONG_PARTY',
    });
    expect(completeProcessTask(ONBOARDING_PROCESS, 'SUBMITTED', { ...submit, actor: 'CUSTOMER' })).toEqual({
      refusal: 'NOT_WAITING',
    });
  });

  it('finds the bank task an event completes from the state it is in', () => {
    expect(findOnboardingTask('SUBMITTED', 'REJECT')).toBe('CHECK_DOCUMENTS');
    expect(findOnboardingTask('DOCUMENTS_RECEIVED', 'REJECT')).toBe('REVIEW');
    expect(findOnboardingTask('UNDER_REVIEW', 'REJECT')).toBe('DECIDE');
    expect(findOnboardingTask('DRAFT', 'APPROVE')).toBe('DECIDE');
    expect(findOnboardingTask('DRAFT', 'START')).toBeUndefined();
  });
});
