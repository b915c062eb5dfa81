/** POST secure/report/accountReceipt: the receipt of one operation, as a PDF. */
import type { AccountReceiptRequest, PdfDocument } from '@baraka/contracts/account-reports';
import { apiRequest } from '../../../lib/api-client';

export function fetchAccountReceipt(
  request: AccountReceiptRequest,
  signal?: AbortSignal,
): Promise<PdfDocument> {
  return apiRequest<PdfDocument>('secure/report/accountReceipt', { method: 'POST', body: request, signal });
}
