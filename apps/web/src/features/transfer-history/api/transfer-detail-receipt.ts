/** POST secure/transfer/receipt: one transfer order's receipt (PDF data URL), saved as a file. */
import type { PdfDocument } from '@baraka/contracts/accounts/reports';
import { transfersEndpoints } from '@baraka/contracts/transfers/endpoints';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { savePdf } from '../../../lib/pdf-data-url';
import { useTranslation } from '../../../lib/use-translation';

export function fetchTransferReceipt(id: string, signal?: AbortSignal): Promise<PdfDocument> {
  return call(transfersEndpoints.receipt, { body: { id } }, { signal });
}

export function useDownloadTransferReceipt() {
  const { t } = useTranslation(['transfer-history', 'common']);
  const close = { 'aria-label': t('toasts.close', { ns: 'common' }) };
  return useMutation({
    mutationFn: (id: string) => fetchTransferReceipt(id),
    onSuccess: (pdf) => {
      const fileName = savePdf(pdf);
      notifications.show({
        message: t('detail.downloaded', { name: fileName }),
        color: 'teal',
        autoClose: 3000,
        closeButtonProps: close,
      });
    },
    onError: (error) => {
      notifications.show({ message: error.message, color: 'red', closeButtonProps: close });
    },
  });
}
