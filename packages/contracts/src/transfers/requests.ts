/**
 * What a customer sends to transfer money (spec §3 "Transfer history" types, §7 "Transfers"). The
 * payee travels as data (RIB or IBAN and BIC, name) with an optional saved beneficiary id; the
 * transfer keeps a copy, so a later edit of the beneficiary never rewrites history. Amounts are
 * decimal text in the currency the payee receives.
 */
import { z } from 'zod';
import { amountInputSchema } from '../accounts/schemas.ts';
import { quotedCurrencySchema } from '../currencies/schemas.ts';
import { LETTERS_AND_SPACES_PATTERN } from '../shared/forms.ts';
import { isoDateSchema } from '../shared/localized.ts';

/** Spec §3 transfer types. */
export const TRANSFER_TYPES = [
  'OWN_ACCOUNT',
  'WITHINBANK',
  'NATIONAL',
  'INTERNATIONAL',
  'PERMANENT',
  'MULTIPLE',
] as const;
export const transferTypeSchema = z.enum(TRANSFER_TYPES);
export type TransferType = z.infer<typeof transferTypeSchema>;

/** The spec §6 service of each type: its permissions, and the spec §3 `transferType` of a transfer info. */
export const TRANSFER_SERVICES = {
  OWN_ACCOUNT: 'OWN_ACCOUNT_TRANSFER',
  WITHINBANK: 'WITHIN_BANK_TRANSFER',
  NATIONAL: 'LOCAL_TRANSFER',
  INTERNATIONAL: 'INTERNATIONAL_TRANSFER',
  PERMANENT: 'PERMANENT_TRANSFER',
  MULTIPLE: 'MULTIPLE_TRANSFER',
} as const satisfies Record<TransferType, string>;
export type TransferService = (typeof TRANSFER_SERVICES)[TransferType];

/** Frequencies of a standing order. */
export const PERMANENT_TRANSFER_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL'] as const;

export const PAYEE_NAME_MAX_LENGTH = 70;
export const TRANSFER_REASON_MAX_LENGTH = 140;
/** The reason travels to the other bank: letters, digits and simple punctuation only. */
export const TRANSFER_REASON_PATTERN = /^[\p{L}\p{M}\p{N} .,'/()\-_]*$/u;

const payeeNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(PAYEE_NAME_MAX_LENGTH, { error: 'maxLength', abort: true })
  .regex(LETTERS_AND_SPACES_PATTERN, { error: 'numberAndSpecialCharactersValidation' });

/** 20 digits, spaces allowed; the key is checked by the API. */
export const ribInputSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{20}$/, 'invalidRib'));

export const ibanInputSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'pattern'));

export const bicInputSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/, 'pattern'));

const reasonSchema = z
  .string()
  .trim()
  .max(TRANSFER_REASON_MAX_LENGTH, { error: 'maxLength', abort: true })
  .regex(TRANSFER_REASON_PATTERN, { error: 'specialCharactersValidation' });

const transferBaseSchema = z.object({
  debitAccountId: z.uuid(),
  amount: amountInputSchema,
  reason: reasonSchema.optional(),
  /** A later date defers the transfer; absent (or today) means now. */
  executionDate: isoDateSchema.optional(),
});

/** A payee identified by a Tunisian RIB: bank 32 for within-bank, another bank's code for national. */
export const ribPayeeSchema = z.object({
  rib: ribInputSchema,
  name: payeeNameSchema.optional(),
  beneficiaryId: z.uuid().optional(),
});
export const namedRibPayeeSchema = ribPayeeSchema.extend({ name: payeeNameSchema });
export type RibPayeeInput = z.infer<typeof ribPayeeSchema>;

export const internationalPayeeSchema = z.object({
  iban: ibanInputSchema,
  bic: bicInputSchema,
  name: payeeNameSchema,
  /** ISO 3166 alpha-2; read from the IBAN when absent. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'pattern')
    .optional(),
  beneficiaryId: z.uuid().optional(),
});
export type InternationalPayeeInput = z.infer<typeof internationalPayeeSchema>;

/** transfer/personal: between two of the customer's accounts; the amount is in the credited account's currency. */
export const ownAccountTransferSchema = transferBaseSchema.extend({ creditAccountId: z.uuid() });
export type OwnAccountTransferRequest = z.infer<typeof ownAccountTransferSchema>;

/** transfer/withinBankTransfer: to an account of this bank (RIB bank code 32), in its currency. */
export const withinBankTransferSchema = transferBaseSchema.extend({ payee: ribPayeeSchema });
export type WithinBankTransferRequest = z.infer<typeof withinBankTransferSchema>;

/** transfer/addwithinbank: the same to a payee typed in for the first time: the name must match the holder's. */
export const newWithinBankTransferSchema = transferBaseSchema.extend({ payee: namedRibPayeeSchema });

/** transfer/localTransfer: to another Tunisian bank, in dinars. */
export const localTransferSchema = transferBaseSchema.extend({ payee: namedRibPayeeSchema });
export type LocalTransferRequest = z.infer<typeof localTransferSchema>;

/** transfer/internationalTransfer: abroad, in a quoted currency, converted at the day's rates. */
export const internationalTransferSchema = transferBaseSchema.extend({
  currency: quotedCurrencySchema,
  payee: internationalPayeeSchema,
});
export type InternationalTransferRequest = z.infer<typeof internationalTransferSchema>;

/** transfer/permanentTransfer: a standing order to one of the customer's accounts or to a RIB. */
export const permanentTransferSchema = z
  .object({
    debitAccountId: z.uuid(),
    creditAccountId: z.uuid().optional(),
    payee: namedRibPayeeSchema.optional(),
    amount: amountInputSchema,
    reason: reasonSchema.optional(),
    frequency: z.enum(PERMANENT_TRANSFER_FREQUENCIES),
    firstExecutionDate: isoDateSchema,
    /** Absent: until cancelled. */
    lastExecutionDate: isoDateSchema.nullable().optional(),
  })
  .refine((order) => (order.creditAccountId === undefined) !== (order.payee === undefined), {
    error: 'required',
    path: ['payee'],
  })
  .refine((order) => !order.lastExecutionDate || order.lastExecutionDate >= order.firstExecutionDate, {
    error: 'periodReversed',
    path: ['lastExecutionDate'],
  });
export type PermanentTransferRequest = z.infer<typeof permanentTransferSchema>;

/** transfer/quote: any single transfer, named by its type, checked and priced without moving money. */
export const transferQuoteRequestSchema = z.discriminatedUnion('type', [
  ownAccountTransferSchema.extend({ type: z.literal('OWN_ACCOUNT') }),
  withinBankTransferSchema.extend({ type: z.literal('WITHINBANK') }),
  localTransferSchema.extend({ type: z.literal('NATIONAL') }),
  internationalTransferSchema.extend({ type: z.literal('INTERNATIONAL') }),
]);
export type TransferQuoteRequest = z.infer<typeof transferQuoteRequestSchema>;

/** transfer/cancel: a transfer not executed yet, or a standing order (its future runs). */
export const cancelTransferSchema = z.object({
  id: z.uuid(),
  target: z.enum(['TRANSFER', 'PERMANENT']).default('TRANSFER'),
});
export type CancelTransferRequest = z.infer<typeof cancelTransferSchema>;

/** secure/api/transfer/display. */
export const transferIdSchema = z.object({ id: z.uuid() });
