/** A process as the workflow calls describe it: state, variables, the offer, the waiting task, the steps. */
import { PROCESS_NAMES, type ProcessDocument, type ProcessView } from '@baraka/contracts';
import { listWaitingTasks } from '@baraka/domain';
import { definitionOf, type ProcessRow } from '../../core/processes/process-engine.ts';
import type { TransitionRow } from './processes.queries.ts';

/** The offer's figures live in the variables under `offer.*` once the bank has made one. */
function offerOf(variables: Record<string, string>): ProcessView['offer'] {
  const get = (name: string) => variables[`offer.${name}`];
  const amount = get('amount');
  const months = get('months');
  const rate = get('annualProfitRate');
  const instalment = get('instalment');
  const totalProfit = get('totalProfit');
  const salePrice = get('salePrice');
  const firstDueDate = get('firstDueDate');
  if (!amount || !months || !rate || !instalment || !totalProfit || !salePrice || !firstDueDate) {
    return null;
  }
  return {
    amount,
    months: Number(months),
    annualProfitRate: rate,
    instalment,
    totalProfit,
    salePrice,
    firstDueDate,
  };
}

/** Variables only the bank's side reads (the hold of a transfer waiting for validation). */
const isShown = (name: string) => !name.startsWith('offer.') && !name.startsWith('internal.');

export function describeProcess(
  row: ProcessRow,
  transitions: readonly TransitionRow[],
  documents: readonly ProcessDocument[] = [],
): ProcessView {
  const processName = PROCESS_NAMES.find((name) => name === row.definition);
  if (!processName) {
    throw new Error(`Process ${row.id} has no known definition`);
  }
  return {
    processId: row.id,
    processName,
    state: row.state,
    variables: Object.fromEntries(Object.entries(row.variables).filter(([name]) => isShown(name))),
    offer: offerOf(row.variables),
    waitingTasks: listWaitingTasks(definitionOf(row.definition), row.state),
    history: transitions.map((transition) => ({
      task: transition.task,
      outcome: transition.outcome,
      actor: transition.actor,
      fromState: transition.fromState,
      toState: transition.toState,
      at: transition.at.toISOString(),
    })),
    financingId: row.financingId,
    documents: [...documents],
    createdAt: row.createdAt.toISOString(),
  };
}
