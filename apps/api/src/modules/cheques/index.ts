/** What other areas use of cheques: the routes, and the sweeps the cheque jobs run. */
export { creditClearedCheques } from './cheque-clearing.service.ts';
export { escapeXml, frame, logo, toDayMonthYear, wrap } from './cheque-image.ts';
export { advanceDueChequebookRequests } from './chequebook-office.service.ts';
export { chequesModule } from './cheques.routes.ts';
export { chequesDevModule } from './cheques-dev.routes.ts';
