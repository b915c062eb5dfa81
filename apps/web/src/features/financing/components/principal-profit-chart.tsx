/**
 * Principal against profit, year by year: each column is what the year's instalments repay, the
 * principal below and the profit above; the totals are written beside it for screen readers and
 * for anyone who prefers numbers.
 */
import type { FundingSchedule } from '@baraka/contracts/financing/schemas';
import { Group, Stack, Text } from '@mantine/core';
import { Amount } from '../../../components/ui/amount';
import { useTranslation } from '../../../lib/use-translation';
import { splitByYear, toMillimes } from '../utils/schedule-figures';
import classes from './principal-profit-chart.module.css';

const toText = (millimes: bigint) => `${millimes / 1000n}.${String(millimes % 1000n).padStart(3, '0')}`;

export function PrincipalProfitChart({ schedule }: { schedule: FundingSchedule }) {
  const { t } = useTranslation('financing');
  const years = splitByYear(schedule.amortizationScheduleList);
  const highest = years.reduce(
    (max, year) => (year.principal + year.profit > max ? year.principal + year.profit : max),
    1n,
  );
  const totalPrincipal = schedule.amortizationScheduleList.reduce(
    (sum, row) => sum + toMillimes(row.principal),
    0n,
  );
  const share = (value: bigint) => `${Number((value * 1000n) / highest) / 10}%`;
  return (
    <Stack gap="sm" data-testid="principal-profit-chart">
      <Group gap="lg">
        <Group gap={6}>
          <span className={classes.swatch} style={{ background: 'var(--mantine-primary-color-filled)' }} />
          <Text size="sm">{t('chart.principal')}</Text>
          <Amount
            value={toText(totalPrincipal)}
            currency={schedule.currency}
            fz="sm"
            fw={600}
            isHideable={false}
          />
        </Group>
        <Group gap={6}>
          <span className={classes.swatch} style={{ background: 'var(--mantine-color-orange-5)' }} />
          <Text size="sm">{t('chart.profit')}</Text>
          <Amount
            value={schedule.totalProfit}
            currency={schedule.currency}
            fz="sm"
            fw={600}
            isHideable={false}
          />
        </Group>
      </Group>
      <div className={classes.bars} role="img" aria-label={t('chart.summary', { years: years.length })}>
        {years.map((year) => (
          <div key={year.year} className={classes.column} title={t('chart.year', { year: year.year })}>
            <div className={classes.principal} style={{ height: share(year.principal) }} />
            <div className={classes.profit} style={{ height: share(year.profit) }} />
          </div>
        ))}
      </div>
      <div className={classes.axis} aria-hidden>
        <span>{t('chart.year', { year: 1 })}</span>
        <span>{t('chart.year', { year: years.length })}</span>
      </div>
    </Stack>
  );
}
