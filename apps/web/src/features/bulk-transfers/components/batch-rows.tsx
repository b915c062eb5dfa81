/** The rows of a sent batch, each with its transfer's status and, when refused, why. */
import type { BulkBatchRow } from '@baraka/contracts/bulk-transfers/schemas';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Amount } from '../../../components/ui/amount';
import { TransferStatusBadge } from '../../../components/ui/transfer-status-badge';
import { formatIsoDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { PayeeSummary } from './payee-summary';

function StatusCell({ row }: { row: BulkBatchRow }) {
  const { t, i18n } = useTranslation('bulkTransfers');
  const reasonKey = `statusReasons.${row.statusReason ?? ''}`;
  const isRefused = row.status === 'REJECTED' || row.status === 'FAILED';
  return (
    <Stack gap={4} align="flex-start">
      <TransferStatusBadge status={row.status} data-testid={`batch-row-${row.index + 1}-status`} />
      {isRefused && (
        <Text fz="xs" c="red.8">
          {i18n.exists(reasonKey, { ns: 'bulkTransfers' }) ? t(reasonKey) : t('statusReasons.other')}
        </Text>
      )}
      {row.status === 'PROGRESS' && (
        <Text fz="xs" c="dimmed">
          {t('detail.executionDate', { date: formatIsoDate(row.executionDate, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}

export function BatchRows({
  rows,
  currency,
  isWide,
}: {
  rows: readonly BulkBatchRow[];
  currency: string;
  isWide: boolean;
}) {
  const { t } = useTranslation('bulkTransfers');
  const payee = (row: BulkBatchRow) => ({ rib: row.rib, name: row.payeeName });
  if (!isWide) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={row.transferId} withBorder radius="lg" p="md" data-testid="batch-row">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="xs">
              <PayeeSummary values={payee(row)} />
              <Amount value={row.amount} currency={currency} fw={700} fz="sm" isHideable={false} />
            </Group>
            <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
              <StatusCell row={row} />
              <Text fz="xs" c="dimmed" ta="end">
                {t('table.rowLabel', { index: row.index + 1 })}
                {row.reason ? ` · ${row.reason}` : ''}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={48}>{t('table.index')}</Table.Th>
          <Table.Th>{t('table.payee')}</Table.Th>
          <Table.Th>{t('table.reason')}</Table.Th>
          <Table.Th ta="end">{t('table.amount')}</Table.Th>
          <Table.Th w={220}>{t('table.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.transferId} data-testid="batch-row" style={{ verticalAlign: 'top' }}>
            <Table.Td c="dimmed">{row.index + 1}</Table.Td>
            <Table.Td>
              <PayeeSummary values={payee(row)} />
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{row.reason ?? '—'}</Text>
              <Text fz="xs" c="dimmed">
                {t('detail.transactionNumber', { number: row.transactionNumber })}
              </Text>
            </Table.Td>
            <Table.Td ta="end">
              <Amount value={row.amount} currency={currency} fw={700} fz="sm" isHideable={false} />
            </Table.Td>
            <Table.Td>
              <StatusCell row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
