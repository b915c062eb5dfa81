/** The transfers area's pages (one-off transfers: the forms and their review), loaded as one chunk. */

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
