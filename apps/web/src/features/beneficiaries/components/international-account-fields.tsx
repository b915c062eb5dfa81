/**
 * An international payee's account: IBAN and BIC, then the bank. A complete BIC is looked up
 * (POST bank) and fills the bank's name and address, which stay editable for banks not listed.
 */
import { BANK_ADDRESS_MAX_LENGTH, BANK_NAME_MAX_LENGTH } from '@baraka/contracts/beneficiaries/schemas';
import { isValidBic } from '@baraka/domain/rib/bic';
import { Badge, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingBank, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { bankByBicQueryOptions, useBankByBic } from '../api/find-bank';
import type { BeneficiaryFormState, FoundBank } from '../hooks/use-beneficiary-form';
import { groupIbanText } from '../utils/beneficiary-form';
import { bindField } from './field-props';

const toBic = (text: string) =>
  text
    .replace(/[^a-zA-Z0-9]/g, '')
    .toUpperCase()
    .slice(0, 11);

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function InternationalAccountFields({ form }: { form: BeneficiaryFormState }) {
  const { t, i18n } = useTranslation('beneficiaries');
  const queryClient = useQueryClient();
  const lookup = useBankByBic(form.values.swiftCode);
  const found = lookup.data?.[0];
  // What the lookup wrote last: replaced by the next bank found, unlike what the user typed.
  const filled = useRef<FoundBank | null>(null);

  const changeBic = (text: string) => {
    const bic = toBic(text);
    form.setValue('swiftCode', bic);
    if (!isValidBic(bic)) {
      return;
    }
    queryClient.fetchQuery(bankByBicQueryOptions(bic)).then(
      (banks) => {
        const bank = banks[0];
        if (bank) {
          const next = { name: bank.name, address: [bank.street, bank.town].filter(Boolean).join(', ') };
          form.fillBank(next, filled.current);
          filled.current = next;
        }
      },
      // Without the directory the user types the bank's details: nothing to report.
      () => {},
    );
  };

  const isBicComplete = isValidBic(form.values.swiftCode);
  return (
    <Stack gap="md">
      <TextInput
        label={t('form.fields.iban')}
        description={t('form.hints.iban')}
        placeholder="FR76 3000 6000 0112 3456 7890 189"
        autoComplete="off"
        dir="ltr"
        withAsterisk
        size="md"
        styles={{ input: { letterSpacing: '0.04em' } }}
        {...bindField(form, t, 'iban', groupIbanText)}
      />
      <Stack gap={6}>
        <TextInput
          label={t('form.fields.swiftCode')}
          description={t('form.hints.swiftCode')}
          placeholder="BNPAFRPP"
          autoComplete="off"
          dir="ltr"
          withAsterisk
          size="md"
          maxLength={11}
          rightSection={
            lookup.isFetching ? (
              <Loader size={16} role="status" aria-label={t('form.bank.lookingUp')} />
            ) : null
          }
          {...bindField(form, t, 'swiftCode')}
          onChange={(event) => changeBic(event.currentTarget.value)}
        />
        {isBicComplete && !lookup.isFetching && found && (
          <Group
            gap={6}
            wrap="nowrap"
            align="flex-start"
            c="teal.8"
            aria-live="polite"
            data-testid="bic-bank"
          >
            <IconBuildingBank size={16} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
            <Stack gap={4} align="flex-start">
              <Text fz="sm" fw={600} c="inherit">
                {found.name} · {found.town}, {countryName(found.country, i18n.language)}
              </Text>
              {found.customer && (
                <Badge size="sm" variant="light" color="teal">
                  {t('form.bank.correspondent')}
                </Badge>
              )}
            </Stack>
          </Group>
        )}
        {isBicComplete && !lookup.isFetching && lookup.data && !found && (
          <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed" aria-live="polite">
            <IconInfoCircle size={16} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
            <Text fz="sm" c="inherit">
              {t('form.bank.notListed')}
            </Text>
          </Group>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('form.fields.bankName')}
          withAsterisk
          maxLength={BANK_NAME_MAX_LENGTH}
          {...bindField(form, t, 'bankName')}
        />
        <TextInput
          label={t('form.fields.bankAddress')}
          maxLength={BANK_ADDRESS_MAX_LENGTH}
          {...bindField(form, t, 'bankAddress')}
        />
      </SimpleGrid>
    </Stack>
  );
}
