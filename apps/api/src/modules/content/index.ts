/** What other areas use of content. */
export { listBankHolidays } from './content.queries.ts';
export { getBankHolidays } from './content.service.ts';
