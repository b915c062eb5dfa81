/** The cheque list's filters: account, period (two months at most), state and amount range. */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { CHEQUE_STATUSES } from '@baraka/contracts/cheques/schemas';
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ChequeFilterCheck, ChequeFilterValues } from '../utils/cheque-filter';

type Props = {
  id: string;
  accounts: readonly Account[];
  values: ChequeFilterValues;
  issues: ChequeFilterCheck['issues'];
  onApply: (values: ChequeFilterValues) => void;
  onReset: () => void;
};

export function ChequeFilters({ id, accounts, values, issues, onApply, onReset }: Props) {
  const { t } = useTranslation('cheques');
  const [draft, setDraft] = useState(values);
  const set = <K extends keyof ChequeFilterValues>(key: K, value: ChequeFilterValues[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const issueText = (issue: string | undefined) => (issue ? t(`filters.issues.${issue}`) : undefined);
  return (
    <Paper
      id={id}
      withBorder
      radius="lg"
      p="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
      data-testid="cheque-filters"
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Select
          label={t('filters.account')}
          data={[
            { value: '', label: t('filters.allAccounts') },
            ...accounts.map((account) => ({
              value: account.id,
              label: `${account.title} · ${account.accountNumber}`,
            })),
          ]}
          value={draft.accountId ?? ''}
          onChange={(value) => set('accountId', value ? value : null)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          type="date"
          label={t('filters.startDate')}
          value={draft.startDate}
          onChange={(event) => set('startDate', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('filters.endDate')}
          value={draft.endDate}
          onChange={(event) => set('endDate', event.currentTarget.value)}
          error={issueText(issues.endDate)}
        />
        <Select
          label={t('filters.status')}
          data={['ALL', ...CHEQUE_STATUSES].map((status) => ({
            value: status,
            label: t(`chequeStatus.${status}`),
          }))}
          value={draft.status}
          onChange={(value) => set('status', (value ?? 'ALL') as ChequeFilterValues['status'])}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('filters.minAmount')}
          inputMode="decimal"
          value={draft.minAmount}
          onChange={(event) => set('minAmount', event.currentTarget.value)}
          error={issueText(issues.minAmount)}
        />
        <TextInput
          label={t('filters.maxAmount')}
          inputMode="decimal"
          value={draft.maxAmount}
          onChange={(event) => set('maxAmount', event.currentTarget.value)}
          error={issueText(issues.maxAmount)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="subtle" onClick={onReset}>
          {t('filters.reset')}
        </Button>
        <Button type="submit" data-testid="apply-filters">
          {t('filters.apply')}
        </Button>
      </Group>
    </Paper>
  );
}
