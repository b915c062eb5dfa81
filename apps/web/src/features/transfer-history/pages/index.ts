/** The transfer-history area's pages (the transfers hub with the history, one transfer's details), loaded as one chunk. */

export { TransferDetailsPage } from './transfer-details-page';
export { TransfersPage } from './transfers-page';
