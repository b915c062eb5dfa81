/** A savings plan's worth month by month: what was paid in, and the gains on top of it. */
import type { SavingsGrowthPoint } from '@baraka/domain/simulators/simulate';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { formatMillimes, formatMonths } from '../utils/format';
import { CHART_COLORS } from './chart-colors';
import { spreadTicks } from './charts/chart-scale';
import { StackedAreaChart } from './charts/stacked-area-chart';

export function SavingsChart({ growth }: { growth: readonly SavingsGrowthPoint[] }) {
  const { t, language } = useSimulatorText();
  const last = growth.at(-1);
  const months = last?.month ?? 0;
  const money = (millimes: bigint) => `${formatMillimes(millimes, language)} ${t('units.CCY')}`;
  return (
    <StackedAreaChart
      title={t('chart.growthTitle')}
      summary={t('chart.growthSummary', {
        deposits: money(last?.deposits ?? 0n),
        balance: money(last?.balance ?? 0n),
        duration: formatMonths(months, language),
      })}
      series={[
        {
          label: t('chart.deposits'),
          color: CHART_COLORS.base,
          values: growth.map((point) => Number(point.deposits) / 1_000),
        },
        {
          label: t('chart.gains'),
          color: CHART_COLORS.earnings,
          values: growth.map((point) => Number(point.balance - point.deposits) / 1_000),
        },
      ]}
      xTicks={spreadTicks(months, 7, months >= 24 ? 6 : 1).map((position) => ({
        position,
        label: String(position),
      }))}
      xAxisLabel={t('chart.months')}
    />
  );
}
