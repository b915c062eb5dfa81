/** The rates board: one row per currency with its unit, the bank's buy and sell rates in dinars. */
import type { CurrencyRate } from '@baraka/contracts/currencies/schemas';
import { Badge, Group, Table, Text } from '@mantine/core';
import { formatDecimal } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';

export function RatesTable({ rates }: { rates: readonly CurrencyRate[] }) {
  const { t, i18n } = useTranslation('currencies');
  const localize = useLocalize();
  const language = i18n.language;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="xs"
        captionSide="top"
        data-testid="rates-table"
      >
        <Table.Caption>{t('table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.currency')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('table.unit')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('table.buy')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('table.sell')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rates.map((rate) => (
            <Table.Tr key={rate.isoCode}>
              <Table.Th scope="row" fw="normal">
                <Group gap={6} wrap="wrap">
                  <Badge variant="light" radius="sm" w={48} styles={{ label: { overflow: 'visible' } }}>
                    {rate.isoCode}
                  </Badge>
                  <Text fz={{ base: 'xs', sm: 'sm' }} lh={1.3}>
                    {localize(rate.currencyName)}
                  </Text>
                </Group>
              </Table.Th>
              <Table.Td ta="end" ff="monospace">
                {rate.unit}
              </Table.Td>
              <Table.Td ta="end" ff="monospace">
                {formatDecimal(rate.retailRate.buy, language, 4)}
              </Table.Td>
              <Table.Td ta="end" ff="monospace">
                {formatDecimal(rate.retailRate.sell, language, 4)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
