/** The financing area's pages, loaded as one chunk. */

export { CreditDetailsPage } from './credit-details-page';
export { CreditsListPage, CreditsPage } from './credits-page';
