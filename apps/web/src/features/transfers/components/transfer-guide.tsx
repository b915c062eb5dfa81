/** Beside the form: what this transfer costs, when it runs (spec §1 hours and cut-offs), the limits, the code. */
import type { TransferConfig } from '@baraka/contracts/transfers/config';
import { Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconClockHour4,
  IconGauge,
  IconReceipt2,
  IconShieldLock,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDecimal } from '../../../lib/format';
import { formatMoney, isolateAmount } from '../../../lib/money-format';
import { useTranslation } from '../../../lib/use-translation';
import { getUsedShare } from '../utils/limits';
import type { OrderType } from '../utils/transfer-types';

function GuideItem({
  icon: Icon,
  title,
  children,
}: {
  icon: TablerIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <ThemeIcon size={36} radius="md" variant="light" color="ocean" aria-hidden>
        <Icon size={20} stroke={1.7} />
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fz="sm" fw={700}>
          {title}
        </Text>
        {children}
      </div>
    </Group>
  );
}

export function TransferGuide({ type, config }: { type: OrderType; config: TransferConfig }) {
  const { t, i18n } = useTranslation('transfers');
  const money = (amount: string) => isolateAmount(formatMoney(amount, config.currency, i18n.language));
  const fee = config.fees.find((item) => item.kind === type);
  const feeText = (() => {
    if (fee?.rule === 'FLAT' && fee.amount) {
      return t('guide.flat', { amount: money(fee.amount) });
    }
    if (fee?.rule === 'SHARE' && fee.percent && fee.min && fee.max) {
      const percent = formatDecimal(fee.percent, i18n.language, fee.percent.split('.')[1]?.length ?? 0);
      return t('guide.share', { percent, min: money(fee.min), max: money(fee.max) });
    }
    return t('guide.free');
  })();
  const isInterbank = type === 'NATIONAL' || type === 'INTERNATIONAL';
  const isOwn = type === 'OWN_ACCOUNT';
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="transfer-guide">
      <Title order={2} fz="h4" mb="md">
        {t('guide.title')}
      </Title>
      <Stack gap="lg">
        <GuideItem icon={IconReceipt2} title={t('guide.fees')}>
          <Text fz="sm" c="dimmed">
            {feeText}
          </Text>
        </GuideItem>
        <GuideItem icon={IconClockHour4} title={t('guide.timing')}>
          <Text fz="sm" c="dimmed">
            {isInterbank
              ? t('guide.interbank', {
                  ...config.validationHours,
                  cutoff: config.today.cutoff,
                  session: t(`sessions.${config.today.sessionMode}`),
                })
              : t('guide.immediate')}
          </Text>
          {isInterbank && !config.today.isWorkingDay && (
            <Text fz="sm" fw={600} mt={4}>
              {t('guide.todayRest')}
            </Text>
          )}
        </GuideItem>
        <GuideItem icon={IconGauge} title={t('guide.limits')}>
          {isOwn ? (
            <Text fz="sm" c="dimmed">
              {t('guide.limitsOwn', {
                min: money(config.minAmountTransaction),
                max: money(config.maxAmountTransacation),
              })}
            </Text>
          ) : (
            <>
              <Text fz="sm" c="dimmed">
                {t('guide.limitsUsed', { used: money(config.usedToday), limit: money(config.dailyLimit) })}
              </Text>
              <Progress
                value={getUsedShare(config.usedToday, config.dailyLimit)}
                color="ocean"
                size="sm"
                radius="xl"
                mt={6}
                aria-label={t('guide.limits')}
              />
              <Text fz="xs" c="dimmed" mt={6}>
                {t('guide.perTransfer', {
                  min: money(config.minAmountTransaction),
                  max: money(config.maxAmountTransacation),
                })}
              </Text>
            </>
          )}
        </GuideItem>
        <GuideItem icon={IconShieldLock} title={t('guide.security')}>
          <Text fz="sm" c="dimmed">
            {isOwn ? t('guide.securityOwn') : t('guide.securityOtp')}
          </Text>
        </GuideItem>
      </Stack>
    </Paper>
  );
}
