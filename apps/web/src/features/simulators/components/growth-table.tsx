/** A savings plan month by month: deposits and gains to date, and what the savings are worth. */

import { formatScaled } from '@baraka/domain/simulators/rounding';
import type { SavingsGrowthPoint } from '@baraka/domain/simulators/simulate';
import { Table } from '@mantine/core';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { formatMillimes } from '../utils/format';

export function GrowthTable({ growth }: { growth: readonly SavingsGrowthPoint[] }) {
  const { t, language } = useSimulatorText();
  const cell = (millimes: bigint) => (
    <Table.Td ta="end" data-value={formatScaled(millimes, 3)}>
      {formatMillimes(millimes, language)}
    </Table.Td>
  );
  return (
    <Table.ScrollContainer minWidth={480} maxHeight={460} type="native">
      <Table stickyHeader striped highlightOnHover tabularNums captionSide="top" data-testid="growth-table">
        <Table.Caption>{t('table.growthCaption', { months: growth.at(-1)?.month ?? 0 })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.month')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('table.deposits')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('table.gains')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('table.balance')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {growth.map((point) => (
            <Table.Tr key={point.month} data-testid="growth-row">
              <Table.Th scope="row" fw={500}>
                {point.month}
              </Table.Th>
              {cell(point.deposits)}
              {cell(point.balance - point.deposits)}
              {cell(point.balance)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
