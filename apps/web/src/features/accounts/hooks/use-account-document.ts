/** Fetches an account document (PDF data URL) for the viewer, and downloads one as a file. */
import type { PdfDocument } from '@baraka/contracts/account-reports';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { savePdf } from '../../../lib/pdf-data-url';
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

export function useAccountDocument(document: AccountDocument | null) {
  return useQuery({
    queryKey: ['accounts', 'document', document],
    queryFn: ({ signal }) => fetchAccountDocument(document as AccountDocument, signal),
    enabled: document !== null,
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
