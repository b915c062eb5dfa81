/** A financing drawn twice: the principal still owed month by month, and what each year repays. */
import type { AmortizationRow } from '@baraka/domain/simulators/amortization';
import { SimpleGrid } from '@mantine/core';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { formatMillimes, formatMonths } from '../utils/format';
import { CHART_COLORS } from './chart-colors';
import { spreadTicks } from './charts/chart-scale';
import { StackedAreaChart } from './charts/stacked-area-chart';
import { StackedBarChart } from './charts/stacked-bar-chart';

type LoanChartsProps = { schedule: readonly AmortizationRow[]; financedMillimes: bigint };

const toDinars = (millimes: bigint) => Number(millimes) / 1_000;

function sumByYear(schedule: readonly AmortizationRow[]) {
  const years: { principal: bigint; profit: bigint }[] = [];
  for (const row of schedule) {
    const index = Math.ceil(row.month / 12) - 1;
    const year = years[index] ?? { principal: 0n, profit: 0n };
    years[index] = { principal: year.principal + row.principal, profit: year.profit + row.profit };
  }
  return years;
}

export function LoanCharts({ schedule, financedMillimes }: LoanChartsProps) {
  const { t, language } = useSimulatorText();
  const months = schedule.length;
  const inYears = months >= 24;
  const balanceTicks = spreadTicks(months, 6, inYears ? 12 : 1).map((position) => ({
    position,
    label: String(inYears ? position / 12 : position),
  }));
  const years = sumByYear(schedule);
  const yearTicks = spreadTicks(years.length - 1, 8).map((position) => ({
    position,
    label: String(position + 1),
  }));
  const totalProfit = schedule.reduce((sum, row) => sum + row.profit, 0n);
  const money = (millimes: bigint) => `${formatMillimes(millimes, language)} ${t('units.CCY')}`;

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <StackedAreaChart
        title={t('chart.balanceTitle')}
        summary={t('chart.balanceSummary', {
          start: money(financedMillimes),
          duration: formatMonths(months, language),
        })}
        series={[
          {
            label: t('chart.remaining'),
            color: CHART_COLORS.base,
            values: [toDinars(financedMillimes), ...schedule.map((row) => toDinars(row.remaining))],
          },
        ]}
        xTicks={balanceTicks}
        xAxisLabel={t(inYears ? 'chart.years' : 'chart.months')}
      />
      <StackedBarChart
        title={t('chart.splitTitle')}
        summary={t('chart.splitSummary', { principal: money(financedMillimes), profit: money(totalProfit) })}
        series={[
          {
            label: t('chart.principal'),
            color: CHART_COLORS.base,
            values: years.map((year) => toDinars(year.principal)),
          },
          {
            label: t('chart.profit'),
            color: CHART_COLORS.earnings,
            values: years.map((year) => toDinars(year.profit)),
          },
        ]}
        xTicks={yearTicks}
        xAxisLabel={t('chart.years')}
      />
    </SimpleGrid>
  );
}
