/** The converted amount, announced to screen readers, with the rates that produced it. */
import type { CurrencyRate } from '@baraka/contracts/currencies/schemas';
import { Box, List, Text } from '@mantine/core';
import { formatDecimal } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';

type ConversionResultProps = {
  amount: string;
  result: string;
  from: string;
  to: string;
  rates: readonly CurrencyRate[];
};

export function ConversionResult({ amount, result, from, to, rates }: ConversionResultProps) {
  const { t, i18n } = useTranslation('currencies');
  const rateOf = (code: string) => rates.find((rate) => rate.isoCode === code);
  const bought = from === to ? undefined : rateOf(from);
  const sold = from === to ? undefined : rateOf(to);
  return (
    <Box
      p="lg"
      bg="var(--mantine-primary-color-light)"
      style={{ borderRadius: 'var(--mantine-radius-lg)' }}
      aria-live="polite"
    >
      <Text fz="sm" c="dimmed">
        {amount} {from} =
      </Text>
      <Text fz={{ base: 28, sm: 34 }} fw={700} data-testid="converter-result" dir="ltr" ta="start">
        {result} {to}
      </Text>
      {(bought || sold) && (
        <List fz="sm" mt="sm" c="dimmed" spacing={2}>
          {bought && (
            <List.Item>
              {t('converter.boughtAt', {
                unit: bought.unit,
                code: bought.isoCode,
                rate: formatDecimal(bought.retailRate.buy, i18n.language, 4),
              })}
            </List.Item>
          )}
          {sold && (
            <List.Item>
              {t('converter.soldAt', {
                unit: sold.unit,
                code: sold.isoCode,
                rate: formatDecimal(sold.retailRate.sell, i18n.language, 4),
              })}
            </List.Item>
          )}
        </List>
      )}
    </Box>
  );
}
