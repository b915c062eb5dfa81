/**
 * The frame of the simulators' charts: sized to its container, a zero-based amount axis with grid
 * lines, numeric ticks along the bottom, a legend and a text summary. Only digits are drawn in the
 * SVG, so it stays left-to-right in Arabic too; words live in the HTML around it.
 */

import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';
import { useSimulatorText } from '../../hooks/use-simulator-text';
import { formatPlainNumber } from '../../utils/format';
import classes from './chart-frame.module.css';
import { chooseAmountUnit, computeAxisScale, createScale, toAxisAmount } from './chart-scale';

export type ChartScales = {
  x: (position: number) => number;
  y: (amount: number) => number;
  /** Width of one slot on a band axis (bars). */
  band: number;
};

export type LegendEntry = { label: string; color: string };

type ChartFrameProps = {
  title: string;
  summary: string;
  /** Largest amount drawn. */
  maxAmount: number;
  /** Point axis: positions 0..slots. Band axis: slots bars, positions 0..slots-1 at their centres. */
  slots: number;
  axis: 'point' | 'band';
  xTicks: readonly { position: number; label: string }[];
  xAxisLabel: string;
  legend: readonly LegendEntry[];
  children: (scales: ChartScales) => ReactNode;
};

const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 26, left: 48 };

export function ChartFrame(props: ChartFrameProps) {
  const { title, summary, maxAmount, slots, axis, xTicks, xAxisLabel, legend, children } = props;
  const { t, language } = useSimulatorText();
  const { ref, width } = useElementSize();
  const titleId = useId();
  const summaryId = useId();
  const unit = chooseAmountUnit(maxAmount);
  const scale = computeAxisScale(toAxisAmount(maxAmount, unit));
  const plotRight = Math.max(width - MARGIN.right, MARGIN.left + 1);
  const plotBottom = HEIGHT - MARGIN.bottom;
  const band = axis === 'band' ? (plotRight - MARGIN.left) / Math.max(slots, 1) : 0;
  const x =
    axis === 'band'
      ? (position: number) => MARGIN.left + band * (position + 0.5)
      : createScale([0, Math.max(slots, 1)], [MARGIN.left, plotRight]);
  const yAxis = createScale([0, scale.max], [plotBottom, MARGIN.top]);
  const y = (amount: number) => yAxis(toAxisAmount(amount, unit));

  return (
    <figure className={classes.figure} aria-labelledby={titleId}>
      <Text component="h3" fw={700} id={titleId}>
        {title}
      </Text>
      <Text size="xs" c="dimmed" mb={4} aria-hidden>
        {t(unit === 'thousands' ? 'chart.inThousands' : 'chart.inDinars')}
      </Text>
      <div ref={ref} className={classes.canvas} dir="ltr">
        {width > 0 && (
          <svg width={width} height={HEIGHT} role="img" aria-labelledby={`${titleId} ${summaryId}`}>
            <title>{title}</title>
            {scale.ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={MARGIN.left}
                  x2={plotRight}
                  y1={yAxis(tick)}
                  y2={yAxis(tick)}
                  className={classes.grid}
                />
                <text
                  x={MARGIN.left - 6}
                  y={yAxis(tick)}
                  className={classes.tick}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {formatPlainNumber(tick, language)}
                </text>
              </g>
            ))}
            {children({ x, y, band })}
            <line x1={MARGIN.left} x2={plotRight} y1={plotBottom} y2={plotBottom} className={classes.axis} />
            {xTicks.map((tick) => (
              <text
                key={tick.position}
                x={x(tick.position)}
                y={HEIGHT - 8}
                className={classes.tick}
                textAnchor="middle"
              >
                {tick.label}
              </text>
            ))}
          </svg>
        )}
      </div>
      <Group justify="space-between" gap="xs" mt={4} wrap="wrap">
        <Group component="ul" gap="md" className={classes.legend}>
          {legend.map((entry) => (
            <li key={entry.label} className={classes.legendItem}>
              <span className={classes.swatch} style={{ background: entry.color }} aria-hidden />
              {entry.label}
            </li>
          ))}
        </Group>
        <Text size="xs" c="dimmed" aria-hidden>
          {xAxisLabel}
        </Text>
      </Group>
      <Text component="figcaption" size="sm" mt="xs" id={summaryId}>
        {summary}
      </Text>
    </figure>
  );
}
