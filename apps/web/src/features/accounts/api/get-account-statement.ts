/** POST secure/report/accountStatement: one month's statement of an account, as a PDF. */
import type { AccountStatementRequest, PdfDocument } from '@baraka/contracts/account-reports';
import { apiRequest } from '../../../lib/api-client';

export function fetchAccountStatement(
  request: AccountStatementRequest,
  signal?: AbortSignal,
): Promise<PdfDocument> {
  return apiRequest<PdfDocument>('secure/report/accountStatement', { method: 'POST', body: request, signal });
}
