/**
 * The bank's side of the processes, every minute on every replica (pg-boss hands each scheduled run
 * to one worker; a process is locked while it moves, so a task completed twice is refused the
 * second time): financing requests reviewed after a short delay, signed offers paid out, held
 * transfers validated after the review's delay.
 */
import { runDueBankTasks, runDueTransferValidations } from '../modules/processes/index.ts';
import type { JobDefinition } from './job-definition.ts';

export const PROCESS_BANK_TASKS_QUEUE = 'processes.bank-tasks';

export const processBankTasksJob: JobDefinition = {
  queue: PROCESS_BANK_TASKS_QUEUE,
  cron: '* * * * *',
  work: (_jobs, { database, clock }) => runDueBankTasks(database.db, clock.now()),
};

export const TRANSFER_VALIDATIONS_QUEUE = 'processes.transfer-validations';

export const transferValidationsJob: JobDefinition = {
  queue: TRANSFER_VALIDATIONS_QUEUE,
  cron: '* * * * *',
  work: (_jobs, { database, clock }) => runDueTransferValidations(database.db, clock.now()),
};
