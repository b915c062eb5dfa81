/** What a payee summary shows (before the code, after saving): name, nickname, bank and account. */
import type { Beneficiary, BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { formatIban, formatRib } from '@baraka/domain/rib/iban';
import { isValidRib, normalizeRib } from '@baraka/domain/rib/rib-key';
import { findTunisianBank } from '@baraka/domain/rib/tunisian-banks';
import type { BeneficiaryFormValues } from './beneficiary-form';
import { isTunisianType } from './beneficiary-types';

export type PayeeSummary = {
  name: string;
  nickName: string | null;
  bankName: string | null;
  account: { kind: 'RIB' | 'IBAN'; value: string };
  swiftCode: string | null;
};

const printRib = (rib: string) => (isValidRib(rib) ? formatRib(rib) : normalizeRib(rib));

/** From the form, as the user is about to confirm it. */
export function summarizeValues(type: BeneficiaryTypeName, values: BeneficiaryFormValues): PayeeSummary {
  const base = {
    name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
    nickName: values.nickName.trim() || null,
  };
  if (isTunisianType(type)) {
    return {
      ...base,
      bankName: findTunisianBank(values.rib)?.name ?? null,
      account: { kind: 'RIB', value: printRib(values.rib) },
      swiftCode: null,
    };
  }
  return {
    ...base,
    bankName: values.bankName.trim() || null,
    account: { kind: 'IBAN', value: formatIban(values.iban.toUpperCase()) },
    swiftCode: values.swiftCode.replace(/\s+/g, '').toUpperCase() || null,
  };
}

/** From the payee the server saved. */
export function summarizeBeneficiary(beneficiary: Beneficiary): PayeeSummary {
  return {
    name: `${beneficiary.firstName} ${beneficiary.lastName}`,
    nickName: beneficiary.nickName,
    bankName: beneficiary.bankName,
    account: beneficiary.rib
      ? { kind: 'RIB', value: printRib(beneficiary.rib) }
      : { kind: 'IBAN', value: formatIban(beneficiary.iban ?? '') },
    swiftCode: beneficiary.rib ? null : beneficiary.swiftCode,
  };
}
