/** The top of a transfer's page: its type, payee, amount, status and when it runs. */
import type { TransferDetail } from '@baraka/contracts/transfers/schemas';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Amount } from '../../../components/ui/amount';
import { TransferStatusBadge } from '../../../components/ui/transfer-status-badge';
import { TransferTypeIcon } from '../../../components/ui/transfer-type-icon';
import { formatIsoDate } from '../../../lib/format';
import { hasConversion, isRefusedStatus } from '../../../lib/transfer-detail-view';
import { useTranslation } from '../../../lib/use-translation';

export function TransferDetailHero({ transfer, actions }: { transfer: TransferDetail; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('transfer-history');
  const date = formatIsoDate(transfer.executionDate, i18n.language);
  const isRefused = isRefusedStatus(transfer.status);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="xs" ta="center">
        <TransferTypeIcon type={transfer.type} size={64} />
        <Text fz="sm" c="dimmed">
          {t(`typeNames.${transfer.type}`)}
        </Text>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} data-testid="transfer-payee">
          {t('detail.to', { name: transfer.payee.name })}
        </Title>
        <Amount
          value={transfer.amount}
          currency={transfer.currencyReceiver}
          fz={{ base: 30, sm: 36 }}
          fw={700}
          c={isRefused ? 'dimmed' : undefined}
          td={isRefused ? 'line-through' : undefined}
          data-testid="transfer-amount"
        />
        {hasConversion(transfer) && (
          <Text fz="sm" c="dimmed">
            {t('detail.debitedLine')}{' '}
            <Amount value={transfer.amountConverter} currency={transfer.currencySender} fz="sm" />
          </Text>
        )}
        <Group gap="xs" justify="center">
          <TransferStatusBadge status={transfer.status} size="lg" data-testid="transfer-status" />
          <Badge
            variant="default"
            size="lg"
            tt="none"
            leftSection={<IconCalendarEvent size={14} aria-hidden />}
            data-testid="transfer-execution-date"
            data-date={transfer.executionDate}
          >
            {transfer.status === 'COMPLETED'
              ? t('history.executedOn', { date })
              : t(isRefused ? 'history.plannedFor' : 'history.executionOn', { date })}
          </Badge>
        </Group>
        {actions && (
          <Group gap="sm" justify="center" mt="xs">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
