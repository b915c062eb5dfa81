/** Fetches an account document (PDF data URL) for the viewer, and downloads one as a file. */
import { accountReportsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { PdfDocument } from '@baraka/contracts/accounts/reports';
import { notifications } from '@mantine/notifications';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { keyOf } from '../../../lib/call';
import { savePdf } from '../../../lib/pdf-data-url';
import { useTranslation } from '../../../lib/use-translation';
import { fetchAccountReceipt } from '../api/get-account-receipt';
import { fetchAccountStatement } from '../api/get-account-statement';
import { fetchFilteredStatement } from '../api/get-filtered-statement';
import { fetchRibCertificate } from '../api/get-rib-certificate';
import type { AccountDocument } from '../utils/account-documents';

export function fetchAccountDocument(document: AccountDocument, signal?: AbortSignal): Promise<PdfDocument> {
  switch (document.type) {
    case 'rib':
      return fetchRibCertificate(document.accountId, signal);
    case 'statement':
      return fetchAccountStatement({ accountId: document.accountId, month: document.month }, signal);
    case 'period':
      return fetchFilteredStatement(document.filter, signal);
    case 'receipt':
      return fetchAccountReceipt(
        { accountId: document.accountId, transactionId: document.transactionId },
        signal,
      );
  }
}

/** The query key of a document: its call and what the call sends. */
function documentKey(document: AccountDocument): readonly unknown[] {
  switch (document.type) {
    case 'rib':
      return keyOf(accountReportsEndpoints.rib, { body: { accountId: document.accountId } });
    case 'statement':
      return keyOf(accountReportsEndpoints.monthlyStatement, {
        body: { accountId: document.accountId, month: document.month },
      });
    case 'period':
      return keyOf(accountReportsEndpoints.filteredStatement, { body: document.filter });
    case 'receipt':
      return keyOf(accountReportsEndpoints.receipt, {
        body: { accountId: document.accountId, transactionId: document.transactionId },
      });
  }
}

export function useAccountDocument(document: AccountDocument | null) {
  return useQuery({
    // No document named: nothing to ask.
    queryKey: document ? documentKey(document) : [],
    queryFn: document ? ({ signal }) => fetchAccountDocument(document, signal) : skipToken,
    // A document is a snapshot: keep it while the viewer is open, fetch it again another time.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}

export function useDownloadDocument() {
  const { t } = useTranslation(['accounts', 'common']);
  return useMutation({
    mutationFn: (document: AccountDocument) => fetchAccountDocument(document),
    onSuccess: (pdf) => {
      const fileName = savePdf(pdf);
      notifications.show({
        message: t('statement.downloaded', { name: fileName }),
        color: 'teal',
        autoClose: 3000,
        closeButtonProps: { 'aria-label': t('toasts.close', { ns: 'common' }) },
      });
    },
    onError: (error) => {
      notifications.show({
        message: error.message,
        color: 'red',
        closeButtonProps: { 'aria-label': t('toasts.close', { ns: 'common' }) },
      });
    },
  });
}
