/**
 * Beneficiaries (spec §3, §7): the payees a customer sends transfers to — national (another
 * Tunisian bank), within bank (Al Baraka, code 32) and international (IBAN and BIC) — and the
 * public bank lookup by BIC. The same schemas check the add and edit forms in the browser and the
 * calls in the API; every rule answers its form key (spec §5), which errors.json translates.
 */
import {
  BENEFICIARY_TYPES,
  checkBeneficiaryRib,
  checkInternationalIban,
  isBicOfIbanCountry,
} from '@baraka/domain/beneficiaries/beneficiary-rules';
import { isValidBic, normalizeBic } from '@baraka/domain/rib/bic';
import { normalizeRib } from '@baraka/domain/rib/rib-key';
import { z } from 'zod';
import type { FormKey } from '../shared/errors.ts';
import { lettersField, NAME_MAX_LENGTH, PHONE_PATTERN, requiredText } from '../shared/forms.ts';

export const beneficiaryTypeSchema = z.enum(BENEFICIARY_TYPES);
export type BeneficiaryTypeName = z.infer<typeof beneficiaryTypeSchema>;

export const NICKNAME_MAX_LENGTH = 40;
export const BANK_NAME_MAX_LENGTH = 70;
export const BANK_ADDRESS_MAX_LENGTH = 200;
export const BENEFICIARY_EMAIL_MAX_LENGTH = 254;

/** A nickname: letters, digits and spaces ("Maman", "Loyer 2"). */
const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N} ]+$/u;
/** A bank's name or address: letters, digits, spaces and . , ' & - ( ) / : */
const BANK_TEXT_PATTERN = /^[\p{L}\p{M}\p{N} .,'&()/:-]+$/u;
/** A phone abroad: an optional + and 6 to 15 digits. */
const INTERNATIONAL_PHONE_PATTERN = /^\+?\d{6,15}$/;

const key = (formKey: FormKey) => ({ error: formKey });

/** An optional text: left empty it stays "" (no rule applies), otherwise it must match. */
const optionalText = (maxLength: number, pattern: RegExp, formKey: FormKey) =>
  z
    .string()
    .trim()
    .max(maxLength, { error: 'maxLength', abort: true })
    .refine((value) => value === '' || pattern.test(value), key(formKey))
    .optional();

const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(BENEFICIARY_EMAIL_MAX_LENGTH, { error: 'maxLength', abort: true })
    .refine((value) => value === '' || z.email().safeParse(value).success, key('email'))
    .optional();

/** A RIB as typed (spaces allowed): 20 digits with their key, at the bank the type calls for. */
const ribField = (type: 'LOCAL' | 'WITHINBANK') =>
  requiredText(32)
    .transform(normalizeRib)
    .superRefine((rib, context) => {
      const problem = checkBeneficiaryRib(type, rib);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
      }
    });

const personFields = {
  firstName: lettersField(NAME_MAX_LENGTH),
  lastName: lettersField(NAME_MAX_LENGTH),
  nickName: optionalText(NICKNAME_MAX_LENGTH, NICKNAME_PATTERN, 'specialCharactersValidation'),
  email: optionalEmail(),
};

const tunisianFields = (type: 'LOCAL' | 'WITHINBANK') => ({
  ...personFields,
  rib: ribField(type),
  // Any length up to 20 answers the phone message, not a length one.
  phoneNumber: optionalText(20, PHONE_PATTERN, 'ErrorMsgInvalidPhoneNumber'),
});

const internationalFields = {
  ...personFields,
  iban: requiredText(42)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .superRefine((iban, context) => {
      const problem = checkInternationalIban(iban);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
      }
    }),
  swiftCode: requiredText(14).transform(normalizeBic).refine(isValidBic, key('invalidBic')),
  bankName: requiredText(BANK_NAME_MAX_LENGTH).regex(BANK_TEXT_PATTERN, key('specialCharactersValidation')),
  bankAddress: optionalText(BANK_ADDRESS_MAX_LENGTH, BANK_TEXT_PATTERN, 'specialCharactersValidation'),
  phoneNumber: optionalText(20, INTERNATIONAL_PHONE_PATTERN, 'ErrorMsgInvalidPhoneNumber'),
};

type InternationalValues = { iban: string; swiftCode: string };

