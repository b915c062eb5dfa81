/** The period's limit as a bar: what is spent and what is left of it, and when the period ends. */
import type { Card } from '@baraka/contracts/cards/schemas';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { Amount } from '../../../components/ui/amount';
import { formatIsoDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { getLimitGauge } from '../utils/limit-gauge';

type LimitGaugeProps = {
  card: Pick<
    Card,
    'limitAmount' | 'onPerTotAmount' | 'limitAmountBeforeTrn' | 'currency' | 'periodicity' | 'periodEnd'
  >;
};

export function LimitGauge({ card }: LimitGaugeProps) {
  const { t, i18n } = useTranslation('cards');
  const gauge = getLimitGauge(card);
  const color = gauge.isExhausted ? 'red' : gauge.isNearLimit ? 'orange' : 'teal';
  const amount = (value: string) => (
    <Amount value={value} currency={card.currency} fz="sm" fw={700} isHideable={false} />
  );
  return (
    <Stack gap={6} data-testid="limit-gauge">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" fw={600}>
          {t(`limit.title.${card.periodicity}`)}
        </Text>
        {amount(card.limitAmount)}
      </Group>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section value={gauge.spentPercent} color={color} aria-label={t('limit.meterLabel')} />
      </Progress.Root>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Text fz="xs" c="dimmed">
            {t('limit.spent')}
          </Text>
          <span data-testid="limit-spent">{amount(card.onPerTotAmount)}</span>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fz="xs" c="dimmed">
            {t('limit.left')}
          </Text>
          <span data-testid="limit-left">{amount(card.limitAmountBeforeTrn)}</span>
        </Stack>
      </Group>
      <Text fz="xs" c="dimmed">
        {t('limit.periodEnd', { date: formatIsoDate(card.periodEnd, i18n.language) })}
      </Text>
    </Stack>
  );
}
