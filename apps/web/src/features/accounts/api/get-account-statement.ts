/** POST secure/report/accountStatement: one month's statement of an account, as a PDF. */
import {
  type AccountStatementRequest,
  accountReportsEndpoints,
  type PdfDocument,
} from '@baraka/contracts/accounts/reports';
import { call } from '../../../lib/call';

export function fetchAccountStatement(
  request: AccountStatementRequest,
  signal?: AbortSignal,
): Promise<PdfDocument> {
  return call(accountReportsEndpoints.monthlyStatement, { body: request }, { signal });
}
