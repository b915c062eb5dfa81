/** POST secure/report/accountStatement: one month's statement of an account, as a PDF. */
import { accountReportsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { AccountStatementRequest, PdfDocument } from '@baraka/contracts/accounts/reports';
import { call } from '../../../lib/call';

export function fetchAccountStatement(
  request: AccountStatementRequest,
  signal?: AbortSignal,
): Promise<PdfDocument> {
  return call(accountReportsEndpoints.monthlyStatement, { body: request }, { signal });
}
