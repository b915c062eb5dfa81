/**
 * The cheque jobs, every minute on every replica (each order and cheque is locked while it moves,
 * so a sweep run twice does nothing twice): chequebook orders take their next step once its delay
 * has passed; received cheques are credited once their clearing has come.
 */
import { creditClearedCheques } from '../modules/cheques/cheque-clearing.service.ts';
import { advanceDueChequebookRequests } from '../modules/cheques/chequebook-office.service.ts';
import type { JobDefinition } from './job-definition.ts';

export const CHEQUEBOOK_REQUESTS_QUEUE = 'cheques.requests';
export const CHEQUE_CLEARING_QUEUE = 'cheques.clearing';

export const chequebookRequestsJob: JobDefinition = {
  queue: CHEQUEBOOK_REQUESTS_QUEUE,
  cron: '* * * * *',
  work: (_jobs, { database, clock }) => advanceDueChequebookRequests(database.db, clock.now()),
};

export const chequeClearingJob: JobDefinition = {
  queue: CHEQUE_CLEARING_QUEUE,
  cron: '* * * * *',
  work: (_jobs, { database, clock }) => creditClearedCheques(database.db, clock.now()),
};
