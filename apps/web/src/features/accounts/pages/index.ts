/** The accounts area's pages, loaded as one chunk. */
export { AccountsPage } from './accounts-page';
export { PdfViewPage } from './pdf-view-page';
export { StatementPage } from './statement-page';
export { TransactionDetailsPage } from './transaction-details-page';
export { TransactionsPage } from './transactions-page';
