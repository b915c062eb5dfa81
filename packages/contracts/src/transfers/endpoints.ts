/**
 * The transfer calls of spec §7 (`transfersEndpoints`): the quote, the orders (own accounts, within
 * the bank, another Tunisian bank, abroad), cancel, and the reads (config, one transfer, its receipt,
 * the list per account, whose schemas are in transfer-history/). Standing orders are in
 * standing-orders/, bulk transfers in bulk-transfers/.
 *
 * Flow of an order: (1) optionally transfer/quote for the review step; (2) the order without
 * `challenge-key`: own-account transfers (exempt) need only an `Idempotency-Key` and are booked; the
 * others answer 202 OTP.300 with body.result = the challenge and `quote`; (3)
 * otp/challenge/validateAndContinue; (4) the same order, same body, with `challenge-key` and
 * `Idempotency-Key`: 200 with the transfer, booked once; a replay answers the first answer.
 */
import { PDF_DOWNLOAD_NOTE } from '../accounts/endpoints.ts';
import { pdfDocumentSchema } from '../accounts/reports.ts';
import { BOOLEAN_ANSWER, defineEndpoint, listAnswer, objectAnswer, oneOfAnswer } from '../shared/endpoint.ts';
import { accountTransfersSchema, transferListFilterSchema } from '../transfer-history/schemas.ts';
import { transferConfigSchema } from './config.ts';
import {
  cancelTransferSchema,
  internationalTransferSchema,
  localTransferSchema,
  newWithinBankTransferSchema,
  ownAccountTransferSchema,
  transferIdSchema,
  transferQuoteRequestSchema,
  withinBankTransferSchema,
} from './requests.ts';
import { transferDetailSchema, transferQuoteSchema } from './schemas.ts';

/** Transfer reads and cancel check the transfer's own type in the service as well. */
const VIEW_TRANSFERS = {
  auth: 'session',
  permission: { service: 'OWN_ACCOUNT_TRANSFER', process: 'VIEW' },
} as const;

/** What the description of an order that needs a code says. */
export const TRANSFER_FLOW_NOTE =
  'Without `challenge-key`: 202 OTP.300, body.result = challenge + `quote`. After otp/challenge/validateAndContinue, ' +
  'send the same body again with `challenge-key` and `Idempotency-Key` headers: 200 with the transfer, booked once.';

