/**
 * The RIB of a national or within-bank payee, grouped as it is typed, with the bank its code names
 * shown at once — and, for a national payee, a pointer to the within-bank form when it is code 32.
 */

import { normalizeRib } from '@baraka/domain/rib/rib-key';
import { findTunisianBank, isOwnBankRib } from '@baraka/domain/rib/tunisian-banks';
import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { BeneficiaryFormState } from '../hooks/use-beneficiary-form';
import { groupRibDigits } from '../utils/beneficiary-form';
import { getAddPath } from '../utils/beneficiary-types';
import { bindField } from './field-props';

type RibFieldProps = { form: BeneficiaryFormState; type: 'LOCAL' | 'WITHINBANK'; mode: 'add' | 'update' };

type BankLineProps = { type: 'LOCAL' | 'WITHINBANK'; rib: string; mode: 'add' | 'update'; hasError: boolean };

function WithinBankLink() {
  const { t } = useTranslation('beneficiaries');
  return (
    <Anchor component={Link} to={getAddPath('WITHINBANK')} fz="sm" fw={600}>
      {t('form.bank.useWithinBank')}
    </Anchor>
  );
}

function BankLine({ type, rib, mode, hasError }: BankLineProps) {
  const { t } = useTranslation('beneficiaries');
  if (normalizeRib(rib).length < 2) {
    return null;
  }
  const bank = findTunisianBank(rib);
  const isOwnBank = isOwnBankRib(rib);
  const isWrongBank = type === 'WITHINBANK' ? !isOwnBank : isOwnBank;
  const offersWithinBank = type === 'LOCAL' && isOwnBank && mode === 'add';
  if (hasError) {
    // The field's message already says what is wrong; only the way out is added.
    return offersWithinBank ? <WithinBankLink /> : null;
  }
  if (isWrongBank || !bank) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start" c="orange.8" data-testid="rib-bank-warning">
        <IconAlertTriangle size={16} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
        <Text fz="sm" c="inherit">
          {!bank && t('form.bank.unknownCode')}
          {bank && type === 'WITHINBANK' && t('form.bank.notAlBaraka', { name: bank.name })}
          {bank && type === 'LOCAL' && (
            <>
              {t('form.bank.isAlBaraka')} {offersWithinBank && <WithinBankLink />}
            </>
          )}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" c="teal.8" aria-live="polite">
      <IconBuildingBank size={16} aria-hidden style={{ flex: 'none' }} />
      <Text fz="sm" fw={600} c="inherit" data-testid="rib-bank">
        {bank.name}
      </Text>
    </Group>
  );
}

export function RibField({ form, type, mode }: RibFieldProps) {
  const { t } = useTranslation('beneficiaries');
  const digits = normalizeRib(form.values.rib).length;
  return (
    <Stack gap={6}>
      <TextInput
        label={t('form.fields.rib')}
        description={t(type === 'WITHINBANK' ? 'form.hints.ribWithinBank' : 'form.hints.rib')}
        placeholder={type === 'WITHINBANK' ? '32 001 0012345678901 51' : '08 006 0123456789012 34'}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        withAsterisk
        size="md"
        rightSection={
          <Text fz="xs" c="dimmed" aria-hidden>
            {digits}/20
          </Text>
        }
        rightSectionWidth={52}
        styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' } }}
        {...bindField(form, t, 'rib', groupRibDigits)}
      />
      <BankLine type={type} rib={form.values.rib} mode={mode} hasError={form.errors.rib !== undefined} />
    </Stack>
  );
}
