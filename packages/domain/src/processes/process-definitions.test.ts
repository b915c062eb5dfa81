import { describe, expect, it } from 'vitest';
import {
  checkProcessDefinition,
  completeProcessTask,
  FINANCING_REQUEST_PROCESS,
  listWaitingTasks,
  PROCESS_DEFINITIONS,
} from './process-definitions.ts';

describe('the process engine’s definitions', () => {
  it.each(Object.entries(PROCESS_DEFINITIONS))(
    '%s is consistent: every state reached, every outcome known',
    (_, definition) => {
      expect(checkProcessDefinition(definition)).toEqual([]);
    },
  );

  it('takes a financing request through review, signature and payout', () => {
    const steps = [
      { task: 'REVIEW', outcome: 'APPROVE', actor: 'BANK' },
      { task: 'SIGN_OFFER', outcome: 'ACCEPT', actor: 'CUSTOMER' },
      { task: 'DISBURSE', outcome: 'DISBURSE', actor: 'BANK' },
    ] as const;
    let state = FINANCING_REQUEST_PROCESS.initialState;
    for (const step of steps) {
      const next = completeProcessTask(FINANCING_REQUEST_PROCESS, state, step);
      expect(next).toHaveProperty('to');
      state = 'to' in next ? next.to : state;
    }
    expect(state).toBe('DISBURSED');
    expect(listWaitingTasks(FINANCING_REQUEST_PROCESS, state)).toEqual([]);
  });

  it('refuses a task completed by the wrong party, out of turn, or with an unknown outcome', () => {
    const definition = FINANCING_REQUEST_PROCESS;
    expect(
      completeProcessTask(definition, 'SUBMITTED', { task: 'REVIEW', outcome: 'APPROVE', actor: 'CUSTOMER' }),
    ).toEqual({
      refusal: 'WRONG_PARTY',
    });
    expect(
      completeProcessTask(definition, 'SUBMITTED', {
        task: 'SIGN_OFFER',
        outcome: 'ACCEPT',
        actor: 'CUSTOMER',
      }),
    ).toEqual({
      refusal: 'NOT_WAITING',
    });
    expect(
      completeProcessTask(definition, 'OFFERED', { task: 'SIGN_OFFER', outcome: 'MAYBE', actor: 'CUSTOMER' }),
    ).toEqual({
      refusal: 'UNKNOWN_OUTCOME',
    });
    expect(
      completeProcessTask(definition, 'OFFERED', { task: 'PAY', outcome: 'ACCEPT', actor: 'CUSTOMER' }),
    ).toEqual({
      refusal: 'UNKNOWN_TASK',
    });
  });

  it('names the task waiting and who completes it', () => {
    expect(listWaitingTasks(FINANCING_REQUEST_PROCESS, 'OFFERED')).toEqual([
      { task: 'SIGN_OFFER', actor: 'CUSTOMER' },
    ]);
  });
});
