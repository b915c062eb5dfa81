/**
 * The add and edit forms' values and rules: what each kind of payee sends (spec §7 add*, update*),
 * checked with the very schema the API uses (BENEFICIARY_FORM_SCHEMAS), so a refusal reads the same
 * form key in the browser and from the server.
 */
import {
  BENEFICIARY_FORM_SCHEMAS,
  type Beneficiary,
  type BeneficiaryTypeName,
} from '@baraka/contracts/beneficiaries/schemas';
import type { FieldError } from '@baraka/contracts/shared/envelope';
import { formatIban } from '@baraka/domain/rib/iban';
import { isTunisianType } from './beneficiary-types';

export type BeneficiaryFormValues = {
  firstName: string;
  lastName: string;
  nickName: string;
  email: string;
  phoneNumber: string;
  rib: string;
  iban: string;
  swiftCode: string;
  bankName: string;
  bankAddress: string;
};
export type BeneficiaryField = keyof BeneficiaryFormValues;
export type FormMode = 'add' | 'update';
export type FieldErrors = Partial<Record<BeneficiaryField, FieldError>>;
type PersonFields = Pick<
  BeneficiaryFormValues,
  'firstName' | 'lastName' | 'nickName' | 'email' | 'phoneNumber'
>;
/** The body of an add or update call: the person, the account of the payee's kind, the id to edit. */
export type BeneficiaryRequest = PersonFields & { id?: string } & (
    | Pick<BeneficiaryFormValues, 'rib'>
    | Pick<BeneficiaryFormValues, 'iban' | 'swiftCode' | 'bankName' | 'bankAddress'>
  );

export const EMPTY_FORM_VALUES: BeneficiaryFormValues = {
  firstName: '',
  lastName: '',
  nickName: '',
  email: '',
  phoneNumber: '',
  rib: '',
  iban: '',
  swiftCode: '',
  bankName: '',
  bankAddress: '',
};

const RIB_GROUPS = [2, 3, 13, 2];

/** Digits only, at most 20, in the printed groups "08 006 0123456789012 61" as they are typed. */
export function groupRibDigits(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 20);
  const parts: string[] = [];
  let start = 0;
  for (const size of RIB_GROUPS) {
    if (start >= digits.length) {
      break;
    }
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** Letters and digits in capitals, by groups of four as IBANs are printed. */
export function groupIbanText(text: string): string {
  return formatIban(
    text
      .replace(/[^a-zA-Z0-9]/g, '')
      .toUpperCase()
      .slice(0, 34),
  );
}

/** An existing payee as the edit form shows it. */
export function toFormValues(beneficiary: Beneficiary): BeneficiaryFormValues {
  return {
    firstName: beneficiary.firstName,
    lastName: beneficiary.lastName,
    nickName: beneficiary.nickName ?? '',
    email: beneficiary.email ?? '',
    phoneNumber: beneficiary.phoneNumber ?? '',
    rib: groupRibDigits(beneficiary.rib ?? ''),
    iban: isTunisianType(beneficiary.beneficiaryType) ? '' : groupIbanText(beneficiary.iban ?? ''),
    swiftCode: beneficiary.swiftCode ?? '',
    bankName: beneficiary.bankName ?? '',
    bankAddress: beneficiary.bankAddress ?? '',
  };
}

/** The body of the call: the fields of this kind of payee, with the id when editing. */
export function toBeneficiaryRequest(
  type: BeneficiaryTypeName,
  values: BeneficiaryFormValues,
  id?: string,
): BeneficiaryRequest {
  const person = {
    firstName: values.firstName,
    lastName: values.lastName,
    nickName: values.nickName,
    email: values.email,
    phoneNumber: values.phoneNumber,
  };
  const account = isTunisianType(type)
    ? { rib: values.rib }
    : {
        iban: values.iban,
        swiftCode: values.swiftCode,
        bankName: values.bankName,
        bankAddress: values.bankAddress,
      };
  return { ...(id === undefined ? {} : { id }), ...person, ...account };
}

/** The first message per field, as the API reports them; fields the form does not show are dropped. */
export function toFieldErrors(errors: readonly FieldError[]): FieldErrors {
  const byField: FieldErrors = {};
  for (const error of errors) {
    const field = error.field.split('.')[0] as BeneficiaryField;
    if (field in EMPTY_FORM_VALUES && !byField[field]) {
      byField[field] = { ...error, field };
    }
  }
  return byField;
}

type Validation = { isValid: true; errors: FieldErrors } | { isValid: false; errors: FieldErrors };

/** Checks the request with the API's own schema; an invalid id is the page's problem, not a field's. */
export function validateBeneficiary(
  type: BeneficiaryTypeName,
  mode: FormMode,
  request: BeneficiaryRequest,
): Validation {
  const parsed = BENEFICIARY_FORM_SCHEMAS[type][mode].safeParse(request);
  if (parsed.success) {
    return { isValid: true, errors: {} };
  }
  const errors = toFieldErrors(
    parsed.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      key: issue.message,
      ...(issue.code === 'too_big' ? { params: { maxLength: Number(issue.maximum) } } : {}),
    })),
  );
  return { isValid: false, errors };
}
