/**
 * Twelve end-of-month balances as an area chart (SVG, no chart library), with a sentence that says
 * what it shows and a table of the values for screen readers and for anyone who prefers figures.
 * Time runs left to right in every language; the words around the chart follow the page direction.
 */
import type { MonthlyBalance } from '@baraka/contracts/accounts/schemas';
import { Button, Collapse, Table, Text } from '@mantine/core';
import { useDisclosure, useElementSize } from '@mantine/hooks';
import { IconTable } from '@tabler/icons-react';
import { useId } from 'react';
import { Amount } from '../../../components/ui/amount';
import { formatNumber, getNumberFormat } from '../../../lib/format';
import { formatMoney, isolateAmount } from '../../../lib/money-format';
import { useTranslation } from '../../../lib/use-translation';
import { computeAxis, findExtremes, linearScale } from '../utils/chart-scale';
import { formatMonth } from '../utils/month-label';
import classes from './balance-chart.module.css';

const HEIGHT = 220;
const MARGIN = { top: 16, right: 16, bottom: 28, left: 52 };

type BalanceChartProps = { balances: readonly MonthlyBalance[]; currency: string };

export function BalanceChart({ balances, currency }: BalanceChartProps) {
  const { t, i18n } = useTranslation('accounts');
  const { language } = i18n;
  const { ref, width } = useElementSize();
  const [isTableOpen, table] = useDisclosure(false);
  const summaryId = useId();
  const gradientId = useId();
  // Display only: positions on the screen, never a figure the customer reads.
  const values = balances.map((balance) => Number(balance.amount));
  const axis = computeAxis(values);
  const right = Math.max(width - MARGIN.right, MARGIN.left + 1);
  const bottom = HEIGHT - MARGIN.bottom;
  const x = linearScale([0, Math.max(balances.length - 1, 1)], [MARGIN.left, right]);
  const y = linearScale([axis.min, axis.max], [bottom, MARGIN.top]);
  const points = values.map((value, index) => [x(index), y(value)] as const);
  const line = points.map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${px},${py}`).join(' ');
  const area = `${line} L${x(values.length - 1)},${y(Math.max(axis.min, 0))} L${x(0)},${y(Math.max(axis.min, 0))} Z`;
  const compact = getNumberFormat(language, {
    notation: 'compact',
    numberingSystem: 'latn',
  });
  const every = width < 480 ? 3 : width < 720 ? 2 : 1;
  const { high, low } = findExtremes(values);
  const money = (index: number) =>
    isolateAmount(formatMoney(balances[index]?.amount ?? '0', currency, language));
  const month = (index: number) => formatMonth(balances[index]?.month ?? '01/1970', language);
  const summary =
    balances.length > 0
      ? t('dashboard.chartSummary', {
          first: month(0),
          firstAmount: money(0),
          last: month(balances.length - 1),
          lastAmount: money(balances.length - 1),
          high: month(high),
          highAmount: money(high),
          low: month(low),
          lowAmount: money(low),
        })
      : '';

  return (
    <figure className={classes.figure}>
      <div ref={ref} className={classes.canvas} dir="ltr">
        {width > 0 && (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-describedby={summaryId}
            data-testid="balance-chart"
          >
            <title>{t('dashboard.chartTitle')}</title>
            <defs>
              <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" className={classes.areaTop} />
                <stop offset="100%" className={classes.areaBottom} />
              </linearGradient>
            </defs>
            {axis.ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={MARGIN.left}
                  x2={right}
                  y1={y(tick)}
                  y2={y(tick)}
                  className={tick === 0 ? classes.zero : classes.grid}
                />
                <text
                  x={MARGIN.left - 8}
                  y={y(tick)}
                  className={classes.tick}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {formatNumber(compact, tick, language)}
                </text>
              </g>
            ))}
            <path d={area} fill={`url(#${gradientId})`} />
            <path d={line} className={classes.line} />
            {points.map(([px, py], index) => (
              <circle
                key={balances[index]?.month}
                cx={px}
                cy={py}
                r={index === points.length - 1 ? 5 : 3}
                className={index === points.length - 1 ? classes.lastPoint : classes.point}
              />
            ))}
            {balances.map((balance, index) =>
              index % every === (balances.length - 1) % every ? (
                <text
                  key={balance.month}
                  x={x(index)}
                  y={HEIGHT - 8}
                  className={classes.tick}
                  textAnchor="middle"
                >
                  {formatMonth(balance.month, language, 'short')}
                </text>
              ) : null,
            )}
          </svg>
        )}
      </div>
      <Text component="figcaption" fz="xs" c="dimmed" mt="xs" id={summaryId}>
        {summary}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        mt="xs"
        leftSection={<IconTable size={16} aria-hidden />}
        onClick={table.toggle}
        aria-expanded={isTableOpen}
      >
        {t('dashboard.chartTable')}
      </Button>
      <Collapse expanded={isTableOpen}>
        <Table striped mt="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.month')}</Table.Th>
              <Table.Th ta="end">{t('dashboard.balance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {balances.map((balance) => (
              <Table.Tr key={balance.month}>
                <Table.Td className={classes.month}>{formatMonth(balance.month, language)}</Table.Td>
                <Table.Td ta="end">
                  <Amount value={balance.amount} currency={currency} fz="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Collapse>
    </figure>
  );
}
