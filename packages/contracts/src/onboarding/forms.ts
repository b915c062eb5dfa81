/**
 * The digital onboarding forms (spec §3 "Dynamic form" onboarding first form, §5 "Other forms", §9),
 * written once for the page and the API: the identification kind (CIN by default) with only its own
 * number field, the agency, the applicant's name and date of birth (18 or over), then the contact
 * details confirmed by a code. Every rule answers its form key, which errors.json translates.
 */
import { z } from 'zod';
import type { FormKey } from '../shared/errors.ts';

export const IDENTIFICATION_KINDS = ['CIN', 'PATENTE', 'SEJOUR', 'nDePasseport'] as const;
export type IdentificationKind = (typeof IDENTIFICATION_KINDS)[number];
export const DEFAULT_IDENTIFICATION_KIND: IdentificationKind = 'CIN';

/** Each kind's number travels in its own field, as the form definition names them. */
export const IDENTIFICATION_NUMBER_FIELDS = {
  CIN: 'cinNumber',
  PATENTE: 'patenteNumber',
  SEJOUR: 'sejourNumber',
  nDePasseport: 'passportNumber',
} as const satisfies Record<IdentificationKind, string>;
export type IdentificationNumberField = (typeof IDENTIFICATION_NUMBER_FIELDS)[IdentificationKind];

/**
 * CIN: 8 digits (spec §9). Patente (tax registration): 7 digits and a check letter. Residence permit
 * and passport: letters and digits, 6 to 12 and 6 to 9 characters. Letters are taken upper-case.
 */
export const IDENTIFICATION_NUMBER_RULES = {
  CIN: { pattern: /^\d{8}$/, maxLength: 8, key: 'invalidCin' },
  PATENTE: { pattern: /^\d{7}[A-Z]$/, maxLength: 8, key: 'invalidPatente' },
  SEJOUR: { pattern: /^[A-Z0-9]{6,12}$/, maxLength: 12, key: 'invalidSejour' },
  nDePasseport: { pattern: /^[A-Z0-9]{6,9}$/, maxLength: 9, key: 'invalidPassport' },
} as const satisfies Record<IdentificationKind, { pattern: RegExp; maxLength: number; key: FormKey }>;

export const ONBOARDING_NAME_MAX_LENGTH = 40;
export const ONBOARDING_EMAIL_MAX_LENGTH = 254;
const LETTERS_AND_SPACES = /^[\p{L}\p{M}' -]+$/u;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isMissing = (input: unknown) => input === undefined || input === null;

/** A text the applicant must fill: missing or blank is "required", nothing else on top. */
const requiredText = (maxLength: number) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? 'required' : 'invalidType') })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(maxLength, { error: 'maxLength', abort: true });

const nameField = () =>
  requiredText(ONBOARDING_NAME_MAX_LENGTH).regex(LETTERS_AND_SPACES, {
    error: 'numberAndSpecialCharactersValidation',
  });

const numberField = (kind: IdentificationKind) => {
  const rule = IDENTIFICATION_NUMBER_RULES[kind];
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? 'required' : 'invalidType') })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, { error: 'required', abort: true }).regex(rule.pattern, { error: rule.key }));
};

/** The rules that need today's date: the page and the API pass the domain's age check. */
export type OnboardingRules = {
  /** Form key of the first rule the date of birth breaks (date, underAge), or null. */
  checkDateOfBirth: (date: string) => FormKey | null;
};

const personFields = (rules: OnboardingRules) => ({
  firstName: nameField(),
  lastName: nameField(),
  dateOfBirth: requiredText(10)
    .regex(ISO_DATE, { error: 'date', abort: true })
    .superRefine((date, context) => {
      const issue = rules.checkDateOfBirth(date);
      if (issue) {
        context.addIssue({ code: 'custom', message: issue });
      }
    }),
  /** The agency's code, from the branch list (api/form/bank/branch). */
  agencyId: requiredText(64),
});

const kindOf = (input: unknown): unknown =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>).identificationKind : input;

/** The first form: one object per kind, so only the chosen kind's number is read and required. */
export function createOnboardingIdentitySchema(rules: OnboardingRules) {
  const person = personFields(rules);
  return z.discriminatedUnion(
    'identificationKind',
    [
      z.object({ ...person, identificationKind: z.literal('CIN'), cinNumber: numberField('CIN') }),
      z.object({
        ...person,
        identificationKind: z.literal('PATENTE'),
        patenteNumber: numberField('PATENTE'),
      }),
      z.object({ ...person, identificationKind: z.literal('SEJOUR'), sejourNumber: numberField('SEJOUR') }),
      z.object({
        ...person,
        identificationKind: z.literal('nDePasseport'),
        passportNumber: numberField('nDePasseport'),
      }),
    ],
    // The union's own issue (no such kind) carries the whole form as its input.
    { error: (issue) => (isMissing(kindOf(issue.input)) ? 'required' : 'invalidSelection') },
  );
}
export type OnboardingIdentity = z.output<ReturnType<typeof createOnboardingIdentitySchema>>;
export type OnboardingIdentityInput = z.input<ReturnType<typeof createOnboardingIdentitySchema>>;

/** The number of whatever kind the identity carries. */
export function getIdentificationNumber(identity: OnboardingIdentity): string {
  switch (identity.identificationKind) {
    case 'CIN':
      return identity.cinNumber;
    case 'PATENTE':
      return identity.patenteNumber;
    case 'SEJOUR':
      return identity.sejourNumber;
    default:
      return identity.passportNumber;
  }
}

/** Contact details; the phone (8 digits) receives the code that confirms them. */
export const onboardingContactSchema = z.object({
  phone: requiredText(8).regex(/^\d{8}$/, { error: 'ErrorMsgInvalidPhoneNumber' }),
  email: requiredText(ONBOARDING_EMAIL_MAX_LENGTH).pipe(z.email({ error: 'email' })),
});
export type OnboardingContact = z.output<typeof onboardingContactSchema>;
