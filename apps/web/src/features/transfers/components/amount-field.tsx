/** The amount, typed with the currency's decimals (three for dinars), its currency beside it. */
import { Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAmountPlaceholder } from '../../../lib/format';
import { getCurrencyDigits } from '../../../lib/money-format';
import { useTranslation } from '../../../lib/use-translation';
import { sanitizeAmountInput } from '../utils/amount-input';

type AmountFieldProps = {
  value: string;
  currency: string;
  description?: ReactNode;
  error?: string | undefined;
  onChange: (value: string) => void;
};

export function AmountField({ value, currency, description, error, onChange }: AmountFieldProps) {
  const { t, i18n } = useTranslation('transfers');
  const digits = getCurrencyDigits(currency);
  return (
    <TextInput
      label={t('form.amount', { currency })}
      placeholder={formatAmountPlaceholder(digits, i18n.language)}
      value={value}
      onChange={(event) => onChange(sanitizeAmountInput(event.currentTarget.value, digits))}
      inputMode="decimal"
      autoComplete="off"
      size="lg"
      dir="ltr"
      withAsterisk
      description={description}
      error={error}
      rightSection={
        <Text fz="sm" fw={700} c="dimmed">
          {currency}
        </Text>
      }
      rightSectionWidth={56}
      styles={{ input: { fontWeight: 700, fontVariantNumeric: 'tabular-nums' } }}
      data-testid="amount-input"
    />
  );
}
