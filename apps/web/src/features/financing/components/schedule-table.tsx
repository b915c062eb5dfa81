/**
 * The amortisation schedule as a table: due date, principal, profit, instalment, principal left and
 * where the line stands; an unpaid line shows what is still owed. Scrolls sideways on a phone.
 */
import type { FundingSchedule } from '@baraka/contracts/financing/schemas';
import { Table, Text } from '@mantine/core';
import { Amount } from '../../../components/ui/amount';
import { formatIsoDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { LineStateBadge } from './line-state-badge';

export function ScheduleTable({ schedule }: { schedule: FundingSchedule }) {
  const { t, i18n } = useTranslation('financing');
  const money = (value: string) => (
    <Amount value={value} currency={schedule.currency} fz="sm" isHideable={false} />
  );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="schedule-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('schedule.number')}</Table.Th>
            <Table.Th>{t('schedule.date')}</Table.Th>
            <Table.Th>{t('schedule.principal')}</Table.Th>
            <Table.Th>{t('schedule.profit')}</Table.Th>
            <Table.Th>{t('schedule.instalment')}</Table.Th>
            <Table.Th>{t('schedule.balance')}</Table.Th>
            <Table.Th>{t('schedule.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schedule.amortizationScheduleList.map((row) => (
            <Table.Tr
              key={row.number}
              data-state={row.state}
              bg={row.state === 'UNPAID' ? 'var(--mantine-color-red-light)' : undefined}
            >
              <Table.Td>{row.number}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatIsoDate(row.date, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>{money(row.principal)}</Table.Td>
              <Table.Td>{money(row.profit)}</Table.Td>
              <Table.Td>{money(row.totalCommitment)}</Table.Td>
              <Table.Td>{money(row.balanceAfter)}</Table.Td>
              <Table.Td>
                <LineStateBadge state={row.state} />
                {row.state === 'UNPAID' && (
                  <Text size="xs" c="red" mt={4}>
                    {t('schedule.owed')} {money(row.impaidAmount)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
