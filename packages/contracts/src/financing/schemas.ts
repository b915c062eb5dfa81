/**
 * The financing answers of spec §3 "Loans" and §7: a financing's summary (the list), its details
 * with the schedule lines, and the funding schedule with what is repaid and what is unpaid. Amounts
 * are decimal text in the financing's currency (TND, three decimals). The wording is Islamic
 * finance's: profit and margin, never interest; `interestPayed` is only the spec's field name.
 */
import { z } from 'zod';
import { decimalAmountSchema } from '../accounts/schemas.ts';
import { isoDateSchema } from '../shared/localized.ts';

/** Spec §4: a financing and a schedule line are IN_PROGRESS (En cours) until COMPLETED. */
export const FINANCING_STATUSES = ['IN_PROGRESS', 'COMPLETED'] as const;
/** Where a line stands: repaid, fallen due and not paid (retried daily), or still to come. */
export const FINANCING_LINE_STATES = ['PAID', 'UNPAID', 'UPCOMING'] as const;
/** The spec's loan types (§3) and the company trade financing. */
export const FINANCING_LOAN_TYPES = ['home', 'car', 'express', 'company'] as const;
export const FINANCING_CONTRACT_TYPES = ['MURABAHA', 'IJARA'] as const;

export const financingSummarySchema = z.object({
  loanId: z.uuid(),
  loanType: z.enum(FINANCING_LOAN_TYPES),
  /** The product (HOME_MURABAHA, CAR_MURABAHA, EXPORT_FINANCING…). */
  loanTypeCode: z.string(),
  contractType: z.enum(FINANCING_CONTRACT_TYPES),
  loanCategory: z.enum(['home_loan', 'car_loan', 'other_loan']),
  contractNumber: z.string(),
  currency: z.string(),
  originalAmount: decimalAmountSchema,
  remainingCapital: decimalAmountSchema,
  /** What is still to be disbursed (nothing once the financing is set up). */
  availableAmount: decimalAmountSchema,
  annualProfitRate: z.string(),
  totalProfit: decimalAmountSchema,
  /** Amount financed plus the whole profit: what the customer repays in all (the Murabaha sale price). */
  salePrice: decimalAmountSchema,
  installmentAmount: decimalAmountSchema,
  nextTermAmount: decimalAmountSchema.nullable(),
  nextTermDate: isoDateSchema.nullable(),
  firstTermDate: isoDateSchema,
  lastTermDate: isoDateSchema,
  establishmentDate: isoDateSchema,
  paidTerms: z.number().int(),
  totalTerms: z.number().int(),
  /** Fallen due and not paid yet (principal and profit). */
  unpaidAmount: decimalAmountSchema,
  unpaidTerms: z.number().int(),
  status: z.enum(FINANCING_STATUSES),
});
export type FinancingSummary = z.infer<typeof financingSummarySchema>;

export const financingListSchema = z.object({ loans: z.array(financingSummarySchema) });
export type FinancingList = z.infer<typeof financingListSchema>;

/** Spec §3 "Schedule line": `interestPayed` is the line's profit (the spec's name for the field). */
export const financingScheduleLineSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  date: isoDateSchema,
  principal: decimalAmountSchema,
  interestPayed: decimalAmountSchema,
  repayment: decimalAmountSchema,
  startingBalance: decimalAmountSchema,
  newBalance: decimalAmountSchema,
  status: z.enum(FINANCING_STATUSES),
  state: z.enum(FINANCING_LINE_STATES),
});
export type FinancingScheduleLine = z.infer<typeof financingScheduleLineSchema>;

export const financingDetailsSchema = financingSummarySchema.extend({
  refundAccountId: z.uuid(),
  refundAccountNumber: z.string(),
  nextPaymentDate: isoDateSchema.nullable(),
  amortizationSchedules: z.array(financingScheduleLineSchema),
});
export type FinancingDetails = z.infer<typeof financingDetailsSchema>;

/** Spec §3 "Amortisation row": what falls due, what was repaid of it, what is unpaid (impaid*). */
export const amortizationScheduleRowSchema = z.object({
  number: z.number().int(),
  date: isoDateSchema,
  principal: decimalAmountSchema,
  profit: decimalAmountSchema,
  totalCommitment: decimalAmountSchema,
  currency: z.string(),
  impaidPrincipal: decimalAmountSchema,
  impaidProfit: decimalAmountSchema,
  impaidAmount: decimalAmountSchema,
  reimbAmount: decimalAmountSchema,
  principalRimb: decimalAmountSchema,
  reimProfit: decimalAmountSchema,
  balanceAfter: decimalAmountSchema,
  state: z.enum(FINANCING_LINE_STATES),
  /** When the line was repaid, and the journal reference of its repayment. */
  paidOn: isoDateSchema.nullable(),
  reference: z.string().nullable(),
});
export type AmortizationScheduleRow = z.infer<typeof amortizationScheduleRowSchema>;

export const fundingScheduleSchema = z.object({
  loanId: z.uuid(),
  currency: z.string(),
  totalProfit: decimalAmountSchema,
  amortizationScheduleList: z.array(amortizationScheduleRowSchema),
});
export type FundingSchedule = z.infer<typeof fundingScheduleSchema>;

/** What repaying the remaining principal now would cost, before it is done (no penalty). */
export const earlyRepaymentQuoteSchema = z.object({
  loanId: z.uuid(),
  currency: z.string(),
  remainingPrincipal: decimalAmountSchema,
  /** Instalments fallen due and still unpaid: settled with the early repayment. */
  unpaidAmount: decimalAmountSchema,
  /** The profit of the instalments to come that the bank forgoes. */
  profitWaived: decimalAmountSchema,
  total: decimalAmountSchema,
  refundAccountId: z.uuid(),
  refundAccountNumber: z.string(),
  availableBalance: decimalAmountSchema,
  isAffordable: z.boolean(),
  quotedOn: isoDateSchema,
});
export type EarlyRepaymentQuote = z.infer<typeof earlyRepaymentQuoteSchema>;

export const earlyRepaymentReceiptSchema = z.object({
  loanId: z.uuid(),
  reference: z.string(),
  amount: decimalAmountSchema,
  currency: z.string(),
  bookingDate: isoDateSchema,
  status: z.enum(FINANCING_STATUSES),
});
export type EarlyRepaymentReceipt = z.infer<typeof earlyRepaymentReceiptSchema>;
