/** POST secure/report/filteredAccountStatement: the statement of a chosen period and filter, as a PDF. */
import type { PdfDocument } from '@baraka/contracts/account-reports';
import type { TransactionFilter } from '@baraka/contracts/accounts';
import { apiRequest } from '../../../lib/api-client';

export function fetchFilteredStatement(
  filter: TransactionFilter,
  signal?: AbortSignal,
): Promise<PdfDocument> {
  return apiRequest<PdfDocument>('secure/report/filteredAccountStatement', {
    method: 'POST',
    body: filter,
    signal,
  });
}
