/** POST secure/rib/pdf: the account's RIB and IBAN certificate, as a PDF. */
import { accountReportsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { PdfDocument } from '@baraka/contracts/accounts/reports';
import { call } from '../../../lib/call';

export function fetchRibCertificate(accountId: string, signal?: AbortSignal): Promise<PdfDocument> {
  return call(accountReportsEndpoints.rib, { body: { accountId } }, { signal });
}
