/** What other areas use of financing: the routes, the repayment run the job sweeps, the set-up. */
export { financingModule } from './financing.routes.ts';
export { financingDevModule } from './financing-dev.routes.ts';
export { runDueRepayments } from './financing-repayments.service.ts';
export { openFinancing } from './financing-setup.ts';
