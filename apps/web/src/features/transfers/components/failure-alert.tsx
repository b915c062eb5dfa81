/** A refusal the fields do not explain (balance, daily limit, permission, a voided code), in words. */
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconLock, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatMoney, isolateAmount } from '../../../lib/money-format';
import { useTranslation } from '../../../lib/use-translation';
import type { TransferFailure } from '../utils/transfer-failure';

const ICONS = {
  insufficientFunds: IconWallet,
  dailyLimit: IconWallet,
  forbidden: IconLock,
  demo: IconLock,
  interrupted: IconCloudOff,
} as const;

export function FailureAlert({ failure, children }: { failure: TransferFailure; children?: ReactNode }) {
  const { t, i18n } = useTranslation('transfers');
  if (failure.kind === 'fields') {
    return null;
  }
  const Icon =
    (ICONS as Partial<Record<TransferFailure['kind'], typeof IconWallet>>)[failure.kind] ?? IconAlertTriangle;
  const money = (amount: string, currency: string) =>
    amount ? isolateAmount(formatMoney(amount, currency, i18n.language)) : '';
  const body = (() => {
    switch (failure.kind) {
      case 'dailyLimit':
        return t('failures.dailyLimit.body', {
          dailyLimit: money(failure.dailyLimit, failure.currency),
          remaining: money(failure.remainingToday, failure.currency),
        });
      case 'interrupted':
        return t('failures.interrupted.body');
      case 'other':
        return failure.message;
      default:
        return t(`failures.${failure.kind}.body`);
    }
  })();
  return (
    <Alert
      color={failure.kind === 'interrupted' ? 'yellow' : 'red'}
      variant="light"
      radius="lg"
      title={t(`failures.${failure.kind}.title`)}
      icon={<Icon aria-hidden />}
      role="alert"
      data-testid={`failure-${failure.kind}`}
    >
      <Text fz="sm">{body}</Text>
      {children}
    </Alert>
  );
}
