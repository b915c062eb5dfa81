/** POST secure/report/accountReceipt: the receipt of one operation, as a PDF. */
import {
  type AccountReceiptRequest,
  accountReportsEndpoints,
  type PdfDocument,
} from '@baraka/contracts/accounts/reports';
import { call } from '../../../lib/call';

export function fetchAccountReceipt(
  request: AccountReceiptRequest,
  signal?: AbortSignal,
): Promise<PdfDocument> {
  return call(accountReportsEndpoints.receipt, { body: request }, { signal });
}
