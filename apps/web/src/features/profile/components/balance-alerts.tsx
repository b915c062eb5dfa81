/**
 * Low and high balance alerts per account (account/updateMinAndMaxAmount): the bank notifies when
 * the balance crosses a threshold. An empty field clears it.
 */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateAccountAnswers, useAccounts } from '../../../api/accounts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { ApiError } from '../../../lib/api-error';
import { readFieldError } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { updateBalanceAlerts } from '../api/balance-alerts';

function AccountAlerts({ account }: { account: Account }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [min, setMin] = useState(account.minAmount ?? '');
  const [max, setMax] = useState(account.maxAmount ?? '');
  const [error, setError] = useState<unknown>(null);
  const [isBusy, setIsBusy] = useState(false);
  const save = () => {
    setIsBusy(true);
    setError(null);
    updateBalanceAlerts(account.id, min.trim() || null, max.trim() || null)
      .then(() => {
        notifications.show({ color: 'teal', message: t('alerts.saved') });
        return invalidateAccountAnswers(queryClient);
      })
      .catch((caught: unknown) => {
        setError(caught);
        if (caught instanceof ApiError && caught.fieldErrors.length === 0) {
          notifications.show({ color: 'red', message: caught.message });
        }
      })
      .finally(() => setIsBusy(false));
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="balance-alert">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Text fw={600} mb="xs">
          <bdi>{account.title}</bdi> · {account.currency}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('alerts.min')}
            value={min}
            onChange={(event) => setMin(event.currentTarget.value)}
            error={readFieldError(error, 'minAmount')}
            inputMode="decimal"
            dir="ltr"
            w={150}
          />
          <TextInput
            label={t('alerts.max')}
            value={max}
            onChange={(event) => setMax(event.currentTarget.value)}
            error={readFieldError(error, 'maxAmount')}
            inputMode="decimal"
            dir="ltr"
            w={150}
          />
          <Button type="submit" variant="light" loading={isBusy}>
            {t('alerts.save')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

export function BalanceAlerts() {
  const { t } = useTranslation('profile');
  const accounts = useAccounts();
  if (accounts.isPending) {
    return <LoadingState rows={2} height={96} />;
  }
  if (accounts.isError) {
    return <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  }
  if (accounts.data.length === 0) {
    return <EmptyState title={t('alerts.none')} />;
  }
  return (
    <Stack gap="sm">
      {accounts.data.map((account) => (
        <AccountAlerts key={account.id} account={account} />
      ))}
    </Stack>
  );
}
