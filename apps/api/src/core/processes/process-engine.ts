/**
 * The one process engine: starts a process of a definition and moves it by completing a task,
 * checking the definition (which state the task waits in, who completes it, where each outcome
 * leads) and recording every transition, in the caller's transaction. The process row is locked
 * while it moves, so two completions of one task never both happen.
 */

import { PROCESS_ERROR_CODES } from '@baraka/contracts';
import {
  completeProcessTask,
  PROCESS_DEFINITIONS,
  type ProcessActor,
  type ProcessDefinition,
} from '@baraka/domain';
import { eq } from 'drizzle-orm';
import type { AppTx } from '../../db/client.ts';
import { processes, processTransitions } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';

export type ProcessRow = typeof processes.$inferSelect;

/** The customer who started a process; only a visitor's contact or appointment request has none. */
export function customerOf(process: ProcessRow): { customerId: string; userId: string } {
  if (process.customerId === null || process.startedBy === null) {
    throw new Error(`Process ${process.id} has no customer`);
  }
  return { customerId: process.customerId, userId: process.startedBy };
}

export function definitionOf(name: string): ProcessDefinition {
  const definition = PROCESS_DEFINITIONS[name];
  if (!definition) {
    throw new Error(`Unknown process ${name}`);
  }
  return definition;
}

export async function startProcess(
  tx: AppTx,
  start: {
    definition: ProcessDefinition;
    /** Null for a visitor's request. */
    customerId: string | null;
    userId: string | null;
    variables: Record<string, string>;
    now: Date;
  },
): Promise<ProcessRow> {
  const [row] = await tx
    .insert(processes)
    .values({
      definition: start.definition.name,
      customerId: start.customerId,
      startedBy: start.userId,
      state: start.definition.initialState,
      variables: start.variables,
      createdAt: start.now,
      updatedAt: start.now,
    })
    .returning();
  if (!row) {
    throw new Error('The process was not written');
  }
  await tx.insert(processTransitions).values({
    processId: row.id,
    task: null,
    outcome: 'START',
    // Whoever starts a process is on the customer's side (a customer, or a visitor applying).
    actor: 'CUSTOMER',
    fromState: null,
    toState: row.state,
    at: start.now,
  });
  return row;
}

const REFUSALS = {
  WRONG_PARTY: PROCESS_ERROR_CODES.WRONG_PARTY,
  NOT_WAITING: PROCESS_ERROR_CODES.NOT_WAITING,
  UNKNOWN_TASK: PROCESS_ERROR_CODES.UNKNOWN_TASK,
  UNKNOWN_OUTCOME: PROCESS_ERROR_CODES.UNKNOWN_TASK,
} as const;

export type TaskCompletion = {
  task: string;
  outcome: string;
  actor: ProcessActor;
  /** What the step concerned, recorded with the transition (a document side, the bank's note). */
  detail?: string | null;
};

/**
 * Where completing the task leads from `state`, or the engine's refusal (the same for every
 * process): a caller may check a step this way before doing work that would be thrown away.
 */
export function requireCompletion(definition: ProcessDefinition, state: string, completion: TaskCompletion) {
  const next = completeProcessTask(definition, state, completion);
  if ('refusal' in next) {
    throw new AppError(REFUSALS[next.refusal], { message: `${completion.task}: ${next.refusal}` });
  }
  return next.to;
}

/**
 * Completes a task: locks the process, checks the completion against its definition, moves it and
 * records the transition; `onEnter` runs in the same transaction with the new state (and may add
 * variables), so what a transition does happens exactly when it happens.
 */
export async function advanceProcess(
  tx: AppTx,
  processId: string,
  completion: TaskCompletion,
  now: Date,
  onEnter?: (
    process: ProcessRow,
    to: string,
  ) => Promise<Partial<Pick<ProcessRow, 'variables' | 'financingId'>>>,
): Promise<ProcessRow> {
  const [locked] = await tx.select().from(processes).where(eq(processes.id, processId)).for('update');
  if (!locked) {
    throw new AppError('NOT_FOUND', { message: 'No such process' });
  }
  const to = requireCompletion(definitionOf(locked.definition), locked.state, completion);
  const changes = onEnter ? await onEnter(locked, to) : {};
  const [moved] = await tx
    .update(processes)
    .set({ ...changes, state: to, updatedAt: now })
    .where(eq(processes.id, processId))
    .returning();
  await tx.insert(processTransitions).values({
    processId,
    task: completion.task,
    outcome: completion.outcome,
    actor: completion.actor,
    fromState: locked.state,
    toState: to,
    detail: completion.detail ?? null,
    at: now,
  });
  if (!moved) {
    throw new Error('The process was not moved');
  }
  return moved;
}
