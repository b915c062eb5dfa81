/**
 * The contact and appointment forms of spec §5, written once for the page (zod resolver) and the
 * API: every rule answers its form key as its message, which errors.json translates (`form.<key>`).
 * Date rules need today and the bank holidays, so the appointment schema takes them as functions.
 */
import { z } from 'zod';
import type { FormKey } from './errors.ts';

export const NAME_MAX_LENGTH = 40;
export const CITY_MAX_LENGTH = 40;
export const ADDRESS_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 255;
export const APPOINTMENT_EMAIL_MAX_LENGTH = 40;
export const PHONE_DIGITS = 8;

/** Letters of any script and spaces: names, city, financing type. */
export const LETTERS_AND_SPACES_PATTERN = /^[\p{L}\p{M} ]+$/u;
/** Letters, digits, comma, hyphen, underscore and spaces: the address. */
export const ADDRESS_PATTERN = /^[\p{L}\p{M}\p{N},\-_ ]+$/u;
/** A Tunisian number: eight digits. */
export const PHONE_PATTERN = /^\d{8}$/;
/** A non-negative amount with at most three decimals, point or comma. */
export const NON_NEGATIVE_DECIMAL_PATTERN = /^\d+(?:[.,]\d{1,3})?$/;

/** Spec §5: "about 38 countries", Tunisia first and by default; names come from Intl.DisplayNames. */
export const CONTACT_COUNTRIES = [
  'TN',
  'DZ',
  'LY',
  'MA',
  'MR',
  'EG',
  'FR',
  'IT',
  'DE',
  'BE',
  'NL',
  'LU',
  'CH',
  'AT',
  'ES',
  'PT',
  'MT',
  'GB',
  'IE',
  'SE',
  'NO',
  'DK',
  'TR',
  'SA',
  'AE',
  'QA',
  'KW',
  'BH',
  'OM',
  'JO',
  'LB',
  'US',
  'CA',
  'CN',
  'JP',
  'SN',
  'CI',
  'ML',
] as const;
export const DEFAULT_CONTACT_COUNTRY = 'TN';

/** The fixed subjects of an appointment (spec §5), in the order the form lists them. */
export const APPOINTMENT_SUBJECTS = [
  'NEW_ACCOUNT',
  'ACCOUNTS',
  'FUND_RESERVATION',
  'CHEQUES',
  'FINANCING',
  'LEASING',
  'INVESTMENTS',
  'INSURANCE',
  'CARDS',
  'PACKS',
  'DIGITAL_PRODUCTS',
  'EXCHANGE',
  'OTHERS',
] as const;

const key = (formKey: FormKey) => ({ error: formKey });
const isMissing = (input: unknown) => input === undefined || input === null;

/** A text the user must fill: missing or blank is "required". */
export const requiredText = (maxLength: number) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? 'required' : 'invalidType') })
    .trim()
    // A blank field is only "required": no pattern or length message on top of it.
    .min(1, { error: 'required', abort: true })
    .max(maxLength, { error: 'maxLength', abort: true });

export const lettersField = (maxLength: number) =>
  requiredText(maxLength).regex(LETTERS_AND_SPACES_PATTERN, key('numberAndSpecialCharactersValidation'));

const emailField = (maxLength: number) => requiredText(maxLength).pipe(z.email(key('email')));

const phoneField = () => requiredText(PHONE_DIGITS).regex(PHONE_PATTERN, key('ErrorMsgInvalidPhoneNumber'));

const selectedId = () =>
  z
    .number({ error: (issue) => (isMissing(issue.input) ? 'required' : 'invalidSelection') })
    .int()
    .positive(key('invalidSelection'));

const branchField = () => requiredText(64);

/** Shown, disabled, when the form was opened by a simulator's "request this financing". */
export const simulatorRequestFieldsSchema = z.object({
  financingType: lettersField(NAME_MAX_LENGTH).optional(),
  netSalary: z.number(key('InvalidNumber')).nonnegative(key('InvalidNumber')).optional(),
  duration: z
    .number(key('InvalidNumber'))
    .int(key('InvalidNumber'))
    .positive(key('InvalidNumber'))
    .optional(),
  grossSalary: z.string().trim().regex(NON_NEGATIVE_DECIMAL_PATTERN, key('InvalidNumber')).optional(),
});

/** A visitor's contact form. */
export const contactFormSchema = z
  .object({
    lastName: lettersField(NAME_MAX_LENGTH),
    firstName: lettersField(NAME_MAX_LENGTH),
    address: requiredText(ADDRESS_MAX_LENGTH).regex(ADDRESS_PATTERN, key('specialCharactersValidation')),
    country: z.enum(CONTACT_COUNTRIES, key('invalidSelection')).default(DEFAULT_CONTACT_COUNTRY),
    email: emailField(254),
    phone: phoneField(),
    city: lettersField(CITY_MAX_LENGTH),
    subjectId: selectedId(),
    requirementId: selectedId(),
    branchId: branchField(),
    message: z.string().trim().max(MESSAGE_MAX_LENGTH, key('maxLength')).optional(),
  })
  .extend(simulatorRequestFieldsSchema.shape);
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/**
 * A signed-in customer's contact form: name, e-mail and city come from the profile; an e-mail or a
 * phone field appears only to replace a stored one flagged invalid.
 */
export const signedInContactFormSchema = contactFormSchema
  .omit({ lastName: true, firstName: true, city: true, email: true, phone: true })
  .extend({ email: emailField(254).optional(), phone: phoneField().optional() });
export type SignedInContactForm = z.output<typeof signedInContactFormSchema>;

/** The date and hour rules the appointment schema applies (the domain's, with today and the holidays). */
export type AppointmentRules = {
  /** Form key of the first rule the date breaks, or null. */
  checkDate: (date: string) => FormKey | null;
  isSlot: (time: string) => boolean;
};

/** Identity fields only a visitor fills. */
export const appointmentVisitorFieldsSchema = z.object({
  name: lettersField(NAME_MAX_LENGTH),
  phone: phoneField(),
  email: emailField(APPOINTMENT_EMAIL_MAX_LENGTH),
});

// Rules sit on the fields themselves, so a wrong date is reported even while other fields are empty.
const createAppointmentFields = (rules: AppointmentRules) => ({
  branchId: branchField(),
  subject: z.enum(APPOINTMENT_SUBJECTS, {
    error: (issue) => (isMissing(issue.input) ? 'required' : 'invalidSelection'),
  }),
  desiredDate: requiredText(10).superRefine((date, context) => {
    const dateKey = rules.checkDate(date);
    if (dateKey) {
      context.addIssue({ code: 'custom', message: dateKey });
    }
  }),
  desiredTime: requiredText(5).refine(rules.isSlot, key('invalidSelection')),
});

export function createAppointmentFormSchema(rules: AppointmentRules) {
  return z.object(createAppointmentFields(rules)).extend(appointmentVisitorFieldsSchema.shape);
}

export function createSignedInAppointmentFormSchema(rules: AppointmentRules) {
  return z.object(createAppointmentFields(rules));
}
export type AppointmentForm = z.output<ReturnType<typeof createAppointmentFormSchema>>;
