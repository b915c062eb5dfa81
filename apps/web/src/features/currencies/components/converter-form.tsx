/** The converter: an amount and two currencies; the result follows every keystroke, through the dinar. */
import type { CurrencyRate } from '@baraka/contracts/currencies/schemas';
import { converterFormSchema } from '@baraka/contracts/currencies/schemas';
import { convertCurrency } from '@baraka/domain/currencies/convert-currency';
import { ActionIcon, Grid, Paper, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDecimal } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import { ConversionResult } from './conversion-result';

type ConverterFormProps = { rates: readonly CurrencyRate[] };

export function ConverterForm({ rates }: ConverterFormProps) {
  const { t, i18n } = useTranslation(['currencies', 'errors']);
  const localize = useLocalize();
  const [amount, setAmount] = useState('100');
  const [from, setFrom] = useState<string>('EUR');
  const [to, setTo] = useState<string>('TND');

  const options = [
    { value: 'TND', label: `TND — ${t('converter.dinar')}` },
    ...rates.map((rate) => ({
      value: rate.isoCode,
      label: `${rate.isoCode} — ${localize(rate.currencyName)}`,
    })),
  ];
  const parsed = converterFormSchema.safeParse({ amount, from, to });
  const amountError =
    amount.trim() !== '' && !parsed.success ? t('form.InvalidNumber', { ns: 'errors' }) : null;
  const result = parsed.success
    ? convertCurrency({
        amount: parsed.data.amount.replace(',', '.'),
        from: parsed.data.from,
        to: parsed.data.to,
        rates: rates.map((rate) => ({ isoCode: rate.isoCode, unit: rate.unit, ...rate.retailRate })),
      })
    : null;

  const swap = () => {
    setFrom(to);
    setTo(from);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <TextInput
          label={t('converter.amount')}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          inputMode="decimal"
          autoComplete="off"
          size="md"
          error={amountError}
          data-testid="converter-amount"
        />
        <Grid align="flex-end" gap="sm">
          <Grid.Col span={{ base: 12, sm: 5.5 }}>
            <Select
              label={t('converter.from')}
              data={options}
              value={from}
              onChange={(value) => value && setFrom(value)}
              allowDeselect={false}
              searchable
              size="md"
              data-testid="converter-from"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 1 }} ta="center">
            <Tooltip label={t('converter.swap')}>
              <ActionIcon
                size={42}
                radius="xl"
                variant="light"
                onClick={swap}
                aria-label={t('converter.swap')}
              >
                <IconArrowsExchange size={22} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5.5 }}>
            <Select
              label={t('converter.to')}
              data={options}
              value={to}
              onChange={(value) => value && setTo(value)}
              allowDeselect={false}
              searchable
              size="md"
              data-testid="converter-to"
            />
          </Grid.Col>
        </Grid>
        {parsed.success && result !== null ? (
          <ConversionResult
            amount={formatDecimal(parsed.data.amount.replace(',', '.'), i18n.language, 3)}
            result={formatDecimal(result, i18n.language, 3)}
            from={parsed.data.from}
            to={parsed.data.to}
            rates={rates}
          />
        ) : (
          <Text c="dimmed" fz="sm">
            {t('converter.prompt')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
