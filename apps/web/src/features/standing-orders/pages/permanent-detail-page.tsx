/**
 * `/transfers/permanent-detail?id=`: one standing order — accounts, amount, frequency, dates —
 * its runs per period with their status, and stopping it (its runs to come are cancelled).
 */
import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarEvent, IconPlayerStop, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { Amount } from '../../../components/ui/amount';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DetailRows } from '../../../components/ui/detail-rows';
import { usePermission } from '../../../components/ui/permission-gate';
import { formatDateTime, formatIsoDate } from '../../../lib/format';
import { formatMoney, isolateAmount } from '../../../lib/money-format';
import { useLocation, useSearchParams } from '../../../lib/router';
import { useCancelTransfer } from '../../../lib/transfer-cancel';
import { formatPayeeAccount, getPayeeBankName } from '../../../lib/transfer-detail-view';
import { useTranslation } from '../../../lib/use-translation';
import { useStandingOrders } from '../api/permanent-list';
import { PermanentRuns } from '../components/permanent-runs';
import { PermanentStatusBadge } from '../components/permanent-status-badge';
import '../mantine-styles';

const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;

export function PermanentDetailPage() {
  const { t, i18n } = useTranslation('standing-orders');
  const [params] = useSearchParams();
  const location = useLocation();
  const orders = useStandingOrders();
  const cancel = useCancelTransfer();
  const canCancel = usePermission('OWN_ACCOUNT_TRANSFER', 'CREATE');
  const [isConfirming, setIsConfirming] = useState(false);
  const order = orders.data?.find((item) => item.id === params.get('id'));
  const back = (
    <Box maw={960} mx="auto">
      <BackLink to="/transfers/permanent-list" label={t('permanent.back')} />
    </Box>
  );

  if (orders.isPending) {
    return (
      <>
        {back}
        <LoadingState rows={3} height={96} />
      </>
    );
  }
  if (orders.isError) {
    return (
      <>
        {back}
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      </>
    );
  }
  if (!order) {
    return (
      <>
        {back}
        <EmptyState title={t('permanent.notFound')} />
      </>
    );
  }
  const date = (value: string) => formatIsoDate(value, i18n.language);
  const amountText = isolateAmount(formatMoney(order.amount, order.currencySender, i18n.language));
  const bankName = getPayeeBankName(order.payee);
  const rows = [
    { key: 'kind', label: t('permanent.kind'), value: t(`kinds.${order.kind}`) },
    {
      key: 'fromAccount',
      label: t('permanent.fromAccount'),
      value: ltr(formatPayeeAccount({ rib: order.ribSender, iban: null }) ?? ''),
    },
    { key: 'payee', label: t('permanent.payee'), value: order.payee.name },
    {
      key: 'toAccount',
      label: t('permanent.toAccount'),
      value: ltr(formatPayeeAccount({ rib: order.ribReceiver, iban: null }) ?? ''),
    },
    ...(bankName
      ? [{ key: 'bank', label: t('detail.payeeBank', { ns: 'transfer-history' }), value: bankName }]
      : []),
    {
      key: 'frequency',
      label: t('permanent.frequency'),
      value: t(`permanent.frequencies.${order.frequency}`),
    },
    { key: 'firstDate', label: t('permanent.firstDate'), value: date(order.firstExecutionDate) },
    {
      key: 'lastDate',
      label: t('permanent.lastDate'),
      value: order.lastExecutionDate ? date(order.lastExecutionDate) : t('permanent.untilCancelled'),
    },
    ...(order.reason ? [{ key: 'reason', label: t('permanent.reason'), value: order.reason }] : []),
    {
      key: 'createdAt',
      label: t('permanent.createdAt'),
      value: formatDateTime(order.createdDate, i18n.language),
    },
  ];
  const stop = () =>
    cancel.mutate(
      { id: order.id, target: 'PERMANENT' },
      {
        onSuccess: () => {
          setIsConfirming(false);
          notifications.show({ message: t('permanent.cancelled'), color: 'teal', autoClose: 4000 });
        },
      },
    );

  return (
    <>
      {back}
      <Stack gap="lg" maw={960} mx="auto">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color="secondary" aria-hidden>
              <IconRepeat size={32} stroke={1.7} />
            </ThemeIcon>
            <Text fz="sm" c="dimmed">
              {t('permanent.detailTitle')}
            </Text>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {t('detail.to', { ns: 'transfer-history', name: order.payee.name })}
            </Title>
            <Amount value={order.amount} currency={order.currencySender} fz={{ base: 30, sm: 36 }} fw={700} />
            <Text fz="sm" c="dimmed">
              {t(`permanent.every.${order.frequency}`)}
            </Text>
            <Group gap="xs" justify="center">
              <PermanentStatusBadge status={order.status} size="lg" data-testid="permanent-status" />
              {order.nextExecutionDate && (
                <Group gap={6} wrap="nowrap">
                  <IconCalendarEvent size={16} aria-hidden />
                  <Text fz="sm" fw={600}>
                    {t('permanent.nextOn', { date: date(order.nextExecutionDate) })}
                  </Text>
                </Group>
              )}
            </Group>
            {order.status === 'ACTIVE' && canCancel && (
              <Button
                mt="xs"
                variant="outline"
                color="red"
                leftSection={<IconPlayerStop size={16} aria-hidden />}
                onClick={() => {
                  cancel.reset();
                  setIsConfirming(true);
                }}
                data-testid="cancel-permanent"
              >
                {t('permanent.cancel')}
              </Button>
            )}
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <DetailRows rows={rows} />
          <PermanentRuns order={order} backTo={`${location.pathname}${location.search}`} />
        </SimpleGrid>
      </Stack>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('permanent.cancelTitle')}
        keepLabel={t('permanent.cancelKeep')}
        confirmLabel={t('permanent.cancelConfirm')}
        isBusy={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onConfirm={stop}
        onClose={() => setIsConfirming(false)}
      >
        {t('permanent.cancelBody', { amount: amountText, name: order.payee.name })}
      </ConfirmDialog>
    </>
  );
}
