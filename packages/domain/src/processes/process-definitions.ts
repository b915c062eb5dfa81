/**
 * The process engine's definitions, as data: each process's states, its tasks (which state a task
 * waits in, who completes it — the customer or the bank — and where each outcome leads). Pure: the
 * API applies a completion inside a transaction and records every transition.
 */
import { ONBOARDING_PROCESS } from './onboarding-process.ts';

export const PROCESS_ACTORS = ['CUSTOMER', 'BANK'] as const;
export type ProcessActor = (typeof PROCESS_ACTORS)[number];

export type ProcessTask = {
  /** The state the process waits in for this task. */
  waitsIn: string;
  actor: ProcessActor;
  /** Each outcome and the state it leads to. */
  outcomes: Readonly<Record<string, string>>;
};

export type ProcessDefinition = {
  name: string;
  initialState: string;
  states: readonly string[];
  tasks: Readonly<Record<string, ProcessTask>>;
};

/**
 * A financing request: the bank reviews it, offers the schedule, the customer signs the offer with a
 * one-time code (or declines it), the bank pays the financing out.
 */
export const FINANCING_REQUEST_PROCESS: ProcessDefinition = {
  name: 'FINANCING_REQUEST',
  initialState: 'SUBMITTED',
  states: ['SUBMITTED', 'OFFERED', 'SIGNED', 'DISBURSED', 'REJECTED', 'DECLINED'],
  tasks: {
    REVIEW: { waitsIn: 'SUBMITTED', actor: 'BANK', outcomes: { APPROVE: 'OFFERED', REJECT: 'REJECTED' } },
    SIGN_OFFER: {
      waitsIn: 'OFFERED',
      actor: 'CUSTOMER',
      outcomes: { ACCEPT: 'SIGNED', DECLINE: 'DECLINED' },
    },
    DISBURSE: { waitsIn: 'SIGNED', actor: 'BANK', outcomes: { DISBURSE: 'DISBURSED' } },
  },
};

/**
 * A transfer the bank validates by hand before it is executed (see transfer-validation.ts for which
 * ones): the money is held meanwhile; approval books it, rejection gives the hold back.
 */
export const TRANSFER_VALIDATION_PROCESS: ProcessDefinition = {
  name: 'TRANSFER_VALIDATION',
  initialState: 'AWAITING_VALIDATION',
  states: ['AWAITING_VALIDATION', 'APPROVED', 'REJECTED'],
  tasks: {
    VALIDATE: {
      waitsIn: 'AWAITING_VALIDATION',
      actor: 'BANK',
      outcomes: { APPROVE: 'APPROVED', REJECT: 'REJECTED' },
    },
  },
};

/** A contact request (visitor's or customer's): the branch answers it, or closes it without an answer. */
export const CONTACT_REQUEST_PROCESS: ProcessDefinition = {
  name: 'CONTACT_REQUEST',
  initialState: 'RECEIVED',
  states: ['RECEIVED', 'ANSWERED', 'CLOSED'],
  tasks: {
    ANSWER: { waitsIn: 'RECEIVED', actor: 'BANK', outcomes: { ANSWER: 'ANSWERED', CLOSE: 'CLOSED' } },
  },
};

/** An appointment request at a branch: the branch confirms the slot or declines it. */
export const APPOINTMENT_REQUEST_PROCESS: ProcessDefinition = {
  name: 'APPOINTMENT_REQUEST',
  initialState: 'REQUESTED',
  states: ['REQUESTED', 'CONFIRMED', 'DECLINED'],
  tasks: {
    CONFIRM: {
      waitsIn: 'REQUESTED',
      actor: 'BANK',
      outcomes: { CONFIRM: 'CONFIRMED', DECLINE: 'DECLINED' },
    },
  },
};

export const PROCESS_DEFINITIONS: Readonly<Record<string, ProcessDefinition>> = {
  FINANCING_REQUEST: FINANCING_REQUEST_PROCESS,
  TRANSFER_VALIDATION: TRANSFER_VALIDATION_PROCESS,
  CONTACT_REQUEST: CONTACT_REQUEST_PROCESS,
  APPOINTMENT_REQUEST: APPOINTMENT_REQUEST_PROCESS,
  ONBOARDING: ONBOARDING_PROCESS,
};

export type TaskRefusal = 'UNKNOWN_TASK' | 'NOT_WAITING' | 'WRONG_PARTY' | 'UNKNOWN_OUTCOME';

/** Where completing `task` with `outcome` by `actor` leads from `state`, or why it is refused. */
export function completeProcessTask(
  definition: ProcessDefinition,
  state: string,
  completion: { task: string; outcome: string; actor: ProcessActor },
): { to: string } | { refusal: TaskRefusal } {
  const task = definition.tasks[completion.task];
  if (!task) {
    return { refusal: 'UNKNOWN_TASK' };
  }
  if (task.waitsIn !== state) {
    return { refusal: 'NOT_WAITING' };
  }
  if (task.actor !== completion.actor) {
    return { refusal: 'WRONG_PARTY' };
  }
  const to = task.outcomes[completion.outcome];
  return to === undefined ? { refusal: 'UNKNOWN_OUTCOME' } : { to };
}

/** The tasks waiting in a state (none in a final state). */
export function listWaitingTasks(
  definition: ProcessDefinition,
  state: string,
): { task: string; actor: ProcessActor }[] {
  return Object.entries(definition.tasks)
    .filter(([, task]) => task.waitsIn === state)
    .map(([name, task]) => ({ task: name, actor: task.actor }));
}

/** Every state is reached from the initial one and every outcome leads to a known state. */
export function checkProcessDefinition(definition: ProcessDefinition): string[] {
  const problems: string[] = [];
  const known = new Set(definition.states);
  if (!known.has(definition.initialState)) {
    problems.push(`initial state ${definition.initialState} is not a state`);
  }
  for (const [name, task] of Object.entries(definition.tasks)) {
    if (!known.has(task.waitsIn)) {
      problems.push(`${name} waits in unknown state ${task.waitsIn}`);
    }
    for (const [outcome, to] of Object.entries(task.outcomes)) {
      if (!known.has(to)) {
        problems.push(`${name}.${outcome} leads to unknown state ${to}`);
      }
    }
  }
  const reached = new Set([definition.initialState]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const task of Object.values(definition.tasks)) {
      if (reached.has(task.waitsIn)) {
        for (const to of Object.values(task.outcomes)) {
          if (!reached.has(to)) {
            reached.add(to);
            grew = true;
          }
        }
      }
    }
  }
  problems.push(
    ...definition.states.filter((state) => !reached.has(state)).map((state) => `${state} is never reached`),
  );
  return problems;
}
