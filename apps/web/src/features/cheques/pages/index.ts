/** The cheque area's pages, loaded as one chunk. */

export { AddChequeRequestPage } from './add-cheque-request-page';
export { CheckbookRequestsPage } from './checkbook-requests-page';
export { ChequeProcessPage } from './cheque-process-page';
export { ChequesListPage } from './cheques-list-page';
