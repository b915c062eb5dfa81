/** POST secure/report/filteredAccountStatement: the statement of a chosen period and filter, as a PDF. */
import { accountReportsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { PdfDocument } from '@baraka/contracts/accounts/reports';
import type { TransactionFilter } from '@baraka/contracts/accounts/schemas';
import { call } from '../../../lib/call';

export function fetchFilteredStatement(
  filter: TransactionFilter,
  signal?: AbortSignal,
): Promise<PdfDocument> {
  return call(accountReportsEndpoints.filteredStatement, { body: filter }, { signal });
}
