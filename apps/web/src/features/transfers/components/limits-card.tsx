/** The day's ceiling around this transfer: already used, this transfer, what is left afterwards. */
import type { TransferQuote } from '@baraka/contracts/transfers/schemas';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Amount } from '../../../components/ui/amount';
import { useTranslation } from '../../../lib/use-translation';
import { getRemainingAfter, getUsedShare } from '../utils/limits';

function LimitRow({
  label,
  isStrong = false,
  children,
}: {
  label: string;
  isStrong?: boolean;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
      <Text fz="sm" c={isStrong ? undefined : 'dimmed'} fw={isStrong ? 600 : 400} style={{ minWidth: 0 }}>
        {label}
      </Text>
      <span style={{ flex: 'none' }}>{children}</span>
    </Group>
  );
}

export function LimitsCard({ quote }: { quote: TransferQuote }) {
  const { t } = useTranslation('transfers');
  const { limits } = quote;
  const isCounted = quote.type !== 'OWN_ACCOUNT';
  const money = (value: string) => (
    <Amount value={value} currency={limits.currency} isHideable={false} fz="sm" fw={700} />
  );
  const usedShare = getUsedShare(limits.usedToday, limits.dailyLimit);
  const thisShare = Math.max(
    0,
    Math.min(100 - usedShare, getUsedShare(quote.dinarEquivalent, limits.dailyLimit)),
  );
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="limits-card">
      <Title order={2} fz="h4" mb="sm">
        {t('review.limits.title')}
      </Title>
      {isCounted ? (
        <Stack gap="xs">
          <Progress.Root size="lg" radius="xl" aria-label={t('review.limits.daily')}>
            <Progress.Section value={usedShare} color="gray" />
            <Progress.Section value={thisShare} color="ocean" />
          </Progress.Root>
          <LimitRow label={t('review.limits.daily')}>{money(limits.dailyLimit)}</LimitRow>
          <LimitRow label={t('review.limits.usedToday')}>{money(limits.usedToday)}</LimitRow>
          <LimitRow label={t('review.limits.remainingAfter')} isStrong>
            <span data-testid="remaining-after">
              {money(getRemainingAfter(limits.remainingToday, quote.dinarEquivalent))}
            </span>
          </LimitRow>
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          {t('review.limits.notCounted')}
        </Text>
      )}
      <Stack gap={2} mt="md">
        <Text fz="xs" c="dimmed">
          {t('review.limits.perTransfer')}
        </Text>
        <Group gap={6} wrap="nowrap">
          {money(limits.minAmountTransaction)}
          <Text fz="sm" c="dimmed" aria-hidden>
            –
          </Text>
          {money(limits.maxAmountTransacation)}
        </Group>
      </Stack>
    </Paper>
  );
}
