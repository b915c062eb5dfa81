/**
 * The three history calls (spec §7 display*TransferListByCustomer) with the filter of spec §3:
 * account, status (or a §4 group), operation type, amount range, dates. Answers are grouped per
 * debited account as the spec's "Transfer history" entity: accountNumber, list, total, totalTrx,
 * totalAmount. Standing orders have their own list (standing-orders/).
 */
import { z } from 'zod';
import { amountInputSchema, decimalAmountSchema } from '../accounts/schemas.ts';
import { isoDateSchema } from '../shared/localized.ts';
import { TRANSFER_TYPES } from '../transfers/requests.ts';
import { TRANSFER_STATUSES, transferInfoSchema } from '../transfers/schemas.ts';

/** A status, a §4 group (TREATED, IN_PROGRESS) or everything. */
export const TRANSFER_STATUS_FILTERS = ['ALL', ...TRANSFER_STATUSES, 'TREATED', 'IN_PROGRESS'] as const;
export type TransferStatusFilter = (typeof TRANSFER_STATUS_FILTERS)[number];

export const transferListFilterSchema = z.object({
  /** One account; absent: every account the user may see. */
  accountId: z.uuid().optional(),
  status: z.enum(TRANSFER_STATUS_FILTERS).default('ALL'),
  operationType: z.enum(['ALL', ...TRANSFER_TYPES]).default('ALL'),
  /** On the amount debited, in the account's currency. */
  minAmount: amountInputSchema.optional(),
  maxAmount: amountInputSchema.optional(),
  /** On the date the order was given (Tunis). */
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  page: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(100).default(20),
});
export type TransferListFilter = z.infer<typeof transferListFilterSchema>;

/** Spec §3 "Transfer history", per debited account. */
export const accountTransfersSchema = z.object({
  accountId: z.uuid(),
  /** Masked. */
  accountNumber: z.string(),
  title: z.string(),
  currency: z.string(),
  /** This page of the account's transfers, newest first. */
  list: z.array(transferInfoSchema),
  /** How many transfers of the account match the filter (every page). */
  total: z.number().int(),
  /** How many are in `list`. */
  totalTrx: z.number().int(),
  /** Sum of the amounts debited (amountConverter) of every match but refused ones, in the account's currency. */
  totalAmount: decimalAmountSchema,
});
export type AccountTransfers = z.infer<typeof accountTransfersSchema>;