export const transfersEndpoints = {
  quote: defineEndpoint({
    method: 'POST',
    path: 'transfer/quote',
    area: 'transfers',
    summary: 'Checks and prices a transfer without moving money: execution date, rate, fees, limits',
    access: VIEW_TRANSFERS,
    effect: 'read',
    body: transferQuoteRequestSchema,
    answer: objectAnswer(transferQuoteSchema),
  }),
  personal: defineEndpoint({
    method: 'POST',
    path: 'transfer/personal',
    area: 'transfers',
    summary: "Between the customer's own accounts, booked at once (no one-time code)",
    description: 'Needs an `Idempotency-Key` header; the amount is in the credited account’s currency.',
    access: { auth: 'session', permission: { service: 'OWN_ACCOUNT_TRANSFER', process: 'CREATE' } },
    body: ownAccountTransferSchema,
    answer: objectAnswer(transferDetailSchema),
    movesMoney: true,
  }),
  withinBank: defineEndpoint({
    method: 'POST',
    path: 'transfer/withinBankTransfer',
    area: 'transfers',
    summary: 'To an account of this bank (RIB 32…), usually a saved beneficiary: booked at once',
    description: TRANSFER_FLOW_NOTE,
    access: { auth: 'session', permission: { service: 'WITHIN_BANK_TRANSFER', process: 'CREATE' } },
    body: withinBankTransferSchema,
    answer: objectAnswer(transferDetailSchema),
    movesMoney: true,
    mayChallenge: true,
  }),
  newWithinBank: defineEndpoint({
    method: 'POST',
    path: 'transfer/addwithinbank',
    area: 'transfers',
    summary: 'To a new payee inside the bank: the name given must be the account holder’s',
    description: `${TRANSFER_FLOW_NOTE} A name that does not match answers TRANSFER.PAYEE_NAME_MISMATCH.`,
    access: { auth: 'session', permission: { service: 'WITHIN_BANK_TRANSFER', process: 'CREATE' } },
    body: newWithinBankTransferSchema,
    answer: objectAnswer(transferDetailSchema),
    movesMoney: true,
    mayChallenge: true,
  }),
  local: defineEndpoint({
    method: 'POST',
    path: 'transfer/localTransfer',
    area: 'transfers',
    summary: 'To another Tunisian bank, in dinars: debited now, cleared at the cut-off of its execution date',
    description: TRANSFER_FLOW_NOTE,
    access: { auth: 'session', permission: { service: 'LOCAL_TRANSFER', process: 'CREATE' } },
    body: localTransferSchema,
    answer: objectAnswer(transferDetailSchema),
    movesMoney: true,
    mayChallenge: true,
  }),
  international: defineEndpoint({
    method: 'POST',
    path: 'transfer/internationalTransfer',
    area: 'transfers',
    summary: 'Abroad (IBAN, BIC) in a quoted currency, converted at the day’s rates, fee to the bank',
    description: TRANSFER_FLOW_NOTE,
    access: { auth: 'session', permission: { service: 'INTERNATIONAL_TRANSFER', process: 'CREATE' } },
    body: internationalTransferSchema,
    answer: objectAnswer(transferDetailSchema),
    movesMoney: true,
    mayChallenge: true,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: 'transfer/cancel',
    area: 'transfer-history',
    summary: 'Cancels a transfer not executed yet (reversing its booking) or a standing order',
    description:
      'target TRANSFER (default): PENDING or PROGRESS only, else 409 TRANSFER.NOT_CANCELLABLE; answers the ' +
      'transfer, now REJECTED/REVE with statusReason CANCELLED_BY_CUSTOMER. target PERMANENT: answers true ' +
      '(a BOOLEAN_RESPONSE). Needs an `Idempotency-Key`: a cancel may post a reversal.',
    access: { auth: 'session', permission: { service: 'OWN_ACCOUNT_TRANSFER', process: 'CREATE' } },
    body: cancelTransferSchema,
    answer: oneOfAnswer(objectAnswer(transferDetailSchema), BOOLEAN_ANSWER),
    movesMoney: true,
  }),
  config: defineEndpoint({
    method: 'GET',
    path: 'secure/transfer/config',
    area: 'transfers',
    summary:
      "The pack's limits (minAmountTransaction, maxAmountTransacation, daily) and today's use, fees, cut-off",
    access: VIEW_TRANSFERS,
    answer: objectAnswer(transferConfigSchema),
  }),
  display: defineEndpoint({
    method: 'POST',
    path: 'secure/api/transfer/display',
    area: 'transfers',
    summary: 'One transfer with its execution dates and status history',
    access: VIEW_TRANSFERS,
    effect: 'read',
    body: transferIdSchema,
    answer: objectAnswer(transferDetailSchema),
  }),
  receipt: defineEndpoint({
    method: 'POST',
    path: 'secure/transfer/receipt',
    area: 'transfers',
    summary: 'Receipt of one transfer order (PDF), whatever its status',
    description: PDF_DOWNLOAD_NOTE,
    access: VIEW_TRANSFERS,
    effect: 'read',
    body: transferIdSchema,
    answer: objectAnswer(pdfDocumentSchema),
  }),
  listByAccount: defineEndpoint({
    method: 'POST',
    path: 'transfer/displayTransferListByCustomer',
    area: 'transfer-history',
    summary: 'Transfers per debited account (spec §3 Transfer history) with the §3 filter, newest first',
    access: VIEW_TRANSFERS,
    effect: 'read',
    body: transferListFilterSchema,
    answer: listAnswer(accountTransfersSchema),
  }),
};
