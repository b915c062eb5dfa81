/** The amortization schedule month by month, with its totals; the chart's data as a readable table. */
import type { AmortizationRow } from '@baraka/domain/simulators/amortization';
import { formatScaled } from '@baraka/domain/simulators/rounding';
import { Table } from '@mantine/core';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { formatMillimes } from '../utils/format';

const COLUMNS = ['instalment', 'principal', 'profit', 'remaining'] as const;

export function AmortizationTable({ schedule }: { schedule: readonly AmortizationRow[] }) {
  const { t, language } = useSimulatorText();
  const total = (column: 'instalment' | 'principal' | 'profit') =>
    schedule.reduce((sum, row) => sum + row[column], 0n);
  const cell = (millimes: bigint) => (
    <Table.Td ta="end" data-value={formatScaled(millimes, 3)}>
      {formatMillimes(millimes, language)}
    </Table.Td>
  );
  return (
    <Table.ScrollContainer minWidth={560} maxHeight={460} type="native">
      <Table
        stickyHeader
        striped
        highlightOnHover
        tabularNums
        captionSide="top"
        data-testid="amortization-table"
      >
        <Table.Caption>{t('table.caption', { months: schedule.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.month')}</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col" ta="end">
                {t(`table.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schedule.map((row) => (
            <Table.Tr key={row.month} data-testid="schedule-row">
              <Table.Th scope="row" fw={500}>
                {row.month}
              </Table.Th>
              {cell(row.instalment)}
              {cell(row.principal)}
              {cell(row.profit)}
              {cell(row.remaining)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('table.total')}</Table.Th>
            {cell(total('instalment'))}
            {cell(total('principal'))}
            {cell(total('profit'))}
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
