/** `/accounts/transaction-details`: one operation in full, with its receipt (PDF) to view or download. */

import { Anchor, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconDownload, IconFileText } from '@tabler/icons-react';
import { useAccounts } from '../../../api/accounts';
import { Amount } from '../../../components/ui/amount';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { DetailRows } from '../../../components/ui/detail-rows';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { formatIsoDate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { OperationIcon } from '../components/operation-icon';
import { useDownloadDocument } from '../hooks/use-account-document';
import { useTransaction } from '../hooks/use-transaction';
import { toPdfViewUrl } from '../utils/account-documents';

export function TransactionDetailsPage() {
  const { t, i18n } = useTranslation('accounts');
  const { accountId, transaction, backTo, isPending, isError, retry } = useTransaction();
  const accounts = useAccounts();
  const download = useDownloadDocument();
  const account = accounts.data?.find((item) => item.id === accountId);
  const back = (
    <Box maw={760} mx="auto">
      <BackLink to={backTo} label={t('actions.backToHistory')} />
    </Box>
  );

  if (isPending) {
    return (
      <>
        {back}
        <LoadingState rows={3} height={96} />
      </>
    );
  }
  if (isError) {
    return (
      <>
        {back}
        <ErrorState onRetry={retry} />
      </>
    );
  }
  if (!transaction || !accountId) {
    return (
      <>
        {back}
        <EmptyState title={t('details.notFound')} />
      </>
    );
  }
  const isCredit = transaction.direction === 'C';
  const DirectionIcon = isCredit ? IconArrowDownLeft : IconArrowUpRight;
  const receipt = { type: 'receipt', accountId, transactionId: transaction.id } as const;
  const date = (value: string) => formatIsoDate(value, i18n.language);
  const rows = [
    { key: 'kind', label: t('details.kind'), value: t(`kinds.${transaction.kind}`) },
    { key: 'bookingDate', label: t('details.bookingDate'), value: date(transaction.bookingDate) },
    { key: 'valueDate', label: t('details.valueDate'), value: date(transaction.txDueDate) },
    {
      key: 'reference',
      label: t('details.reference'),
      value: <bdi dir="ltr">{transaction.txReference}</bdi>,
    },
    ...(transaction.chequeNum
      ? [
          {
            key: 'cheque',
            label: t('details.chequeNumber'),
            value: (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <bdi>{transaction.chequeNum}</bdi>
                {/* The cheques area draws the cheque: its list opens on this one. */}
                <Anchor
                  component={Link}
                  to={`/cheques/list?${new URLSearchParams({
                    cheque: transaction.chequeNum,
                    type: transaction.direction === 'D' ? 'EMITTED' : 'RECEIVED',
                    date: transaction.bookingDate,
                  })}`}
                  fz="sm"
                  data-testid="open-cheque"
                >
                  {t('details.viewCheque')}
                </Anchor>
              </Group>
            ),
          },
        ]
      : []),
    ...(transaction.counterparty
      ? [
          {
            key: 'counterparty',
            label: t(`details.counterparty${transaction.direction}`),
            value: transaction.counterparty,
          },
        ]
      : []),
    {
      key: 'operationCode',
      label: t('details.operationCode'),
      value: <bdi>{transaction.operationCode}</bdi>,
    },
    {
      key: 'balanceAfter',
      label: t('details.balanceAfter'),
      value: (
        <Amount value={transaction.balanceAfter} currency={transaction.txFromCurrency} fz="sm" fw={600} />
      ),
    },
    ...(account
      ? [
          {
            key: 'account',
            label: t('details.account'),
            value: (
              <>
                {account.title} · <MaskedNumber value={account.accountNumber} />
              </>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {back}
      <Stack gap="lg" maw={760} mx="auto">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack align="center" gap="xs" ta="center">
            <OperationIcon kind={transaction.kind} direction={transaction.direction} size={64} />
            <Text fz="sm" c="dimmed">
              {t('details.title')}
            </Text>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} data-testid="transaction-label">
              {transaction.txReason}
            </Title>
            <Amount
              value={transaction.txAmount}
              currency={transaction.txFromCurrency}
              signed
              fz={{ base: 30, sm: 36 }}
              fw={700}
              c={isCredit ? 'teal.9' : undefined}
              data-testid="transaction-amount"
            />
            <Group gap="xs" justify="center">
              <Badge
                variant="light"
                color={isCredit ? 'teal' : 'gray'}
                size="lg"
                leftSection={<DirectionIcon size={14} className="mirror-in-rtl" aria-hidden />}
              >
                {t(`directions.${transaction.direction}`)}
              </Badge>
              <Badge variant="default" size="lg" tt="none">
                {date(transaction.bookingDate)}
              </Badge>
            </Group>
          </Stack>
        </Paper>
        <DetailRows rows={rows} />
        <Paper withBorder radius="lg" p="md">
          <Text fw={700} mb="xs">
            {t('details.receipt')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={download.isPending}
              onClick={() => download.mutate(receipt)}
              data-testid="download-receipt"
            >
              {t('details.downloadReceipt')}
            </Button>
            <Button
              component={Link}
              to={toPdfViewUrl(receipt)}
              variant="default"
              leftSection={<IconFileText size={18} aria-hidden />}
            >
              {t('details.viewReceipt')}
            </Button>
          </SimpleGrid>
        </Paper>
      </Stack>
    </>
  );
}
