/** The transfers area's pages, loaded as one chunk. */
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
