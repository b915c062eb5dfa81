/** The cards area's pages (and the prepaid top-up, routed under /transfers), loaded as one chunk. */

export { AddCardPage } from './add-card-page';
export { CardDetailsPage } from './card-details-page';
export { CardHistoryPage } from './card-history-page';
export { CardsPage } from './cards-page';
export { RequestSuccessPage } from './request-success-page';
export { TopUpPage } from './top-up-page';
