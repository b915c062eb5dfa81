/**
 * The financing calls of spec §7 "Loans" (`financingEndpoints`): the customer's financings, one
 * financing's details and its schedule, and the early repayment of the remaining principal (a quote
 * first, then the repayment, idempotent); and (`financingDevEndpoints`) the bank's repayment run
 * forced now, never served in production.
 */

import { z } from 'zod';
import { PDF_DOWNLOAD_NOTE } from '../accounts/endpoints.ts';
import { pdfDocumentSchema } from '../accounts/reports.ts';
import { defineEndpoint, objectAnswer } from '../shared/endpoint.ts';
import { financingRepaymentRunSchema, loanIdSchema } from './requests.ts';
import {
  earlyRepaymentQuoteSchema,
  earlyRepaymentReceiptSchema,
  financingDetailsSchema,
  financingListSchema,
  fundingScheduleSchema,
} from './schemas.ts';

const VIEW_FINANCING = { auth: 'session', permission: { service: 'FINANCE', process: 'VIEW' } } as const;

export const financingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'funding/funding-list',
    area: 'financing',
    summary: "The customer's financings with their remaining principal, next instalment and progress",
    access: VIEW_FINANCING,
    answer: objectAnswer(financingListSchema),
  }),
  details: defineEndpoint({
    method: 'POST',
    path: 'loans/details',
    area: 'financing',
    summary: 'One financing: its contract, refund account and schedule lines',
    access: VIEW_FINANCING,
    effect: 'read',
    body: loanIdSchema,
    answer: objectAnswer(financingDetailsSchema),
  }),
  schedule: defineEndpoint({
    method: 'POST',
    path: 'funding/schedule-list',
    area: 'financing',
    summary:
      "A financing's amortisation schedule with what is repaid and what is unpaid, and its total profit",
    access: VIEW_FINANCING,
    effect: 'read',
    body: loanIdSchema,
    answer: objectAnswer(fundingScheduleSchema),
  }),
  schedulePdf: defineEndpoint({
    method: 'POST',
    path: 'secure/api/funding/schedule-pdf',
    area: 'financing',
    summary: "A financing's amortisation schedule as a PDF, in the caller's language",
    description: PDF_DOWNLOAD_NOTE,
    access: VIEW_FINANCING,
    effect: 'read',
    body: loanIdSchema,
    answer: objectAnswer(pdfDocumentSchema),
  }),
  earlyRepaymentQuote: defineEndpoint({
    method: 'POST',
    path: 'funding/early-repayment/quote',
    area: 'financing',
    summary:
      'What repaying the remaining principal today costs (unpaid instalments included, future profit waived)',
    access: VIEW_FINANCING,
    effect: 'read',
    body: loanIdSchema,
    answer: objectAnswer(earlyRepaymentQuoteSchema),
  }),
  earlyRepayment: defineEndpoint({
    method: 'POST',
    path: 'funding/early-repayment',
    area: 'financing',
    summary: 'Repays the remaining principal and any unpaid instalment from the refund account',
    description:
      'With an `Idempotency-Key`: a replay answers the first answer, refusals included. ' +
      'LEDGER.INSUFFICIENT_FUNDS when the refund account cannot pay, FINANCING.CLOSED when nothing is left.',
    access: { auth: 'session', permission: { service: 'OWN_ACCOUNT_TRANSFER', process: 'CREATE' } },
    body: loanIdSchema,
    answer: objectAnswer(earlyRepaymentReceiptSchema),
    movesMoney: true,
  }),
};

/** The bank's repayment run, forced now: never served in production. */
export const financingDevEndpoints = {
  runRepayments: defineEndpoint({
    method: 'POST',
    path: 'dev/financing/run-repayments',
    area: 'financing',
    summary: 'Takes every instalment due by now from its refund account, as the daily job does',
    access: { auth: 'public' },
    body: financingRepaymentRunSchema,
    answer: objectAnswer(z.object({ paid: z.number().int(), unpaid: z.number().int() })),
  }),
};
