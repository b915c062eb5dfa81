/**
 * `/transfers/transfer-details?id=`: one transfer in full — payee, accounts, amounts (rate and
 * converted amount abroad), fees, dates, status history — its receipt as a PDF, and cancelling it
 * while it is not executed (the server refuses once it is).
 */
import { Alert, Box, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconHourglass, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccounts } from '../../../api/accounts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DetailRows } from '../../../components/ui/detail-rows';
import { usePermission } from '../../../components/ui/permission-gate';
import type { TransferLinkState } from '../../../components/ui/transfer-row';
import { ApiError } from '../../../lib/api-error';
import { formatIsoDate } from '../../../lib/format';
import { formatMoney, isolateAmount } from '../../../lib/money-format';
import { useLocation, useSearchParams } from '../../../lib/router';
import { useCancelTransfer } from '../../../lib/transfer-cancel';
import { useTranslation } from '../../../lib/use-translation';
import { useTransferDetail } from '../api/transfer-detail-display';
import { useDownloadTransferReceipt } from '../api/transfer-detail-receipt';
import { TransferDetailHero } from '../components/transfer-detail-hero';
import { getTransferDetailRows } from '../components/transfer-detail-rows';
import { TransferDetailTimeline } from '../components/transfer-detail-timeline';
import '../mantine-styles';

export function TransferDetailsPage() {
  const { t, i18n } = useTranslation('transfer-history');
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('id');
  const detail = useTransferDetail(id);
  const accounts = useAccounts();
  const download = useDownloadTransferReceipt();
  const cancel = useCancelTransfer();
  const [isConfirming, setIsConfirming] = useState(false);
  const canCancel = usePermission('OWN_ACCOUNT_TRANSFER', 'CREATE');
  const backTo = (location.state as TransferLinkState | null)?.backTo ?? '/transfers';
  const back = (
    <Box maw={960} mx="auto">
      <BackLink to={backTo} label={t('detail.back')} />
    </Box>
  );

  if (detail.isPending && id) {
    return (
      <>
        {back}
        <LoadingState rows={3} height={96} />
      </>
    );
  }
  if (detail.isError && !(detail.error instanceof ApiError && detail.error.httpStatus === 404)) {
    return (
      <>
        {back}
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      </>
    );
  }
  const transfer = detail.data;
  if (!transfer) {
    return (
      <>
        {back}
        <EmptyState title={t('detail.notFound')} />
      </>
    );
  }
  const account = accounts.data?.find((item) => item.id === transfer.debitAccountId);
  const sections = getTransferDetailRows(transfer, account, t, i18n.language);
  const cancelError =
    cancel.error instanceof ApiError && cancel.error.code === 'TRANSFER.NOT_CANCELLABLE'
      ? t('detail.notCancellable')
      : (cancel.error?.message ?? null);
  const confirmCancel = () =>
    cancel.mutate(
      { id: transfer.id, target: 'TRANSFER' },
      {
        onSuccess: () => {
          setIsConfirming(false);
          notifications.show({ message: t('detail.cancelled'), color: 'teal', autoClose: 4000 });
        },
      },
    );

  return (
    <>
      {back}
      <Stack gap="lg" maw={960} mx="auto">
        <TransferDetailHero
          transfer={transfer}
          actions={
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={download.isPending}
              onClick={() => download.mutate(transfer.id)}
              data-testid="download-receipt"
            >
              {t('detail.downloadReceipt')}
            </Button>
          }
        />
        {transfer.canCancel && canCancel && (
          <Alert
            variant="light"
            color="blue"
            radius="lg"
            icon={<IconHourglass aria-hidden />}
            title={t('detail.cancellableTitle')}
          >
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">
                {t('detail.cancellableBody', { date: formatIsoDate(transfer.executionDate, i18n.language) })}
              </Text>
              <Button
                variant="outline"
                color="red"
                size="sm"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => {
                  cancel.reset();
                  setIsConfirming(true);
                }}
                data-testid="cancel-transfer"
              >
                {t('detail.cancel')}
              </Button>
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <Stack gap="lg">
            {sections.map((section) => (
              <Stack
                key={section.key}
                gap="xs"
                component="section"
                aria-labelledby={`section-${section.key}`}
              >
                <Title order={2} fz="h5" id={`section-${section.key}`}>
                  {section.title}
                </Title>
                <DetailRows rows={section.rows} />
              </Stack>
            ))}
          </Stack>
          <Stack gap="lg">
            <TransferDetailTimeline transfer={transfer} />
          </Stack>
        </SimpleGrid>
      </Stack>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('detail.cancelTitle')}
        keepLabel={t('detail.cancelKeep')}
        confirmLabel={t('detail.cancelConfirm')}
        isBusy={cancel.isPending}
        error={cancel.isError ? cancelError : null}
        onConfirm={confirmCancel}
        onClose={() => setIsConfirming(false)}
      >
        {t('detail.cancelBody', {
          name: transfer.payee.name,
          amount: isolateAmount(formatMoney(transfer.amount, transfer.currencyReceiver, i18n.language)),
        })}
      </ConfirmDialog>
    </>
  );
}
