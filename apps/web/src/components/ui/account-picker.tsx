/** Chooses one of the customer's accounts: name, masked number and currency in each option. */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { Group, Select, type SelectProps, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import classes from './account-picker.module.css';
import { getAccountTone, TONE_ICONS } from './account-tone';
import { Amount } from './amount';
import { MaskedNumber } from './masked-number';

type AccountPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  accounts: readonly Account[];
  value: string | null;
  onChange: (accountId: string) => void;
};

export function AccountPicker({ accounts, value, onChange, ...props }: AccountPickerProps) {
  const { t } = useTranslation('accounts');
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const selected = value ? byId.get(value) : undefined;
  const SelectedIcon = selected ? TONE_ICONS[getAccountTone(selected)] : null;
  return (
    <Select
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      data={accounts.map((account) => ({
        value: account.id,
        label: `${account.title} · ${account.accountNumber} · ${account.currency}`,
      }))}
      value={value}
      onChange={(next) => {
        if (next) {
          onChange(next);
        }
      }}
      allowDeselect={false}
      checkIconPosition="right"
      // A Latin name in an Arabic page (or the reverse) keeps its own direction (account-picker.module.css).
      classNames={{ input: classes.input }}
      leftSection={SelectedIcon ? <SelectedIcon size={18} aria-hidden /> : undefined}
      renderOption={({ option }) => {
        const account = byId.get(option.value);
        if (!account) {
          return option.label;
        }
        const Icon = TONE_ICONS[getAccountTone(account)];
        return (
          <Group gap="sm" wrap="nowrap" w="100%">
            <Icon size={18} aria-hidden />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fz="sm" fw={600} truncate="end">
                <bdi>{account.title}</bdi>
              </Text>
              <Text fz="xs" c="dimmed">
                {t(`types.${account.accountType}`)} · <MaskedNumber value={account.accountNumber} />
              </Text>
            </div>
            <Amount value={account.currentBalance} currency={account.currency} fz="sm" />
          </Group>
        );
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="account-picker"
      {...props}
    />
  );
}
