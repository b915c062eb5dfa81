/** What other modules use of accounts: which accounts a user may see, what one can spend, and an account as a PDF shows it. */

export {
  getVisibleAccount,
  getVisibleAccounts,
  noSuchAccount,
  type VisibleAccount,
  visibleAccountsCondition,
} from './account-access.ts';
export { PREPAID_CARD_CATEGORY } from './account-categories.ts';
export { BANK_IDENTITY } from './account-labels.ts';
export { nameAccount } from './account-products.ts';
export { toPdfAccount } from './account-reports.service.ts';
export { getAvailableMinor } from './available-balance.ts';
