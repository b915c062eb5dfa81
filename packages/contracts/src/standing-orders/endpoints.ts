/**
 * The standing order calls of spec §7 (`standingOrdersEndpoints`): setting one up, with the quote /
 * confirm flow of the other transfers, and the list. Cancelling one is transfer/cancel
 * (transfers/endpoints.ts) with target PERMANENT.
 */
import { defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import { permanentTransferSchema } from '../transfers/requests.ts';
import { permanentTransferFilterSchema, permanentTransferInfoSchema } from './schemas.ts';

export const standingOrdersEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: 'transfer/permanentTransfer',
    area: 'standing-orders',
    summary: 'Sets up a standing order: first and last execution dates, frequency; runs executed by the bank',
    description:
      'Without `challenge-key`: 202 OTP.300, body.result = challenge + `quote` (next runs, fees). Then the same ' +
      'body with `challenge-key` and `Idempotency-Key`: 200 with the order.',
    access: { auth: 'session', permission: { service: 'PERMANENT_TRANSFER', process: 'CREATE' } },
    body: permanentTransferSchema,
    answer: objectAnswer(permanentTransferInfoSchema),
    movesMoney: true,
    mayChallenge: true,
  }),
  list: defineEndpoint({
    method: 'POST',
    path: 'transfer/displayPermanentTransferListByCustomer',
    area: 'standing-orders',
    summary: 'Standing orders (spec §3 Permanent transfer) with their next date and runs',
    access: { auth: 'session', permission: { service: 'PERMANENT_TRANSFER', process: 'VIEW' } },
    effect: 'read',
    body: permanentTransferFilterSchema,
    answer: listAnswer(permanentTransferInfoSchema),
  }),
};
