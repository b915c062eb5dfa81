/** What other areas use of the process engine: the routes and the bank's tasks the job sweeps. */
export { runDueBankTasks } from './financing-review-job.ts';
export { processesModule } from './processes.routes.ts';
export { processesDevModule } from './processes-dev.routes.ts';
export { runDueTransferValidations } from './transfer-validation-job.ts';
