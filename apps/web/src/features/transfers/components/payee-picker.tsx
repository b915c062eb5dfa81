/** Chooses a saved beneficiary: name, nickname, bank and the end of the account in each option. */
import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import { Avatar, Group, Select, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { useTranslation } from '../../../lib/use-translation';
import { getPayeeName } from '../utils/transfer-draft';

type PayeePickerProps = {
  payees: readonly Beneficiary[];
  value: string;
  error?: string | undefined;
  onChange: (payeeId: string) => void;
};

const getInitials = (payee: Beneficiary) =>
  `${payee.firstName.charAt(0)}${payee.lastName.charAt(0)}`.toUpperCase();

/** "•••• 9013": enough to recognise an account, never the whole number in a list. */
export const maskAccount = (value: string | null) =>
  value ? `•••• ${value.replace(/\s+/g, '').slice(-4)}` : '';

export function PayeePicker({ payees, value, error, onChange }: PayeePickerProps) {
  const { t } = useTranslation('transfers');
  const byId = new Map(payees.map((payee) => [payee.id, payee]));
  return (
    <Select
      label={t('form.payee')}
      placeholder={t('form.payeePlaceholder')}
      data={payees.map((payee) => ({
        value: payee.id,
        label: payee.nickName ? `${getPayeeName(payee)} (${payee.nickName})` : getPayeeName(payee),
      }))}
      value={value || null}
      onChange={(next) => {
        if (next) {
          onChange(next);
        }
      }}
      searchable
      nothingFoundMessage={t('form.noPayeeFound')}
      allowDeselect={false}
      size="md"
      withAsterisk
      error={error}
      leftSection={<IconUser size={18} aria-hidden />}
      renderOption={({ option }) => {
        const payee = byId.get(option.value);
        if (!payee) {
          return option.label;
        }
        return (
          <Group gap="sm" wrap="nowrap" w="100%">
            <Avatar size={34} radius="xl" color="ocean" variant="light">
              {getInitials(payee)}
            </Avatar>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fz="sm" fw={600} truncate>
                {getPayeeName(payee)}
                {payee.nickName ? (
                  <Text component="span" fz="xs" c="dimmed" fw={400}>
                    {` · ${payee.nickName}`}
                  </Text>
                ) : null}
              </Text>
              <Text fz="xs" c="dimmed" truncate>
                {payee.bankName ? `${payee.bankName} · ` : ''}
                <MaskedNumber value={maskAccount(payee.rib ?? payee.iban)} />
              </Text>
            </div>
          </Group>
        );
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="payee-picker"
    />
  );
}
