/** The transfers area's pages, loaded as one chunk. */

export { AddPermanentPage } from './add-permanent-page';
export { PermanentDetailPage } from './permanent-detail-page';
export { PermanentFormPage } from './permanent-form-page';
export { PermanentListPage } from './permanent-list-page';
export { TransferDetailsPage } from './transfer-details-page';
export {
  InternationalFormPage,
  NationalFormPage,
  OwnAccountFormPage,
  WithinBankFormPage,
} from './transfer-form-page';
export {
  InternationalReviewPage,
  NationalReviewPage,
  OwnAccountReviewPage,
  WithinBankReviewPage,
} from './transfer-review-page';
export { TransfersPage } from './transfers-page';
