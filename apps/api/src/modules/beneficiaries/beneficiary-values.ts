/** From a checked form to the columns it sets: empty optional fields are stored as absent. */
import type { AddInternationalBeneficiary, AddTunisianBeneficiary } from '@baraka/contracts';
import { type BeneficiaryType, formatIban, formatRib } from '@baraka/domain';
import type { ActionLabel } from '../identity/index.ts';
import type { BeneficiaryChanges } from './beneficiaries.queries.ts';

export type BeneficiaryInput = AddTunisianBeneficiary | AddInternationalBeneficiary;

const blankToNull = (value: string | undefined): string | null =>
  value === undefined || value === '' ? null : value;

const isInternational = (input: BeneficiaryInput): input is AddInternationalBeneficiary => 'iban' in input;

export const toBeneficiaryChanges = (input: BeneficiaryInput): BeneficiaryChanges => {
  const person = {
    firstName: input.firstName,
    lastName: input.lastName,
    nickName: blankToNull(input.nickName),
    email: blankToNull(input.email),
    phoneNumber: blankToNull(input.phoneNumber),
  };
  if (isInternational(input)) {
    return {
      ...person,
      rib: null,
      iban: input.iban,
      swiftCode: input.swiftCode,
      bankName: input.bankName,
      bankAddress: blankToNull(input.bankAddress),
    };
  }
  return { ...person, rib: input.rib, iban: null, swiftCode: null, bankName: null, bankAddress: null };
};

/** Where the money would go: what a one-time code confirms. */
export const describeAccount = (changes: BeneficiaryChanges): string =>
  changes.rib
    ? `RIB ${formatRib(changes.rib)}`
    : `IBAN ${formatIban(changes.iban ?? '')} (${changes.swiftCode})`;

export const isSameAccount = (a: BeneficiaryChanges, b: BeneficiaryChanges): boolean =>
  (a.rib ?? null) === (b.rib ?? null) &&
  (a.iban ?? null) === (b.iban ?? null) &&
  (a.swiftCode ?? null) === (b.swiftCode ?? null);

/** The message of the code: who is added (or changed) and their account, in the user's language. */
export const describeBeneficiaryAction = (
  kind: 'add' | 'update',
  type: BeneficiaryType,
  changes: BeneficiaryChanges,
): ActionLabel => {
  const name = `${changes.firstName} ${changes.lastName}`;
  const account = describeAccount(changes);
  const international = type === 'INTERNATIONAL';
  if (kind === 'add') {
    return {
      fr: `l'ajout du bénéficiaire ${international ? 'international ' : ''}${name}, ${account}`,
      en: `adding the ${international ? 'international ' : ''}beneficiary ${name}, ${account}`,
      ar: `إضافة المستفيد ${name}، ${account}`,
    };
  }
  return {
    fr: `le changement de compte du bénéficiaire ${name}, nouveau ${account}`,
    en: `changing the account of the beneficiary ${name}, new ${account}`,
    ar: `تغيير حساب المستفيد ${name}، ${account}`,
  };
};
