/** POST secure/rib/pdf: the account's RIB and IBAN certificate, as a PDF. */
import type { PdfDocument } from '@baraka/contracts/account-reports';
import { apiRequest } from '../../../lib/api-client';

export function fetchRibCertificate(accountId: string, signal?: AbortSignal): Promise<PdfDocument> {
  return apiRequest<PdfDocument>('secure/rib/pdf', { method: 'POST', body: { accountId }, signal });
}
