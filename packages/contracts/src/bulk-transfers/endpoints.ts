/**
 * The bulk transfer calls of spec §7 (`bulkTransfersEndpoints`): sending a batch, with the quote /
 * confirm flow of the single transfers (the batch's review as `quote`), the list and one batch.
 */

import { defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  bulkBatchDetailSchema,
  bulkBatchFilterSchema,
  bulkBatchIdSchema,
  bulkBatchSummarySchema,
  multipleTransferSchema,
} from './schemas.ts';

const VIEW_BULK = { auth: 'session', permission: { service: 'MULTIPLE_TRANSFER', process: 'VIEW' } } as const;

export const bulkTransfersEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: 'transfer/multipleTransfer',
    area: 'bulk-transfers',
    summary: 'Several transfers in dinars from one account, confirmed by one code, run row by row',
    description:
      'Rows: payee RIB (32… within the bank, else national) and name, amount, reason. Refused rows answer 400 ' +
      'with field errors `rows.<index>.<field>`. Without `challenge-key`: 202 OTP.300, body.result = challenge + ' +
      '`quote` (totals, rows, limits). After otp/challenge/validateAndContinue, the same body with `challenge-key` ' +
      'and `Idempotency-Key`: 200 with the batch, its rows PENDING until the bulk job books them.',
    access: { auth: 'session', permission: { service: 'MULTIPLE_TRANSFER', process: 'CREATE' } },
    body: multipleTransferSchema,
    answer: objectAnswer(bulkBatchDetailSchema),
    movesMoney: true,
    mayChallenge: true,
  }),
  list: defineEndpoint({
    method: 'POST',
    path: 'transfer/displayMultipleTransferListByCustomer',
    area: 'bulk-transfers',
    summary: 'The bulk transfers, newest first: date, count, total, status read from the rows',
    access: VIEW_BULK,
    effect: 'read',
    body: bulkBatchFilterSchema,
    answer: listAnswer(bulkBatchSummarySchema),
  }),
  one: defineEndpoint({
    method: 'POST',
    path: 'secure/api/transfer/multiple/display',
    area: 'bulk-transfers',
    summary: 'One bulk transfer with its rows and each row’s status',
    access: VIEW_BULK,
    effect: 'read',
    body: bulkBatchIdSchema,
    answer: objectAnswer(bulkBatchDetailSchema),
  }),
};
