/** Amounts over time as stacked areas (remaining principal; deposits and gains of a savings plan). */
import { ChartFrame, type LegendEntry } from './chart-frame';

export type AreaSeries = LegendEntry & { values: readonly number[] };

type StackedAreaChartProps = {
  title: string;
  summary: string;
  /** Bottom layer first; every series has one value per position 0..n. */
  series: readonly AreaSeries[];
  xTicks: readonly { position: number; label: string }[];
  xAxisLabel: string;
};

export function StackedAreaChart({ title, summary, series, xTicks, xAxisLabel }: StackedAreaChartProps) {
  const length = series[0]?.values.length ?? 0;
  const tops = series.map((_, layer) =>
    Array.from({ length }, (__, index) =>
      series.slice(0, layer + 1).reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0),
    ),
  );
  const maxAmount = Math.max(0, ...(tops.at(-1) ?? []));
  return (
    <ChartFrame
      title={title}
      summary={summary}
      maxAmount={maxAmount}
      slots={length - 1}
      axis="point"
      xTicks={xTicks}
      xAxisLabel={xAxisLabel}
      legend={series}
    >
      {({ x, y }) =>
        series.map((entry, layer) => {
          const top = tops[layer] ?? [];
          const bottom = layer === 0 ? top.map(() => 0) : (tops[layer - 1] ?? []);
          const upper = top.map((amount, index) => `${x(index).toFixed(1)},${y(amount).toFixed(1)}`);
          const lower = bottom
            .map((amount, index) => `${x(index).toFixed(1)},${y(amount).toFixed(1)}`)
            .reverse();
          return (
            <g key={entry.label}>
              <polygon
                points={[...upper, ...lower].join(' ')}
                style={{ fill: entry.color, fillOpacity: 0.28 }}
              />
              <polyline
                points={upper.join(' ')}
                style={{ fill: 'none', stroke: entry.color, strokeWidth: 2 }}
              />
            </g>
          );
        })
      }
    </ChartFrame>
  );
}
