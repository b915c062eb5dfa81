/** GET secure/transfer/config and the refusals particular to transfers. */
import { z } from 'zod';
import { decimalAmountSchema } from '../accounts/schemas.ts';
import { isoDateSchema } from '../shared/localized.ts';
import { TRANSFER_TYPES } from './requests.ts';
import { transferKindSchema, transferLimitsSchema } from './schemas.ts';

export const transferFeeInfoSchema = z.object({
  kind: transferKindSchema,
  rule: z.enum(['NONE', 'FLAT', 'SHARE']),
  amount: decimalAmountSchema.nullable(),
  percent: z.string().nullable(),
  min: decimalAmountSchema.nullable(),
  max: decimalAmountSchema.nullable(),
});

/** GET secure/transfer/config. */
export const transferConfigSchema = transferLimitsSchema.extend({
  fees: z.array(transferFeeInfoSchema),
  validationHours: z.object({ opensAt: z.string(), closesAt: z.string() }),
  /** Today's interbank cut-off (Tunis) and whether today is a bank working day. */
  today: z.object({
    date: isoDateSchema,
    isWorkingDay: z.boolean(),
    sessionMode: z.enum(['NORMAL', 'SINGLE_SESSION', 'RAMADAN']),
    cutoff: z.string(),
  }),
  /** The types this user may send. */
  allowedTypes: z.array(z.enum(TRANSFER_TYPES)),
});
export type TransferConfig = z.infer<typeof transferConfigSchema>;

/**
 * Refusals particular to transfers (outside the shared catalogue until the pages translate them).
 * Field mistakes answer form keys instead: min/max on `amount`, invalidRib on `payee.rib`,
 * pattern on `payee.iban`, invalidSelection on an account, minDate/maxDate on `executionDate`.
 */
export const TRANSFER_ERROR_CODES = {
  /** A well-formed RIB of this bank that names no open account. */
  PAYEE_UNKNOWN: { code: 'TRANSFER.PAYEE_UNKNOWN', http: 422 },
  /** A new payee inside the bank whose name is not the account holder's. */
  PAYEE_NAME_MISMATCH: { code: 'TRANSFER.PAYEE_NAME_MISMATCH', http: 422 },
  /** The day's transfers to others would pass the pack's ceiling; result says what is left. */
  DAILY_LIMIT_EXCEEDED: { code: 'TRANSFER.DAILY_LIMIT_EXCEEDED', http: 422 },
  /** Already executed, refused or cancelled. */
  NOT_CANCELLABLE: { code: 'TRANSFER.NOT_CANCELLABLE', http: 409 },
} as const;
