/** POST secure/report/accountReceipt: the receipt of one operation, as a PDF. */
import { accountReportsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { AccountReceiptRequest, PdfDocument } from '@baraka/contracts/accounts/reports';
import { call } from '../../../lib/call';

export function fetchAccountReceipt(
  request: AccountReceiptRequest,
  signal?: AbortSignal,
): Promise<PdfDocument> {
  return call(accountReportsEndpoints.receipt, { body: request }, { signal });
}
