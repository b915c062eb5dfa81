/** Amounts per period as stacked bars (principal and profit repaid each year). */
import { ChartFrame, type LegendEntry } from './chart-frame';

export type BarSeries = LegendEntry & { values: readonly number[] };

type StackedBarChartProps = {
  title: string;
  summary: string;
  /** Bottom layer first; one value per bar. */
  series: readonly BarSeries[];
  xTicks: readonly { position: number; label: string }[];
  xAxisLabel: string;
};

export function StackedBarChart({ title, summary, series, xTicks, xAxisLabel }: StackedBarChartProps) {
  const bars = series[0]?.values.length ?? 0;
  const totals = Array.from({ length: bars }, (_, index) =>
    series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0),
  );
  return (
    <ChartFrame
      title={title}
      summary={summary}
      maxAmount={Math.max(0, ...totals)}
      slots={bars}
      axis="band"
      xTicks={xTicks}
      xAxisLabel={xAxisLabel}
      legend={series}
    >
      {({ x, y, band }) => {
        const width = Math.max(2, Math.min(band * 0.7, 36));
        return Array.from({ length: bars }, (_, index) => {
          let base = 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions on a fixed axis
            <g key={index}>
              {series.map((entry) => {
                const amount = entry.values[index] ?? 0;
                const top = y(base + amount);
                const height = y(base) - top;
                base += amount;
                return (
                  <rect
                    key={entry.label}
                    x={x(index) - width / 2}
                    y={top}
                    width={width}
                    height={Math.max(0, height)}
                    style={{ fill: entry.color }}
                  />
                );
              })}
            </g>
          );
        });
      }}
    </ChartFrame>
  );
}