/** A BIC of another country than the IBAN's is a typo in one of them. */
const checkBicCountry = (values: InternationalValues, context: z.RefinementCtx) => {
  const isIbanValid = checkInternationalIban(values.iban) === null;
  if (isIbanValid && isValidBic(values.swiftCode) && !isBicOfIbanCountry(values.swiftCode, values.iban)) {
    context.addIssue({ code: 'custom', path: ['swiftCode'], message: 'bicIbanCountry' });
  }
};

const idField = { id: z.uuid(key('invalidSelection')) };

export const addLocalBeneficiarySchema = z.object(tunisianFields('LOCAL'));
export const addWithinBankBeneficiarySchema = z.object(tunisianFields('WITHINBANK'));
export const addInternationalBeneficiarySchema = z.object(internationalFields).superRefine(checkBicCountry);
export const updateLocalBeneficiarySchema = z.object({ ...idField, ...tunisianFields('LOCAL') });
export const updateWithinBankBeneficiarySchema = z.object({ ...idField, ...tunisianFields('WITHINBANK') });
export const updateInternationalBeneficiarySchema = z
  .object({ ...idField, ...internationalFields })
  .superRefine(checkBicCountry);

export type AddTunisianBeneficiary = z.output<typeof addLocalBeneficiarySchema>;
export type AddInternationalBeneficiary = z.output<typeof addInternationalBeneficiarySchema>;
export type UpdateTunisianBeneficiary = z.output<typeof updateLocalBeneficiarySchema>;
export type UpdateInternationalBeneficiary = z.output<typeof updateInternationalBeneficiarySchema>;

/** The form schema of each type, to add (no id) or to edit (with the id). */
export const BENEFICIARY_FORM_SCHEMAS = {
  LOCAL: { add: addLocalBeneficiarySchema, update: updateLocalBeneficiarySchema },
  WITHINBANK: { add: addWithinBankBeneficiarySchema, update: updateWithinBankBeneficiarySchema },
  INTERNATIONAL: { add: addInternationalBeneficiarySchema, update: updateInternationalBeneficiarySchema },
} as const;

/** getOne, deleteLocal, deleteWithInBank, deleteInternational. */
export const beneficiaryIdSchema = z.object(idField);
/** beneficiaries/byType. */
export const beneficiaryTypeRequestSchema = z.object({ beneficiaryType: beneficiaryTypeSchema });
/** byBenefType: every group, or the one asked for. */
export const beneficiaryGroupsRequestSchema = z
  .object({ beneficiaryType: beneficiaryTypeSchema.optional() })
  .nullish();

/** Spec §3 "Beneficiary", with the bank named (by RIB code, or as given for international). */
export const beneficiarySchema = z.object({
  id: z.string(),
  beneficiaryType: beneficiaryTypeSchema,
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string().nullable(),
  /** National and within bank: 20 digits. */
  rib: z.string().nullable(),
  /** International as given; national and within bank: TN59 + RIB. */
  iban: z.string().nullable(),
  swiftCode: z.string().nullable(),
  bankCode: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAddress: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** Who added it (a company's user, for a company's payees). */
  creator: z.string(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

/** byBenefType: one group per type the user may see, with what the user may do in it. */
export const beneficiaryGroupSchema = z.object({
  beneficiaryType: beneficiaryTypeSchema,
  canAdd: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  beneficiaries: z.array(beneficiarySchema),
});
export type BeneficiaryGroup = z.infer<typeof beneficiaryGroupSchema>;

/** POST {unsecured}bank: by BIC (8 or 11 characters) or by part of the name. */
export const bankLookupRequestSchema = z
  .object({
    swift: z.string().trim().min(4, key('invalidBic')).max(14, key('invalidBic')).optional(),
    name: z.string().trim().min(2, key('minLength')).max(BANK_NAME_MAX_LENGTH, key('maxLength')).optional(),
  })
  .refine((value) => value.swift !== undefined || value.name !== undefined, {
    error: 'required',
    path: ['swift'],
  });
export type BankLookupRequest = z.output<typeof bankLookupRequestSchema>;

/** Spec §3 "Bank info lookup entry". */
export const bankInfoSchema = z.object({
  name: z.string(),
  street: z.string(),
  town: z.string(),
  /** ISO 3166 country of the bank. */
  country: z.string(),
  address: z.object({ swift: z.string() }),
  /** Whether the bank is one of Al Baraka's correspondents (transfers reach it directly). */
  customer: z.boolean(),
});
export type BankInfo = z.infer<typeof bankInfoSchema>;
