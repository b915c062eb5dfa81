/** The dinar account the batch is paid from, with what it can spend now. */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AccountPicker } from '../../../components/ui/account-picker';
import { Amount } from '../../../components/ui/amount';
import { useTranslation } from '../../../lib/use-translation';

type DebitAccountCardProps = {
  accounts: readonly Account[];
  value: string | null;
  onChange: (accountId: string) => void;
};

export function DebitAccountCard({ accounts, value, onChange }: DebitAccountCardProps) {
  const { t } = useTranslation('bulkTransfers');
  const selected = accounts.find((account) => account.id === value);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('add.account.title')}
        </Title>
        {accounts.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('add.account.none')}
          </Text>
        ) : (
          <AccountPicker
            accounts={accounts}
            value={value}
            onChange={onChange}
            description={t('add.account.hint')}
          />
        )}
        {selected && (
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c="dimmed">
              {t('add.account.available')}
            </Text>
            <Amount
              value={selected.onlineActualBalance}
              currency={selected.currency}
              fw={700}
              data-testid="debit-available"
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
